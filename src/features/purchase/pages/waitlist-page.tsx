// /waitlist/{id}: a dancer's place on a waitlist (a role's, or a sold-out type's) — their place in line while waiting, the
// offered place with its deadline and Pay (Stripe Checkout, or the demo's payment at once), or what
// became of it; and Leave.
import { dateFormat } from '@/contract/date-formats';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoadingIndicator } from '@/components/loading-indicator';
import { formatMoney } from '@/contract/money';
import type { WaitlistEntry } from '@/contract/waitlist';
import { failureMessage } from '@/lib/api/result';
import { myTicketsKeys } from '@/lib/query-keys';
import { leaveWaitlist, payForOffer, useWaitlistEntry } from '../api/waitlist';
import '../components/purchase.css';

const deadline = (iso: string) =>
  dateFormat({ dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));

function StatusText({ entry }: { entry: WaitlistEntry }) {
  const place = entry.roleName
    ? `a ${entry.roleName} place for "${entry.ticketTypeName}"`
    : `a place for "${entry.ticketTypeName}"`;
  switch (entry.status) {
    case 'waiting':
      return (
        <p>
          You are number {entry.position} in line for {place}. When one opens it is held for you and
          we e-mail you.
        </p>
      );
    case 'offered':
      return (
        <p className="alert alert-success">
          {place[0]!.toUpperCase() + place.slice(1)} is held for you until{' '}
          {deadline(entry.offerExpiresAt!)}. Pay to keep it.
        </p>
      );
    case 'accepted':
      return (
        <p className="alert alert-success">
          The place is yours: your ticket is in <Link to="/my-tickets">My Tickets</Link>.
        </p>
      );
    case 'expired':
      return <p className="alert">This offer has ended, and the place went to the next dancer.</p>;
    case 'skipped':
      return <p className="alert">The organiser took you off this waitlist.</p>;
    default:
      return <p className="alert">You left this waitlist.</p>;
  }
}

export function WaitlistPage() {
  const { entryId = '' } = useParams();
  const entry = useWaitlistEntry(entryId);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const data = entry.data;

  async function pay() {
    setBusy(true);
    setError(null);
    const outcome = await payForOffer(entryId);
    if (outcome.ok && outcome.data.mode === 'stripe' && outcome.data.reservation.checkoutUrl)
      return window.location.assign(outcome.data.reservation.checkoutUrl);
    setBusy(false);
    if (outcome.ok && outcome.data.mode === 'demo') {
      // The demo's payment issued the ticket: My Tickets has it now.
      await queryClient.invalidateQueries({ queryKey: myTicketsKeys.all });
      return void entry.refetch();
    }
    setError(outcome.ok ? 'This offer has ended.' : failureMessage(outcome, 'Please try again.'));
    void entry.refetch();
  }

  async function leave() {
    setBusy(true);
    const outcome = await leaveWaitlist(entryId);
    setBusy(false);
    if (!outcome.ok) setError(failureMessage(outcome, 'Please try again.'));
    void entry.refetch();
  }

  return (
    <main className="page page-narrow purchase">
      <h1>Waitlist</h1>
      {entry.isPending && <LoadingIndicator label="Loading your place..." />}
      {entry.isError && (
        <p className="alert alert-error" role="alert">
          This waitlist place was not found.
        </p>
      )}
      {data && (
        <section className="card">
          <h2>{data.eventTitle}</h2>
          <StatusText entry={data} />
          {error && (
            <p className="alert alert-error" role="alert">
              {error}
            </p>
          )}
          <div className="button-row">
            {data.status === 'offered' && (
              <button type="button" className="button button-primary" disabled={busy} onClick={pay}>
                Pay {formatMoney(data.price, data.currency)}
              </button>
            )}
            {(data.status === 'waiting' || data.status === 'offered') && (
              <button
                type="button"
                className="button button-secondary"
                disabled={busy}
                onClick={leave}
              >
                Leave the waitlist
              </button>
            )}
            {data.eventId && (
              <Link className="button button-secondary" to={`/tickets?eventId=${data.eventId}`}>
                Back to the event
              </Link>
            )}
          </div>
        </section>
      )}
    </main>
  );
}
