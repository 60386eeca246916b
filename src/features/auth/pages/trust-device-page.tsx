// Where the e-mailed "it was me" link lands: it makes this device one the account signed in on,
// then offers the sign-in form pre-filled with the account's e-mail.
import { Link } from 'react-router-dom';
import { LoadingIndicator } from '@/components/loading-indicator';
import { failureMessage } from '@/lib/api/result';
import { useTrustDevice } from '../api/device-link';
import { DEVICE_LINK_MESSAGES } from '../messages';
import { useI18n } from '@/lib/i18n/use-i18n';
import { useEmailedLink } from '../hooks/use-emailed-link';

export function TrustDevicePage() {
  const i18n = useI18n();
  const mutation = useTrustDevice();
  const usable = useEmailedLink('trust-device', mutation.mutate);

  let body;
  if (!usable) {
    body = (
      <div className="alert alert-error" role="alert">
        {i18n._(DEVICE_LINK_MESSAGES.missingToken)}
      </div>
    );
  } else if (mutation.isPending || mutation.isIdle) {
    body = <LoadingIndicator label={i18n._(DEVICE_LINK_MESSAGES.opening)} />;
  } else if (mutation.data?.ok) {
    const { message, email } = mutation.data.data;
    body = (
      <>
        <div className="alert alert-success" role="status">
          {message}
        </div>
        <Link
          className="button button-primary button-block"
          to={`/login?email=${encodeURIComponent(email)}`}
        >
          {i18n._(DEVICE_LINK_MESSAGES.continue)}
        </Link>
      </>
    );
  } else {
    body = (
      <div className="alert alert-error" role="alert">
        {mutation.data && !mutation.data.ok
          ? failureMessage(mutation.data, i18n._(DEVICE_LINK_MESSAGES.failed))
          : i18n._(DEVICE_LINK_MESSAGES.failed)}
      </div>
    );
  }

  return (
    <main className="page page-auth">
      <section className="auth-card" aria-labelledby="trust-device-heading">
        <h1 id="trust-device-heading">{i18n._('auth.trustDevice.heading')}</h1>
        {body}
        <p>
          <Link to="/forgot-password">{i18n._('auth.forgotLink')}</Link> ·{' '}
          <Link to="/contact">{i18n._('auth.contactSupport')}</Link>
        </p>
      </section>
    </main>
  );
}
