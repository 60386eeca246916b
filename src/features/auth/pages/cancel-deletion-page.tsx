// Cancel an account deletion from the e-mailed link: pending, then cancelled (spec §2, §4, §5, §8).
import { Link } from 'react-router-dom';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useCancelDeletion } from '../api/cancel-deletion';
import { CANCEL_MESSAGES } from '../messages';
import { useI18n } from '@/lib/i18n/use-i18n';
import { useEmailedLink } from '../hooks/use-emailed-link';

export function CancelDeletionPage() {
  const i18n = useI18n();
  const mutation = useCancelDeletion();
  const usable = useEmailedLink('cancel-deletion', mutation.mutate);

  let body;
  if (!usable) {
    body = (
      <div className="alert alert-error" role="alert">
        {i18n._(CANCEL_MESSAGES.missingToken)}
      </div>
    );
  } else if (mutation.isPending || mutation.isIdle) {
    body = <LoadingIndicator label={i18n._('auth.cancel.busy')} />;
  } else if (mutation.data?.ok) {
    body = (
      <div className="alert alert-success" role="status">
        {mutation.data.data.message}
      </div>
    );
  } else {
    body = (
      <div className="alert alert-error" role="alert">
        {i18n._(CANCEL_MESSAGES.failed)}
      </div>
    );
  }

  return (
    <main className="page page-auth">
      <section className="auth-card" aria-labelledby="cancel-heading">
        <h1 id="cancel-heading">{i18n._('auth.cancel.heading')}</h1>
        {body}
        <p>
          <Link to="/">{i18n._('auth.goHome')}</Link> · <Link to="/contact">{i18n._('auth.contactSupport')}</Link>
        </p>
      </section>
    </main>
  );
}
