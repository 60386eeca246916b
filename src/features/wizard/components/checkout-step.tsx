// Step 3, Checkout (spec §2, §5): the publish checklist, payment methods and the terms. Only card
// payments work: PayPal and Square are shown as not available yet (an old draft's tick can be
// taken off, not put on), and card sales need the school's Stripe account to be ready.
import {
  PAYMENT_ACCOUNT_TEXT,
  PAYMENT_METHOD_UNAVAILABLE,
  type PaymentAccountState,
} from '@/contract/payments';
import { PAYMENT_METHODS, type PaymentMethod } from '@/contract/ticketing';
import { Link } from 'react-router-dom';
import { SELECT_PAYMENT_METHOD } from '@/contract/wizard-rules';
import { CARD_ACCOUNT_ITEM, publishChecklist } from '../lib/form-rules';
import type { WizardForm } from '../lib/wizard-form';
import { TextField } from '@/components/text-field';

interface Props {
  form: WizardForm;
  /** The school's Stripe account state; undefined while unknown. */
  cardAccount?: PaymentAccountState;
  onChange: (patch: Partial<WizardForm>) => void;
  /** Tickets already on sale: the checklist is what an update needs, not a first publish. */
  alreadyLive?: boolean;
}

const METHOD_LABELS: Record<PaymentMethod, string> = {
  stripe: 'Card payments (Stripe)',
  paypal: 'PayPal',
  square: 'Square',
};

export function CheckoutStep({ form, cardAccount, onChange, alreadyLive = false }: Props) {
  const checklist = publishChecklist(form, cardAccount);
  const accountMissing = checklist.some((item) => item.label === CARD_ACCOUNT_ITEM && !item.done);
  const toggle = (method: PaymentMethod, on: boolean) =>
    onChange({
      paymentMethods: on
        ? [...form.paymentMethods, method]
        : form.paymentMethods.filter((entry) => entry !== method),
    });
  return (
    <fieldset className="wizard-fieldset">
      <legend>Checkout</legend>
      <section aria-labelledby="checklist-heading" className="card">
        <h4 id="checklist-heading">{alreadyLive ? 'Ready to update?' : 'Ready to publish?'}</h4>
        <ul className="checklist">
          {checklist.map((item) => (
            <li key={item.label} className={item.done ? 'is-done' : ''}>
              <span aria-hidden="true">{item.done ? '✓' : '○'}</span> {item.label}
              <span className="visually-hidden">{item.done ? ' (done)' : ' (missing)'}</span>
            </li>
          ))}
        </ul>
      </section>
      <fieldset className="payment-methods">
        <legend>Payment Methods</legend>
        {PAYMENT_METHODS.map((method) => {
          const available = method === 'stripe';
          const checked = form.paymentMethods.includes(method);
          return (
            <label key={method} className="checkbox">
              <input
                type="checkbox"
                checked={checked}
                disabled={!available && !checked}
                onChange={(event) => toggle(method, event.target.checked)}
              />
              {METHOD_LABELS[method]}
              {!available && <span className="muted"> ({PAYMENT_METHOD_UNAVAILABLE})</span>}
            </label>
          );
        })}
        {accountMissing && cardAccount ? (
          <p className="alert alert-info" role="status">
            {PAYMENT_ACCOUNT_TEXT[cardAccount]}{' '}
            <Link to="/dashboard?tab=settings">Open Payment Settings</Link>
          </p>
        ) : (
          <p className="muted">
            Card sales are paid to your Stripe account: connect it in Settings › Payment Settings.
          </p>
        )}
        {form.paymentMethods.length === 0 && <p className="muted">{SELECT_PAYMENT_METHOD}</p>}
      </fieldset>
      <TextField
        id="terms"
        label="Terms and Conditions"
        required
        rows={6}
        value={form.termsAndConditions}
        onValue={(termsAndConditions) => onChange({ termsAndConditions })}
      />
    </fieldset>
  );
}
