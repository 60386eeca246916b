// An event's calendar file entries: the event itself, or — for a festival or a course with more
// than one session — one VEVENT per session, each named after its session and the event, in its
// room, with its level and teachers. Shared so "Add to calendar" and the server's file agree.
import type { IcsEvent } from './ics';
import { inTimetableOrder, type PublicSession } from './sessions';

/** A session without an end lasts an hour in a calendar. */
const DEFAULT_SESSION_MS = 3_600_000;

export function programmeIcsEvents(event: IcsEvent, sessions: PublicSession[]): IcsEvent[] {
  if (sessions.length <= 1) return [event];
  return inTimetableOrder(sessions).map((session) => {
    const details = [
      session.level && `Level: ${session.level}`,
      session.teachers && `With ${session.teachers}`,
      event.title,
    ].filter(Boolean);
    const { cacheKey: _unused, ...base } = event;
    return {
      ...base,
      uid: `${session.id}@floorcraft`,
      title: `${session.name} — ${event.title}`,
      start: session.startDateTime,
      end:
        session.endDateTime ??
        new Date(Date.parse(session.startDateTime) + DEFAULT_SESSION_MS).toISOString(),
      location: [session.room, event.location].filter(Boolean).join(', '),
      description: details.join('\n'),
    };
  });
}
