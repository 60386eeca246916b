// "X named you on session Y": the sessions schools named the instructor on, to confirm (it then
// shows on the public profile) or decline; an answer can be changed later.
import { shortDateTimeText } from '@/contract/date-formats';
import type { Naming } from '@/contract/instructors';
import { failureMessage } from '@/lib/api/result';
import { useRef, useState } from 'react';
import { useAnswerNaming, useNamings } from '../api/namings';

const STATUS_TEXT = {
  pending: 'Waiting for your answer',
  confirmed: 'Confirmed',
  declined: 'Declined',
};

function NamingItem({ naming }: { naming: Naming }) {
  const answer = useAnswerNaming();
  const [error, setError] = useState<string | null>(null);
  const send = async (choice: 'confirm' | 'decline') => {
    setError(null);
    const result = await answer.mutateAsync({ id: naming.id, answer: choice });
    if (!result.ok) setError(failureMessage(result, 'Your answer could not be saved.'));
  };
  const when = naming.startDateTime
    ? ` (${shortDateTimeText(new Date(naming.startDateTime), naming.timeZone)})`
    : '';
  return (
    <li>
      <strong>{naming.school}</strong> named you on <strong>{naming.sessionName}</strong>
      {naming.sessionName !== naming.eventTitle && ` · ${naming.eventTitle}`}
      {when}
      <div className="muted">{STATUS_TEXT[naming.status]}</div>
      <div className="namings__actions">
        {naming.status !== 'confirmed' && (
          <button
            type="button"
            className="button button-primary"
            disabled={answer.isPending}
            onClick={() => void send('confirm')}
            aria-label={`Confirm ${naming.sessionName}`}
          >
            Confirm
          </button>
        )}
        {naming.status !== 'declined' && (
          <button
            type="button"
            className="button button-secondary"
            disabled={answer.isPending}
            onClick={() => void send('decline')}
            aria-label={`Decline ${naming.sessionName}`}
          >
            Decline
          </button>
        )}
      </div>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

/**
 * The server lists the pending first; an answer would then move the item under the next tap. The
 * order first shown stays while the page is open (a naming that arrives later joins at the end).
 */
function useStableOrder(namings: Naming[] | undefined): Naming[] {
  const order = useRef(new Map<string, number>());
  if (!namings) return [];
  for (const naming of namings)
    if (!order.current.has(naming.id)) order.current.set(naming.id, order.current.size);
  const place = (naming: Naming) => order.current.get(naming.id) ?? 0;
  return [...namings].sort((a, b) => place(a) - place(b));
}

export function NamingsList() {
  const namings = useNamings(true);
  const shown = useStableOrder(namings.data);
  const pending = namings.data?.filter((naming) => naming.status === 'pending').length ?? 0;
  return (
    <section aria-labelledby="namings-heading">
      <h2 id="namings-heading">
        Sessions schools named you on{pending > 0 && ` (${pending} to answer)`}
      </h2>
      <p className="muted">Only the sessions you confirm show on your public profile.</p>
      {namings.isError && <p className="alert alert-error">Your sessions could not be loaded.</p>}
      {namings.data?.length === 0 && <p>No school has named you on a session yet.</p>}
      <ul className="namings">
        {shown.map((naming) => (
          <NamingItem key={naming.id} naming={naming} />
        ))}
      </ul>
    </section>
  );
}
