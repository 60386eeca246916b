// Settings › Payment Settings: the school's Stripe account. Connect Stripe opens Stripe's hosted
// onboarding; coming back shows the account as Stripe reports it (pending, restricted, or able to
// take payments with payouts on), what Stripe still needs, and a link back to finish. Without Stripe
// keys on the server it says so: sales are demo payments.
import { PAYMENT_ACCOUNT_TEXT } from '@/contract/payments';
import { messageOf } from '@/lib/api/result';
import { usePaymentAccount, useStripeOnboarding } from '../api/payment-account';

export function PaymentSettings({ organisationId }: { organisationId: string }) {
  const account = usePaymentAccount(organisationId);
  const onboarding = useStripeOnboarding(organisationId);
  if (account.isPending) return <p role="status">Loading payment settings…</p>;
  if (account.isError)
    return (
      <p className="alert alert-error" role="alert">
        Payment settings could not be loaded. Please try again.
      </p>
    );
  const data = account.data;
  const connect = async () => {
    const url = await onboarding.mutateAsync().catch(() => null);
    if (url) window.location.assign(url);
  };
  return (
    <div className="payment-settings">
      <p className={data.state === 'active' ? 'alert alert-success' : 'alert alert-info'}>
        {PAYMENT_ACCOUNT_TEXT[data.state]}
      </p>
      {data.state !== 'not_configured' && data.state !== 'not_connected' && (
        <dl className="sales-figures">
          <div>
            <dt>Card payments</dt>
            <dd>{data.chargesEnabled ? 'On' : 'Off'}</dd>
          </div>
          <div>
            <dt>Payouts</dt>
            <dd>{data.payoutsEnabled ? 'On' : 'Off'}</dd>
          </div>
          <div>
            <dt>Platform fee</dt>
            <dd>{data.platformFeePercent}%</dd>
          </div>
        </dl>
      )}
      {data.requirementsDue.length > 0 && (
        <p>Stripe still needs: {data.requirementsDue.join(', ').replace(/_/g, ' ')}.</p>
      )}
      {data.state !== 'not_configured' && data.state !== 'active' && (
        <button
          type="button"
          className="button button-primary"
          disabled={onboarding.isPending}
          onClick={() => void connect()}
        >
          {data.state === 'not_connected' ? 'Connect Stripe' : 'Finish setting up Stripe'}
        </button>
      )}
      {onboarding.isError && (
        <p className="alert alert-error" role="alert">
          {messageOf(onboarding.error, 'Stripe could not be reached. Please try again.')}
        </p>
      )}
      <p className="muted">PayPal and Square: not available yet.</p>
    </div>
  );
}
