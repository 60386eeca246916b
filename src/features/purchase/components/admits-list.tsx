// What a ticket type admits to, for a festival or course with sessions: "Every session", the few
// sessions by name, or a folded list of many; each named session with its day and time in the
// event's zone.
import { useI18n } from '@/lib/i18n/use-i18n';
import { inTimetableOrder, type PublicSession } from '@/contract/sessions';
import { shortDateTimeOf } from '@/lib/event-time';

/** Up to this many sessions are named in the line itself; more fold into a list. */
const NAMED_INLINE = 3;

interface Props {
  sessions: PublicSession[];
  sessionIds: string[];
  timeZone: string;
}

export function AdmitsList({ sessions, sessionIds, timeZone }: Props) {
  const i18n = useI18n();
  // One session (or none) is the event itself: nothing to say.
  if (sessions.length < 2) return null;
  const chosen = new Set(sessionIds);
  const admitted = inTimetableOrder(sessions.filter((session) => chosen.has(session.id)));
  if (admitted.length === sessions.length)
    return <p className="admits-list">{i18n._('purchase.admits.all')}</p>;
  if (admitted.length <= NAMED_INLINE)
    return (
      <p className="admits-list">
        {i18n._('purchase.admits.some')}{' '}
        {admitted.map((session, index) => (
          <span key={session.id}>
            {index > 0 && ', '}
            {session.name}{' '}
            <span className="muted">({shortDateTimeOf(session.startDateTime, timeZone)})</span>
          </span>
        ))}
      </p>
    );
  return (
    <details className="admits-list">
      <summary>{i18n._('purchase.admits.count', { count: admitted.length })}</summary>
      <ul>
        {admitted.map((session) => (
          <li key={session.id}>
            {session.name}{' '}
            <span className="muted">{shortDateTimeOf(session.startDateTime, timeZone)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
