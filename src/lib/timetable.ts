// A festival's programme as its timetable shows it: by day (in the event's zone), then by room,
// each in time order (contract/sessions.ts inTimetableOrder). Pure, so the page and its tests agree.
import { inTimetableOrder, type PublicSession } from '@/contract/sessions';
import { dateOf, dayKey } from './event-time';

export interface TimetableRoom<S> {
  /** '' when the sessions name no room. */
  room: string;
  sessions: S[];
}

export interface TimetableDay<S> {
  /** "YYYY-MM-DD" in the event's zone. */
  day: string;
  /** "Friday 20 November 2026". */
  label: string;
  rooms: Array<TimetableRoom<S>>;
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
      entry = { day, label: dateOf(session.startDateTime, timeZone), rooms: [] };
      days.set(day, entry);
    }
    const room = session.room.trim();
    let inRoom = entry.rooms.find((each) => each.room === room);
    if (!inRoom) {
      inRoom = { room, sessions: [] };
      entry.rooms.push(inRoom);
    }
    inRoom.sessions.push(session);
  }
  return [...days.values()];
}

/** A session without an end lasts an hour in a calendar. */
export const sessionEndOf = (session: PublicSession): string =>
  session.endDateTime ?? new Date(Date.parse(session.startDateTime) + 3_600_000).toISOString();
