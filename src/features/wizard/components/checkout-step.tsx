// Step 3, Checkout (spec §2, §5): the publish checklist, payment methods and the terms.
import { PAYMENT_METHODS, type PaymentMethod } from '@/contract/ticketing';
import { publishChecklist } from '../lib/publish-checklist';
import type { WizardForm } from '../lib/wizard-form';
import { TextField } from './text-field';

interface Props {
  form: WizardForm;
  onChange: (patch: Partial<WizardForm>) => void;
}

const METHOD_LABELS: Record<PaymentMethod, string> = {
  stripe: 'Card payments (Stripe)',
  paypal: 'PayPal',
  square: 'Square',
};

export function CheckoutStep({ form, onChange }: Props) {
  const checklist = publishChecklist(form);
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
        <h4 id="checklist-heading">Ready to publish?</h4>
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
        {PAYMENT_METHODS.map((method) => (
          <label key={method} className="checkbox">
            <input
              type="checkbox"
              checked={form.paymentMethods.includes(method)}
              onChange={(event) => toggle(method, event.target.checked)}
            />
            {METHOD_LABELS[method]}
          </label>
        ))}
        {form.paymentMethods.length === 0 && (
          <p className="muted">Please select at least one payment method to continue.</p>
        )}
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
