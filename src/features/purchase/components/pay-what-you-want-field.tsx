// A pay-what-you-want type's amount: labelled with its minimum ("Pay what you want (at least
// $10.00)"), empty meaning the minimum, checked with the contract's rule as it is typed and before
// the order is sent; the server's refusal of it is said here too.
import { useI18n } from '@/lib/i18n/use-i18n';
import { formatMoney } from '@/lib/i18n/format';
import type { PurchaseEvent } from '@/contract/purchases';
import { amountRefusal, type ChosenAmounts } from '../lib/order-extras';

interface Props {
  type: PurchaseEvent['ticketTypes'][number];
  amounts: ChosenAmounts;
  /** A refusal said when the order was checked or sent. */
  failure: string | null;
  disabled: boolean;
  onChange: (typeId: string, typed: string) => void;
}

export function PayWhatYouWantField({ type, amounts, failure, disabled, onChange }: Props) {
  const i18n = useI18n();
  const id = `amount-${type.id}`;
  const problem = failure ?? amountRefusal(type, amounts);
  return (
    <div className="field pwyw-field">
      <label htmlFor={id}>
        {i18n._('purchase.pwyw', { price: formatMoney(type.price, type.currency) })}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={type.price}
        step="0.01"
        placeholder={type.price.toFixed(2)}
        value={amounts[type.id] ?? ''}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(change) => onChange(type.id, change.target.value)}
      />
      {problem && (
        <p id={`${id}-problem`} className="field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
