// One door judgement for both sides: the same scans, fed to the door device's path (judgeLocally,
// what the engine runs with no signal) and to the server's (judgeFound and scanAnswer, what
// door-scans runs once the ticket is looked up), come out with the same outcome, reason and words.
import { describe, expect, it } from 'vitest';
import type { DoorTicket, ScanRefusal } from '@/contract/door';
import { judgeLocally, type DoorWindow } from '@/features/door/lib/door-rules';
import type { DoorEvent } from '../../server/services/door/door-access';
import type { DoorSession } from '../../server/services/door/door-sessions';
import { judgeFound, scanAnswer } from '../../server/services/door/scan-judgement';

const EVENT: DoorEvent = {
  id: 'event-1',
  title: 'Friday Social',
  starts_at: new Date('2026-11-20T10:00:00Z'),
  ends_at: new Date('2026-11-20T14:00:00Z'),
  time_zone: 'Australia/Sydney',
  location_description: 'The Ballroom',
  check_in_opens_minutes: 120,
};

const BOOTCAMP: DoorSession = {
  id: 'session-2',
  name: 'Saturday Bootcamp',
  room: 'Studio 1',
  startsAt: new Date('2026-11-21T01:00:00Z'),
  endsAt: new Date('2026-11-21T05:00:00Z'),
  cancelled: false,
};

/** The window the device keeps for the same door (the server's door data, as it sends it). */
const windowOf = (door: DoorSession | null): DoorWindow =>
  door
    ? {
        timeZone: EVENT.time_zone,
        checkInOpensAt: new Date(door.startsAt.getTime() - 120 * 60_000).toISOString(),
        endDateTime: door.endsAt.toISOString(),
        sessionName: door.name,
      }
    : {
        timeZone: EVENT.time_zone,
        checkInOpensAt: '2026-11-20T08:00:00.000Z',
        endDateTime: EVENT.ends_at.toISOString(),
        sessionName: null,
      };

const ticket = (over: Partial<DoorTicket> = {}): DoorTicket => ({
  id: 'ticket-1',
  code: 'ABC123',
  ticketTypeId: 'type-1',
  ticketTypeName: 'Party Pass',
  buyerName: 'Ana Flores',
  buyerEmail: 'ana@example.com',
  void: false,
  checkedInAt: null,
  checkedInBy: null,
  scanId: null,
  admits: true,
  ...over,
});

const DURING = new Date('2026-11-20T11:00:00Z');
const IN_BOOTCAMP = new Date('2026-11-21T02:00:00Z');

interface Case {
  name: string;
  ticket: DoorTicket | undefined;
  at: Date;
  door?: DoorSession | null;
  passRefusal?: ScanRefusal | null;
  outcome: 'admitted' | 'already' | 'refused';
  reason: ScanRefusal | null;
}

const cases: Case[] = [
  {
    name: 'a good ticket in the window',
    ticket: ticket(),
    at: DURING,
    outcome: 'admitted',
    reason: null,
  },
  {
    name: 'the very moment the door opens',
    ticket: ticket(),
    at: new Date('2026-11-20T08:00:00Z'),
    outcome: 'admitted',
    reason: null,
  },
  {
    name: 'a ticket already admitted',
    ticket: ticket({ checkedInAt: '2026-11-20T09:14:00Z', checkedInBy: 'Door 2', scanId: 's-0' }),
    at: DURING,
    outcome: 'already',
    reason: null,
  },
  {
    name: 'a comp in the window',
    ticket: ticket({ comp: true, compNote: 'Teacher' }),
    at: DURING,
    outcome: 'admitted',
    reason: null,
  },
  { name: 'no ticket found', ticket: undefined, at: DURING, outcome: 'refused', reason: 'unknown' },
  {
    name: 'a forged pass',
    ticket: undefined,
    at: DURING,
    passRefusal: 'forged',
    outcome: 'refused',
    reason: 'forged',
  },
  {
    name: 'text that is no pass',
    ticket: undefined,
    at: DURING,
    passRefusal: 'not-a-pass',
    outcome: 'refused',
    reason: 'not-a-pass',
  },
  {
    name: 'another event’s pass',
    ticket: undefined,
    at: DURING,
    passRefusal: 'other-event',
    outcome: 'refused',
    reason: 'other-event',
  },
  {
    name: 'a refunded ticket',
    ticket: ticket({ void: true }),
    at: DURING,
    outcome: 'refused',
    reason: 'void',
  },
  {
    name: 'a revoked comp',
    ticket: ticket({ void: true, comp: true }),
    at: DURING,
    outcome: 'refused',
    reason: 'revoked',
  },
  {
    name: 'a refunded ticket after the end (refunded is said first)',
    ticket: ticket({ void: true }),
    at: new Date('2026-11-20T15:00:00Z'),
    outcome: 'refused',
    reason: 'void',
  },
  {
    name: 'before the door opens',
    ticket: ticket(),
    at: new Date('2026-11-20T07:59:00Z'),
    outcome: 'refused',
    reason: 'not-open',
  },
  {
    name: 'an already admitted ticket before the door opens',
    ticket: ticket({ checkedInAt: '2026-11-20T09:14:00Z' }),
    at: new Date('2026-11-20T07:59:00Z'),
    outcome: 'refused',
    reason: 'not-open',
  },
  {
    name: 'the very moment the event ends',
    ticket: ticket(),
    at: EVENT.ends_at,
    outcome: 'refused',
    reason: 'closed',
  },
  {
    name: 'a session’s door, a ticket that admits to it',
    ticket: ticket(),
    door: BOOTCAMP,
    at: IN_BOOTCAMP,
    outcome: 'admitted',
    reason: null,
  },
  {
    name: 'a session’s door, a ticket whose type does not admit to it',
    ticket: ticket({ admits: false }),
    door: BOOTCAMP,
    at: IN_BOOTCAMP,
    outcome: 'refused',
    reason: 'not-included',
  },
  {
    name: 'a session’s door, not included and after it ended (not included is said first)',
    ticket: ticket({ admits: false }),
    door: BOOTCAMP,
    at: new Date('2026-11-21T06:00:00Z'),
    outcome: 'refused',
    reason: 'not-included',
  },
  {
    name: 'a session’s door after the session ended',
    ticket: ticket(),
    door: BOOTCAMP,
    at: new Date('2026-11-21T05:00:00Z'),
    outcome: 'refused',
    reason: 'closed',
  },
  {
    name: 'a session’s door before it opens',
    ticket: ticket(),
    door: BOOTCAMP,
    at: DURING,
    outcome: 'refused',
    reason: 'not-open',
  },
];

