// The door on the device with no signal: pass verification (WebCrypto and the @noble fallback,
// against passes the server's signer made), the local judgement in the server's words, pending
// admissions kept over a fresh server copy, and a ticket two doors both let in.
import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DoorTicket } from '@/contract/door';
import { bytesToBase64url, passSignedPart } from '@/contract/passes';
import {
  admittedHere,
  conflictOf,
  doorCounters,
  judgeLocally,
  sessionRunningNow,
  searchTickets,
  withPendingAdmissions,
} from '@/features/door/lib/door-rules';
import { PassVerifier } from '@/features/door/lib/verify-pass';
import type { StoredScan } from '@/lib/offline/offline-db';

const EVENT = '0b6a2f0e-0c4b-4f7e-9d43-9c1d2a3b4c5d';
const OTHER_EVENT = '1b6a2f0e-0c4b-4f7e-9d43-9c1d2a3b4c5d';
const TICKET = '2b6a2f0e-0c4b-4f7e-9d43-9c1d2a3b4c5d';
const TYPE = '3b6a2f0e-0c4b-4f7e-9d43-9c1d2a3b4c5d';

function keyPair(kid: string) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  const passFor = (eventId = EVENT, ticketId = TICKET) => {
    const signed = passSignedPart({ kid, ticketId, eventId, ticketTypeId: TYPE });
    return `${signed}.${sign(null, Buffer.from(signed), privateKey).toString('base64url')}`;
  };
  return { key: { kid, publicKey: bytesToBase64url(new Uint8Array(raw)) }, passFor };
}

describe.each([
  ['WebCrypto', true],
  ['@noble/ed25519', false],
])('verifying a pass offline (%s)', (_name, useWebCrypto) => {
  const current = keyPair('k-now');
  const retired = keyPair('k-old');
  const stranger = keyPair('k-now');

  it('accepts genuine passes of this event signed by any of its keys', async () => {
    const verifier = await PassVerifier.create(EVENT, [retired.key, current.key], useWebCrypto);
    expect(await verifier.verify(current.passFor())).toEqual({
      valid: true,
      claims: { kid: 'k-now', ticketId: TICKET, eventId: EVENT, ticketTypeId: TYPE },
    });
    expect((await verifier.verify(retired.passFor())).valid).toBe(true);
  });

  it('refuses forged, tampered and other events’ passes, and text that is no pass', async () => {
    const verifier = await PassVerifier.create(EVENT, [current.key], useWebCrypto);
    const genuine = current.passFor();
    const parts = genuine.split('.');
    const tampered = `${passSignedPart({ kid: 'k-now', ticketId: TYPE, eventId: EVENT, ticketTypeId: TYPE })}.${parts[3]}`;
    const flipped = `${parts.slice(0, 3).join('.')}.${parts[3]!.startsWith('A') ? 'B' : 'A'}${parts[3]!.slice(1)}`;
    expect(await verifier.verify(stranger.passFor())).toEqual({ valid: false, reason: 'forged' });
    expect(await verifier.verify(tampered)).toEqual({ valid: false, reason: 'forged' });
    expect(await verifier.verify(flipped)).toEqual({ valid: false, reason: 'forged' });
    expect(await verifier.verify(retired.passFor())).toEqual({ valid: false, reason: 'forged' });
    expect(await verifier.verify(current.passFor(OTHER_EVENT))).toEqual({
      valid: false,
      reason: 'other-event',
    });
    expect(await verifier.verify('https://example.com')).toEqual({
      valid: false,
      reason: 'not-a-pass',
    });
  });
});

const ticket = (fields: Partial<DoorTicket> = {}): DoorTicket => ({
  id: TICKET,
  code: 'ABC',
  ticketTypeId: TYPE,
  ticketTypeName: 'Social',
  buyerName: 'Rosa Díaz',
  buyerEmail: 'rosa@example.com',
  void: false,
  checkedInAt: null,
  checkedInBy: null,
  scanId: null,
  admits: true,
  ...fields,
});
const window = {
  timeZone: 'Australia/Sydney',
  checkInOpensAt: '2026-11-20T08:00:00Z',
  endDateTime: '2026-11-20T14:00:00Z',
};
const during = new Date('2026-11-20T09:14:00Z');
const scan = (fields: Partial<StoredScan>): StoredScan => ({
  id: 'scan-1',
  eventId: EVENT,
  at: during.toISOString(),
  deviceName: 'Door 2',
  input: { code: 'ABC' },
  offline: true,
  ticketId: TICKET,
  outcome: 'admitted',
  reason: null,
  message: '',
  buyerName: 'Rosa Díaz',
  synced: false,
  conflict: null,
  ...fields,
});

describe('judging a scan on the device', () => {
  it('admits, says who already came in, and refuses in the server’s words', () => {
    expect(judgeLocally(ticket(), window, during)).toEqual({
      outcome: 'admitted',
      reason: null,
      message: 'Admitted: Rosa Díaz — Social',
    });
    const inAlready = ticket({ checkedInAt: '2026-11-20T09:14:00Z', checkedInBy: 'Door 2' });
    expect(judgeLocally(inAlready, window, during).message).toBe(
      'Already admitted at 8:14 pm by Door 2.',
    );
    expect(judgeLocally(ticket({ void: true }), window, during).reason).toBe('void');
    expect(judgeLocally(undefined, window, during).reason).toBe('unknown');
    expect(judgeLocally(ticket(), window, new Date('2026-11-20T07:59:00Z')).message).toMatch(
      /^Check-in has not opened yet: it opens 20 Nov 2026, 7:00 pm\.$/,
    );
    expect(judgeLocally(ticket(), window, new Date('2026-11-20T14:00:00Z')).reason).toBe('closed');
    expect(judgeLocally(ticket(), window, during, 'forged').message).toBe(
      'This pass is not genuine: its signature does not match.',
    );
  });
});

