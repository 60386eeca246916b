// The sessions rules of the contract: repeat weekly keeps the class's wall-clock time across a
// daylight-saving change, the problems the wizard lists, and the timetable's order.
import { describe, expect, it } from 'vitest';
import {
  inTimetableOrder,
  repeatWeekly,
  sessionFullMessage,
  sessionProblems,
  sessionsAdmitted,
  type EventSession,
} from '@/contract/sessions';
import { localParts } from '@/contract/time-zones';

const session = (patch: Partial<EventSession> = {}): EventSession => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Bachata Level 1',
  startDateTime: '2026-09-22T09:00:00.000Z',
  endDateTime: '2026-09-22T10:30:00.000Z',
  room: 'Studio 1',
  level: 'Beginner',
  teachers: 'Ana & Leo',
  capacity: 20,
  roles: null,
  ...patch,
});

let counter = 1;
const newId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

describe('repeat weekly', () => {
  it('keeps 19:00 in Sydney when the clocks go forward (4 October 2026)', () => {
    // 22 September 2026 19:00 AEST (+10:00) is 09:00 UTC.
    const weeks = repeatWeekly(session(), 4, newId, 'Australia/Sydney');
    expect(weeks.map((week) => week.name)).toEqual([
      'Bachata Level 1 — week 1',
      'Bachata Level 1 — week 2',
      'Bachata Level 1 — week 3',
      'Bachata Level 1 — week 4',
    ]);
    for (const week of weeks) {
      const start = localParts(new Date(week.startDateTime ?? ''), 'Australia/Sydney');
      const end = localParts(new Date(week.endDateTime ?? ''), 'Australia/Sydney');
      expect([start.hour, start.minute, end.hour, end.minute]).toEqual([19, 0, 20, 30]);
    }
    // After the change (week 3, 6 October) 19:00 AEDT (+11:00) is 08:00 UTC, not 09:00.
    expect(weeks[2]?.startDateTime).toBe('2026-10-06T08:00:00.000Z');
    expect(weeks.map((week) => localParts(new Date(week.startDateTime ?? ''), 'UTC').day)).toEqual([
      22, 29, 6, 13,
    ]);
  });

  it('keeps 18:30 in London when the clocks go back (25 October 2026)', () => {
    const weeks = repeatWeekly(
      session({ startDateTime: '2026-10-20T17:30:00.000Z', endDateTime: null }),
      2,
      newId,
      'Europe/London',
    );
    expect(weeks.map((week) => week.startDateTime)).toEqual([
      '2026-10-20T17:30:00.000Z',
      '2026-10-27T18:30:00.000Z',
    ]);
    expect(weeks[1]?.endDateTime).toBeNull();
  });

  it('gives each copy a new id, keeps the first, and renumbers a repeated week', () => {
    const weeks = repeatWeekly(session({ name: 'Salsa — week 1' }), 3, newId, 'UTC');
    expect(weeks[0]?.id).toBe(session().id);
    expect(new Set(weeks.map((week) => week.id)).size).toBe(3);
    expect(weeks[2]?.name).toBe('Salsa — week 3');
    expect(weeks[2]?.capacity).toBe(20);
    expect(repeatWeekly(session(), 1, newId, 'UTC')).toEqual([session()]);
    expect(repeatWeekly(session(), 500, newId, 'UTC')).toHaveLength(52);
  });
});

describe('session problems', () => {
  it('names what a session lacks and what a type chooses wrongly', () => {
    const problems = sessionProblems(
      [
        session({ name: '' }),
        session({
          id: '00000000-0000-4000-8000-0000000000aa',
          name: 'Party',
          startDateTime: null,
        }),
        session({
          id: '00000000-0000-4000-8000-0000000000bb',
          name: 'Late',
          endDateTime: '2026-09-22T08:00:00.000Z',
        }),
      ],
      [
        { name: 'Party Pass', sessionIds: [] },
        { name: 'Day Pass', sessionIds: ['00000000-0000-4000-8000-0000000000cc'] },
        { name: 'Full Pass', sessionIds: null },
      ],
    );
    expect(problems).toEqual([
      'Every session needs a name.',
      'Party needs a start.',
      'Late must end after it starts.',
      'Party Pass admits to no session.',
      'Day Pass names a session the event does not have.',
    ]);
  });

  it('asks for partner roles on a type admitting to a balanced session', () => {
    const roles = { leadName: 'Lead', followName: 'Follow', soloName: null, maxImbalance: 2 };
    const balanced = session({ roles });
    expect(
      sessionProblems([balanced], [{ name: 'Full course', sessionIds: null, roles: null }]),
    ).toEqual([
      'Full course admits to Bachata Level 1, which balances leads and follows: give the ticket type partner roles too.',
    ]);
    expect(sessionProblems([balanced], [{ name: 'Full course', sessionIds: null, roles }])).toEqual(
      [],
    );
    // A type whose roles are not known (a save that does not send them) is left to its publishing.
    expect(sessionProblems([balanced], [{ name: 'Full course', sessionIds: null }])).toEqual([]);
  });

  it('has nothing to say about a good festival', () => {
    expect(sessionProblems([session()], [{ name: 'Full', sessionIds: [session().id] }])).toEqual(
      [],
    );
  });
});

describe('timetable order and admission', () => {
  const a = { ...session({ id: 'a', name: 'B', room: 'Main' }), endDateTime: null };
  const b = { ...session({ id: 'b', name: 'A', room: 'Main' }), endDateTime: null };
  const c = {
    ...session({ id: 'c', name: 'Z', room: 'Annex', startDateTime: '2026-09-22T09:00:00.000Z' }),
    endDateTime: null,
  };
  const early = {
    ...session({ id: 'd', name: 'Early', startDateTime: '2026-09-22T07:00:00.000Z' }),
    endDateTime: null,
  };
  const publicOf = (s: typeof a) => ({ ...s, startDateTime: s.startDateTime ?? '' });

  it('orders by start, then room, then name', () => {
    expect(inTimetableOrder([a, b, c, early].map(publicOf)).map((s) => s.id)).toEqual([
      'd',
      'c',
      'b',
      'a',
    ]);
  });

  it('admits to every session without a choice and to the chosen ones in event order', () => {
    expect(sessionsAdmitted([a, b, c], null).map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(sessionsAdmitted([a, b, c], ['c', 'a']).map((s) => s.id)).toEqual(['a', 'c']);
    expect(sessionFullMessage('Saturday Bootcamp')).toBe('Saturday Bootcamp is full');
  });
});
