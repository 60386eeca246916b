// An event's calendar file entries: the event itself, or — for a festival or a course with more
// than one session — one VEVENT per session, each named after its session and the event, in its
// room, with its level and teachers. Shared so "Add to calendar" and the server's file agree.
import type { IcsEvent } from './ics';
import { inTimetableOrder, type PublicSession } from './sessions';

/** A session without an end lasts an hour in a calendar. */
const DEFAULT_SESSION_MS = 3_600_000;

/** One session of the event as a calendar entry of its own. */
export function sessionIcsEvent(event: IcsEvent, session: PublicSession): IcsEvent {
  const details = [
    session.level && `Level: ${session.level}`,
    session.teachers && `With ${session.teachers}`,
    event.title,
  ].filter(Boolean);
  const { cacheKey: _unused, ...base } = event;
  return {
    ...base,
    // Within the event's own UID: a session id is the school's choice, and may not name another
    // school's entry in a calendar.
    uid: `${session.id}.${event.uid}`,
    title: `${session.name} — ${event.title}`,
    start: session.startDateTime,
    end:
      session.endDateTime ??
      new Date(Date.parse(session.startDateTime) + DEFAULT_SESSION_MS).toISOString(),
    location: [session.room, event.location].filter(Boolean).join(', '),
    description: details.join('\n'),
    ...(session.cancelled
      ? // A calendar takes the cancellation only as a newer version of the entry.
        { cancelled: true, ...(base.sequence !== undefined ? { sequence: base.sequence + 1 } : {}) }
      : {}),
  };
}

export function programmeIcsEvents(event: IcsEvent, sessions: PublicSession[]): IcsEvent[] {
  // A one-night event whose one session was cancelled is itself cancelled.
  if (sessions.length === 1 && sessions[0]!.cancelled) {
    const { cacheKey: _unused, ...base } = event;
    return [{ ...base, cancelled: true, sequence: (base.sequence ?? 0) + 1 }];
  }
  if (sessions.length <= 1) return [event];
  return inTimetableOrder(sessions).map((session) => sessionIcsEvent(event, session));
}
