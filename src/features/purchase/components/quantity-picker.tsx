import { useI18n } from '@/lib/i18n/use-i18n';

// A quantity with − and + buttons and a number field between 0 and `max`.
interface Props {
  id: string;
  /** What is counted, for the labels: "Workshop · Leader". */
  name: string;
  quantity: number;
  max: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
}

export function QuantityPicker({ id, name, quantity, max, disabled, onChange }: Props) {
  const i18n = useI18n();
  return (
    <div className="quantity">
      <button
        type="button"
        className="button button-secondary"
        aria-label={i18n._('purchase.fewer', { name })}
        disabled={disabled || quantity === 0}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <label className="visually-hidden" htmlFor={id}>
        {i18n._('purchase.quantityOf', { name })}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        value={quantity}
        disabled={disabled || (max === 0 && quantity === 0)}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <button
        type="button"
        className="button button-secondary"
        aria-label={i18n._('purchase.more', { name })}
        disabled={disabled || quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
