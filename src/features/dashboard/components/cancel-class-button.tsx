// "Cancel this class" under a session in the Timetables tab: asked twice (the holders are
// e-mailed at once and it cannot be undone), then the session is marked cancelled.
import { useState } from 'react';
import { messageOf } from '@/lib/api/result';
import { useCancelSession } from '../api/cancel-session';

interface Props {
  configurationId: string;
  session: { id: string; name: string; startDateTime: string; cancelled?: boolean | undefined };
  now?: Date;
}

/** Whether the school can still cancel the session: not cancelled, not started. */
export const canCancelClass = (session: Props['session'], now: Date) =>
  !session.cancelled && Date.parse(session.startDateTime) > now.getTime();

export function CancelClassButton({ configurationId, session, now = new Date() }: Props) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelSession();
  if (!canCancelClass(session, now)) return null;
  if (!asking)
    return (
      <button
        type="button"
        className="button button-secondary"
        aria-label={`Cancel this class: ${session.name}`}
        onClick={() => setAsking(true)}
      >
        Cancel this class
      </button>
    );
  return (
    <div role="group" aria-label={`Cancel ${session.name}?`} className="cancel-class">
      <p>
        Cancel {session.name}? Everyone holding a ticket for it is e-mailed now; refunds stay your
        decision, from Sales.
      </p>
      {cancel.error && (
        <p className="alert alert-error" role="alert">
          {messageOf(cancel.error, 'The class could not be cancelled. Please try again.')}
        </p>
      )}
      <span className="button-row">
        <button
          type="button"
          className="button button-primary"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate({ configurationId, sessionId: session.id })}
        >
          Yes, cancel this class
        </button>
        <button type="button" className="button button-secondary" onClick={() => setAsking(false)}>
          Keep it
        </button>
      </span>
    </div>
  );
}
