// One ticket type on the purchase form: name, description, price, what is left, and its
// quantity (0 to the smaller of what is left and 10).
import type { PurchaseEvent } from '@/contract/purchases';
import { formatMoney } from '@/contract/money';
import { MAXIMUM_PER_TYPE_NOTICE } from '@/contract/payments';
import { MAX_TICKETS_PER_TYPE } from '@/contract/purchases';
import { clampQuantity, maxFor } from '../lib/purchase-rules';

interface Props {
  type: PurchaseEvent['ticketTypes'][number];
  quantity: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
}

export function TicketQuantityRow({ type, quantity, disabled, onChange }: Props) {
  const max = maxFor(type);
  const id = `quantity-${type.id}`;
  const set = (value: number) => onChange(clampQuantity(value, type));
  return (
    <li className="ticket-row">
      <div className="ticket-row__about">
        <h3>{type.name}</h3>
        {type.description && <p>{type.description}</p>}
        <p className="muted">
          {formatMoney(type.price, type.currency)} ·{' '}
          {type.availableQuantity === 0 ? 'Sold out' : `${type.availableQuantity} left`}
        </p>
        {quantity >= MAX_TICKETS_PER_TYPE && (
          <p className="muted" role="status">
            {MAXIMUM_PER_TYPE_NOTICE}
          </p>
        )}
      </div>
      <div className="quantity">
        <button
          type="button"
          className="button button-secondary"
          aria-label={`Fewer ${type.name}`}
          disabled={disabled || quantity === 0}
          onClick={() => set(quantity - 1)}
        >
          −
        </button>
        <label className="visually-hidden" htmlFor={id}>
          Quantity of {type.name}
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          value={quantity}
          disabled={disabled || max === 0}
          onChange={(event) => set(Number(event.target.value))}
        />
        <button
          type="button"
          className="button button-secondary"
          aria-label={`More ${type.name}`}
          disabled={disabled || quantity >= max}
          onClick={() => set(quantity + 1)}
        >
          +
        </button>
      </div>
    </li>
  );
}
