// An event's waitlists in Sales: each dancer in line (or holding an offer until when), in order,
// with Offer a place (when their role may come in now) and Skip.
import { messageOf } from '@/lib/api/result';
import { shortDateTimeOf } from '@/lib/event-time';
import { useWaitlist, useWaitlistAction } from '../api/waitlist';

/** `timeZone`: the event's, in which every time in Sales is shown. */
export function WaitlistList({
  configurationId,
  timeZone,
}: {
  configurationId: string;
  timeZone: string;
}) {
  const when = (iso: string) => shortDateTimeOf(iso, timeZone);
  const waitlist = useWaitlist(configurationId);
  const action = useWaitlistAction(configurationId);
  const entries = waitlist.data ?? [];
  if (entries.length === 0) return null;
  return (
    <section className="waitlist-list" aria-labelledby="waitlist-heading">
      <h3 id="waitlist-heading">Waitlist</h3>
      {action.isError && (
        <p className="alert alert-error" role="alert">
          {messageOf(action.error, 'That did not work. Please try again.')}
        </p>
      )}
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <span>
              <strong>{entry.email}</strong> · {entry.ticketTypeName} · {entry.roleName} ·{' '}
              {entry.status === 'offered' && entry.offerExpiresAt
                ? `offered until ${when(entry.offerExpiresAt)}`
                : `waiting since ${when(entry.joinedAt)}`}
            </span>
            {entry.status === 'waiting' && (
              <span className="button-row">
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={action.isPending}
                  onClick={() => action.mutate({ entryId: entry.id, action: 'offer' })}
                >
                  Offer a place
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={action.isPending}
                  onClick={() => action.mutate({ entryId: entry.id, action: 'skip' })}
                >
                  Skip
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
