// A festival's or a course's sales by session: places sold (and held while buyers pay) against the
// session's capacity, its dancers by role when it keeps a balance, and how many came in at its
// door.
import { roleName } from '@/contract/partner-roles';
import type { Attendees } from '@/contract/attendees';

export function SessionSales({ sessions }: { sessions: Attendees['sessions'] }) {
  if (sessions.length === 0) return null;
  return (
    <section className="session-sales" aria-labelledby="session-sales-heading">
      <h3 id="session-sales-heading">By session</h3>
      <ul className="session-sales__list">
        {sessions.map((session) => (
          <li key={session.id} className="session-sales__item">
            <h4>{session.name}</h4>
            <p>
              {session.capacity === null
                ? `${session.sold} sold`
                : `${session.sold} of ${session.capacity} sold`}
              {session.held > 0 ? ` · ${session.held} paying now` : ''} · {session.admitted} came in
            </p>
            {session.roles && (
              <p className="muted">
                {roleName(session.roles, 'lead')} {session.paid.lead} ·{' '}
                {roleName(session.roles, 'follow')} {session.paid.follow}
                {session.roles.soloName
                  ? ` · ${roleName(session.roles, 'solo')} ${session.paid.solo}`
                  : ''}{' '}
                (at most {session.roles.maxImbalance} apart)
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
