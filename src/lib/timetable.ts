// A festival's programme as its timetable shows it: by day (in the event's zone), then by start
// time, the sessions starting together side by side by room (contract/sessions.ts
// inTimetableOrder). A phone reads it top to bottom in time order; a wide screen sees each time's
// rooms in a row. Pure, so the page and its tests agree.
import { inTimetableOrder, type PublicSession } from '@/contract/sessions';
import { dateOf, dayKey } from './event-time';

export interface TimetableSlot<S> {
  /** The instant these sessions start. */
  start: string;
  /** In room order. */
  sessions: S[];
}

export interface TimetableDay<S> {
  /** "YYYY-MM-DD" in the event's zone. */
  day: string;
  /** "Friday 20 November 2026". */
  label: string;
  slots: Array<TimetableSlot<S>>;
}

export function timetableDays<S extends PublicSession>(
  sessions: S[],
  timeZone: string,
): Array<TimetableDay<S>> {
  const days = new Map<string, TimetableDay<S>>();
  for (const session of inTimetableOrder(sessions)) {
    const day = dayKey(session.startDateTime, timeZone) ?? '';
    let entry = days.get(day);
    if (!entry) {
      entry = { day, label: dateOf(session.startDateTime, timeZone), slots: [] };
      days.set(day, entry);
    }
    const start = Date.parse(session.startDateTime);
    const last = entry.slots.at(-1);
    if (last && Date.parse(last.start) === start) last.sessions.push(session);
    else entry.slots.push({ start: session.startDateTime, sessions: [session] });
  }
  return [...days.values()];
}

/** A session without an end lasts an hour in a calendar. */
export const sessionEndOf = (session: PublicSession): string =>
  session.endDateTime ?? new Date(Date.parse(session.startDateTime) + 3_600_000).toISOString();
