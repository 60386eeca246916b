// The payment method choice (spec §9 ids stripe, paypal, square). Only card payments work: the
// others the event names are shown as not available yet, never as if they worked.
import { useI18n } from '@/lib/i18n/use-i18n';
import type { PaymentMethod } from '@/contract/ticketing';
import { AVAILABLE_METHODS } from '../lib/purchase-rules';

const LABELS: Record<PaymentMethod, string> = {
  stripe: /* i18n */ 'purchase.method.card',
  paypal: 'PayPal',
  square: 'Square',
};

interface Props {
  methods: PaymentMethod[];
  selected: PaymentMethod | null;
  onSelect: (method: PaymentMethod) => void;
}

export function PaymentMethods({ methods, selected, onSelect }: Props) {
  const i18n = useI18n();
  return (
    <fieldset className="payment-choice">
      <legend>{i18n._('purchase.method')}</legend>
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
            {method === 'stripe' ? i18n._(LABELS[method]) : LABELS[method]}
            {!available && (
              <span className="muted"> ({i18n._('purchase.method.unavailable')})</span>
            )}
          </label>
        );
      })}
      {!methods.some((method) => AVAILABLE_METHODS.includes(method)) && (
        <p className="alert alert-error" role="alert">
          {i18n._('purchase.method.none')}
        </p>
      )}
    </fieldset>
  );
}
