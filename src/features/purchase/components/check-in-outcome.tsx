// What a scan of the event QR did: checked in (and how many tickets), already checked in (when),
// or no ticket (with the way to buy one).
import { dateFormat } from '@/contract/date-formats';
import { Link } from 'react-router-dom';
import type { CheckInResult } from '@/contract/check-in';

const timeOf = (iso: string | null) =>
  iso ? dateFormat({ hour: 'numeric', minute: '2-digit' }).format(new Date(iso)) : '';

export function CheckInOutcome({ result }: { result: CheckInResult }) {
  if (result.status === 'no-ticket')
    return (
      <section className="card" role="status">
        <h2>No ticket for {result.eventTitle}</h2>
        <p>You don’t have a ticket for this event on this account.</p>
        <Link className="button button-primary" to={`/tickets?eventId=${result.eventId}`}>
          Buy Tickets
        </Link>
      </section>
    );
  if (result.status === 'already-checked-in')
    return (
      <section className="card" role="status">
        <h2>Already checked in</h2>
        <p>
          You checked in to {result.eventTitle} at {timeOf(result.checkedInAt)}.
        </p>
      </section>
    );
  return (
    <section className="card alert-success" role="status">
      <h2>You’re in!</h2>
      <p>
        Checked in to {result.eventTitle}
        {result.admitted > 1 ? ` with ${result.admitted} tickets` : ''}. Enjoy the dance.
      </p>
      {result.remaining > 0 && (
        <p>
          {result.remaining} more ticket{result.remaining === 1 ? ' is' : 's are'} still valid for
          friends who arrive later: they scan the same code with this account.
        </p>
      )}
    </section>
  );
}
