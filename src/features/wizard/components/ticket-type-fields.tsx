// One ticket type of step 2 (spec §3 Ticket type, §5): name, price (min 0, step 0.01), currency,
// quantity (min 1), description and partner roles; invalid fields are marked.
import { CURRENCIES, type Currency } from '@/contract/ticketing';
import type { TicketTypeFields as Fields } from '../lib/wizard-form';
import { RoleFields } from './role-fields';
import { TextField } from '@/components/text-field';

interface Props {
  index: number;
  type: Fields;
  missing: string[];
  canRemove: boolean;
  onChange: (patch: Partial<Fields>) => void;
  onRemove: () => void;
}

export function TicketTypeFields({ index, type, missing, canRemove, onChange, onRemove }: Props) {
  const id = (field: string) => `${type.key}-${field}`;
  return (
    <div className="ticket-type">
      <h4>Ticket {index + 1}</h4>
      <TextField
        id={id('name')}
        label="Ticket Name"
        required
        invalid={missing.includes('name')}
        value={type.name}
        onValue={(name) => onChange({ name })}
      />
      <div className="wizard-row">
        <TextField
          id={id('price')}
          label="Price"
          type="number"
          min={0}
          step={0.01}
          required
          invalid={missing.includes('price')}
          value={type.price}
          onValue={(price) => onChange({ price })}
        />
        <div className="field">
          <label htmlFor={id('currency')}>Currency</label>
          <select
            id={id('currency')}
            value={type.currency}
            onChange={(event) => onChange({ currency: event.target.value as Currency })}
          >
            {CURRENCIES.map((currency) => (
              <option key={currency}>{currency}</option>
            ))}
          </select>
        </div>
        <TextField
          id={id('quantity')}
          label="Quantity"
          type="number"
          min={1}
          step={1}
          required
          invalid={missing.includes('quantity')}
          value={type.quantity}
          onValue={(quantity) => onChange({ quantity })}
        />
      </div>
      <TextField
        id={id('description')}
        label="Description"
        value={type.description}
        onValue={(description) => onChange({ description })}
      />
      <RoleFields idOf={id} roles={type.roles ?? null} onChange={(roles) => onChange({ roles })} />
      {canRemove && (
        <button type="button" className="button button-secondary" onClick={onRemove}>
          Remove Ticket {index + 1}
        </button>
      )}
    </div>
  );
}
