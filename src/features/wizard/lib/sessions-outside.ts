// Sessions dated outside the event's own start and end (a typo in a year, a course's weeks past a
// one-night event's end): the ticket step says so without refusing, since a course may mean it.
import type { SessionFields } from './session-fields';

interface EventSpan {
  /** Local date-time inputs ("2031-02-14T19:00"), compared as text: same format, same zone. */
  start: string;
  end: string;
}

/** The names of the sessions that start before the event or end (or start) after it. */
export function sessionsOutside(event: EventSpan, sessions: SessionFields[]): string[] {
  if (!event.start) return [];
  return sessions
    .filter((session) => {
      if (!session.start) return false;
      const last = session.end || session.start;
      return session.start < event.start || (event.end !== '' && last > event.end);
    })
    .map((session, index) => session.name.trim() || `Session ${index + 1}`);
}