describe('a comp on the device', () => {
  it('is admitted as a comp with its note, and refused once revoked, in the server’s words', () => {
    const comp = ticket({ comp: true, compNote: 'Teacher' });
    expect(judgeLocally(comp, window, during).message).toBe(
      'Admitted: Rosa Díaz — Social (Comp · Teacher)',
    );
    expect(judgeLocally({ ...comp, void: true }, window, during)).toEqual({
      outcome: 'refused',
      reason: 'revoked',
      message: 'This comp was revoked: it does not admit anyone.',
    });
  });
});

describe('a festival session’s door on the device', () => {
  it('refuses a pass whose type does not admit to the session, in the server’s words', () => {
    const party = ticket({ ticketTypeName: 'Party Pass', admits: false });
    expect(judgeLocally(party, { ...window, sessionName: 'Saturday Bootcamp' }, during)).toEqual({
      outcome: 'refused',
      reason: 'not-included',
      message: 'Party Pass does not include Saturday Bootcamp.',
    });
    expect(
      judgeLocally(
        ticket(),
        { ...window, sessionName: 'Saturday Bootcamp' },
        new Date('2026-11-20T14:00:00Z'),
      ).message,
    ).toBe('Check-in for Saturday Bootcamp has closed: it has ended.');
  });

  it('checks the session running now, else the next, else the last', () => {
    const sessions = [
      { id: 'fri', startDateTime: '2026-11-20T09:00:00Z', endDateTime: '2026-11-20T14:00:00Z' },
      { id: 'class', startDateTime: '2026-11-20T10:00:00Z', endDateTime: '2026-11-20T11:00:00Z' },
      { id: 'sat', startDateTime: '2026-11-21T09:00:00Z', endDateTime: '2026-11-21T14:00:00Z' },
    ];
    expect(sessionRunningNow(sessions, new Date('2026-11-20T10:30:00Z'))?.id).toBe('class');
    expect(sessionRunningNow(sessions, new Date('2026-11-20T12:00:00Z'))?.id).toBe('fri');
    expect(sessionRunningNow(sessions, new Date('2026-11-20T20:00:00Z'))?.id).toBe('sat');
    expect(sessionRunningNow(sessions, new Date('2026-11-22T20:00:00Z'))?.id).toBe('sat');
    expect(sessionRunningNow([], new Date())).toBeNull();
  });
});

describe('merging with the server', () => {
  it('keeps this device’s unsynced admissions over a fresh copy, earliest first', () => {
    const pending = scan({});
    const fresh = withPendingAdmissions([ticket()], [pending]);
    expect(fresh[0]).toMatchObject({ checkedInBy: 'Door 2', scanId: 'scan-1' });
    // The server already has an earlier admission: it stays.
    const earlier = ticket({
      checkedInAt: '2026-11-20T09:00:00Z',
      checkedInBy: 'Door 1',
      scanId: 'x',
    });
    expect(withPendingAdmissions([earlier], [pending])[0]).toBe(earlier);
    // Synced scans are the server's business.
    expect(withPendingAdmissions([ticket()], [scan({ synced: true })])[0]!.checkedInAt).toBeNull();
  });

  it('flags a ticket this door let in after another door had, once synced', () => {
    const mine = scan({ synced: true });
    const first = ticket({
      checkedInAt: '2026-11-20T09:10:00Z',
      checkedInBy: 'Door 1',
      scanId: 'other',
    });
    expect(conflictOf(mine, first, 'Australia/Sydney')).toBe(
      'Also let in here at 8:14 pm — first admitted at 8:10 pm by Door 1.',
    );
    expect(conflictOf(mine, admittedHere(ticket(), mine), 'Australia/Sydney')).toBeNull();
    expect(conflictOf(scan({ synced: false }), first, 'Australia/Sydney')).toBeNull();
    expect(conflictOf(scan({ synced: true, outcome: 'already' }), first, 'UTC')).toBeNull();
  });

  it('counts the door and finds buyers by name, e-mail or code', () => {
    const tickets = [
      ticket({ id: 'a', checkedInAt: during.toISOString() }),
      ticket({ id: 'b', buyerName: 'Sam Lee', buyerEmail: 'sam@example.com', code: 'XYZ' }),
      ticket({ id: 'c', void: true }),
    ];
    expect(doorCounters(tickets)).toEqual({ sold: 2, admitted: 1 });
    expect(searchTickets(tickets, 'sam').map((t) => t.id)).toEqual(['b']);
    expect(searchTickets(tickets, 'rosa example').map((t) => t.id)).toEqual(['a', 'c']);
    expect(searchTickets(tickets, 'xyz').map((t) => t.id)).toEqual(['b']);
    expect(searchTickets(tickets, '  ')).toEqual([]);
  });
});