/** The server's path for a scan of a ticket of this event (or none), online. */
function judgedByServer(c: Case) {
  const door = c.door ?? null;
  const judged = judgeFound(
    EVENT,
    door,
    {
      passRefusal: c.passRefusal ?? null,
      found: c.ticket ? { ticket: c.ticket, eventId: EVENT.id } : undefined,
      cancelled: false,
    },
    c.at,
  );
  // Not refused: the check-in writer admits a ticket nobody admitted, else it was already.
  const outcome = judged.refusal ? 'refused' : judged.ticket?.checkedInAt ? 'already' : 'admitted';
  const { message, reason } = scanAnswer(
    EVENT,
    door,
    'scan-1',
    outcome,
    judged.refusal,
    judged.ticket,
  );
  return { outcome, reason, message };
}

const judgedByDevice = (c: Case) =>
  judgeLocally(c.ticket, windowOf(c.door ?? null), c.at, c.passRefusal ?? null);

describe('the door’s judgement, on the server and on a device with no signal', () => {
  it.each(cases)('$name: $outcome $reason', (c) => {
    const device = judgedByDevice(c);
    const server = judgedByServer(c);
    expect({ outcome: device.outcome, reason: device.reason }).toEqual({
      outcome: c.outcome,
      reason: c.reason,
    });
    expect(server).toEqual(device);
  });

  it('says the same words as the spec’d messages for a few of them', () => {
    const [admitted, , already] = cases.map(judgedByDevice);
    expect(admitted!.message).toBe('Admitted: Ana Flores — Party Pass');
    expect(already!.message).toBe('Already admitted at 8:14 pm by Door 2.');
    const notIncluded = judgedByDevice(cases.find((c) => c.reason === 'not-included')!);
    expect(notIncluded.message).toBe('Party Pass does not include Saturday Bootcamp.');
  });
});

describe('what only the server knows', () => {
  it('refuses another event’s ticket and shows nothing of its buyer', () => {
    const judged = judgeFound(
      EVENT,
      null,
      { passRefusal: null, found: { ticket: ticket(), eventId: 'event-2' }, cancelled: false },
      DURING,
    );
    expect(judged).toEqual({ ticket: null, refusal: 'other-event', at: DURING });
  });

  it('turns every ticket away from a class called off, before any other reason', () => {
    for (const held of [ticket(), ticket({ void: true }), ticket({ admits: false })]) {
      const judged = judgeFound(
        EVENT,
        BOOTCAMP,
        { passRefusal: null, found: { ticket: held, eventId: EVENT.id }, cancelled: true },
        IN_BOOTCAMP,
      );
      expect(judged.refusal).toBe('cancelled');
      expect(judged.ticket).toEqual(held);
    }
    // A scan that finds no ticket is still told so.
    const none = judgeFound(
      EVENT,
      BOOTCAMP,
      { passRefusal: null, found: undefined, cancelled: true },
      IN_BOOTCAMP,
    );
    expect(none.refusal).toBe('unknown');
  });
});
