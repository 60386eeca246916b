// Cancel an account deletion from the e-mailed link: pending, then cancelled (spec §2, §4, §5, §8).
import { Link } from 'react-router-dom';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useCancelDeletion } from '../api/cancel-deletion';
import { CANCEL_MESSAGES } from '../messages';
import { useEmailedLink } from '../hooks/use-emailed-link';

export function CancelDeletionPage() {
  const mutation = useCancelDeletion();
  const usable = useEmailedLink('cancel-deletion', mutation.mutate);

  let body;
  if (!usable) {
    body = (
      <div className="alert alert-error" role="alert">
        {CANCEL_MESSAGES.missingToken}
      </div>
    );
  } else if (mutation.isPending || mutation.isIdle) {
    body = <LoadingIndicator label="Cancelling your account deletion…" />;
  } else if (mutation.data?.ok) {
    body = (
      <div className="alert alert-success" role="status">
        {mutation.data.data.message}
      </div>
    );
  } else {
    body = (
      <div className="alert alert-error" role="alert">
        {CANCEL_MESSAGES.failed}
      </div>
    );
  }

  return (
    <main className="page page-auth">
      <section className="auth-card" aria-labelledby="cancel-heading">
        <h1 id="cancel-heading">Cancel Account Deletion</h1>
        {body}
        <p>
          <Link to="/">Go to Home</Link> · <Link to="/contact">Contact support</Link>
        </p>
      </section>
    </main>
  );
}
