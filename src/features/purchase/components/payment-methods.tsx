// The payment method choice (spec §9 ids stripe, paypal, square). Only card payments work: the
// others the event names are shown as not available yet, never as if they worked.
import { PAYMENT_METHOD_UNAVAILABLE } from '@/contract/payments';
import type { PaymentMethod } from '@/contract/ticketing';
import { AVAILABLE_METHODS } from '../lib/purchase-rules';

const LABELS: Record<PaymentMethod, string> = {
  stripe: 'Card',
  paypal: 'PayPal',
  square: 'Square',
};

interface Props {
  methods: PaymentMethod[];
  selected: PaymentMethod | null;
  onSelect: (method: PaymentMethod) => void;
}

export function PaymentMethods({ methods, selected, onSelect }: Props) {
  return (
    <fieldset className="payment-choice">
      <legend>Payment method</legend>
      {methods.map((method) => {
        const available = AVAILABLE_METHODS.includes(method);
        return (
          <label key={method} className="checkbox">
            <input
              type="radio"
              name="payment-method"
              value={method}
              disabled={!available}
              checked={available && selected === method}
              onChange={() => onSelect(method)}
            />
            {LABELS[method]}
            {!available && <span className="muted"> ({PAYMENT_METHOD_UNAVAILABLE})</span>}
          </label>
        );
      })}
      {!methods.some((method) => AVAILABLE_METHODS.includes(method)) && (
        <p className="alert alert-error" role="alert">
          This event takes no payment method that works yet. Please contact the organiser.
        </p>
      )}
    </fieldset>
  );
}
