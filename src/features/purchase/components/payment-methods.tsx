// The payment method choice (spec §9 ids stripe, paypal, square).
import type { PaymentMethod } from '@/contract/ticketing';

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
      {methods.map((method) => (
        <label key={method} className="checkbox">
          <input
            type="radio"
            name="payment-method"
            value={method}
            checked={selected === method}
            onChange={() => onSelect(method)}
          />
          {LABELS[method]}
        </label>
      ))}
    </fieldset>
  );
}
