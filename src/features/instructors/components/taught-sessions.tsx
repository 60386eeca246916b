// The sessions an instructor confirmed, as their profile lists them: upcoming first, then past.
import { Link } from 'react-router-dom';
import { shortDateTimeText } from '@/contract/date-formats';
import { eventPagePath } from '@/contract/event-page';
import type { TaughtSession } from '@/contract/instructors';

function SessionList({ sessions }: { sessions: TaughtSession[] }) {
  return (
    <ul className="taught-sessions">
      {sessions.map((session) => (
        <li key={`${session.eventId} ${session.sessionName} ${session.startDateTime}`}>
          <Link to={eventPagePath({ id: session.eventId, title: session.eventTitle })}>
            {session.sessionName}
          </Link>
          {session.sessionName !== session.eventTitle && <> · {session.eventTitle}</>}
          <span className="muted">
            {' '}
            {shortDateTimeText(new Date(session.startDateTime), session.timeZone)} ·{' '}
            {session.school}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function TaughtSessions({ sessions }: { sessions: TaughtSession[] }) {
  const upcoming = sessions.filter((session) => session.upcoming);
  const past = sessions.filter((session) => !session.upcoming);
  return (
    <section aria-labelledby="teaching-heading">
      <h2 id="teaching-heading">Classes, workshops and festivals</h2>
      {sessions.length === 0 && <p className="muted">No confirmed sessions yet.</p>}
      {upcoming.length > 0 && (
        <>
          <h3>Upcoming</h3>
          <SessionList sessions={upcoming} />
        </>
      )}
      {past.length > 0 && (
        <>
          <h3>Past</h3>
          <SessionList sessions={past} />
        </>
      )}
    </section>
  );
}
