// One ticket type of step 2 (spec §3 Ticket type, §5): name, price (min 0, step 0.01), currency,
// quantity (min 1), description, price steps (earlier prices by date or count), partner roles,
// hidden (sold only with an access code), pay what you want (the price is the minimum) and, with
// sessions, what it admits to; invalid fields are marked.
import type { InputHTMLAttributes } from 'react';
import { CURRENCIES, type Currency } from '@/contract/ticketing';
import type { SessionFields } from '../lib/session-fields';
import type { TicketTypeFields as Fields } from '../lib/wizard-form';
import { AdmitsToFields } from './admits-to-fields';
import { PriceStepsFields } from './price-steps-fields';
import { RoleFields } from './role-fields';
import { TextField } from '@/components/text-field';

interface Props {
  index: number;
  type: Fields;
  missing: string[];
  canRemove: boolean;
  /** The event's sessions: with any, the type says which it admits to. */
  sessions: SessionFields[];
  onChange: (patch: Partial<Fields>) => void;
  onRemove: () => void;
}

export function TicketTypeFields({
  index,
  type,
  missing,
  canRemove,
  sessions,
  onChange,
  onRemove,
}: Props) {
  const id = (field: string) => `${type.key}-${field}`;
  const requiredField = (
    field: 'name' | 'price' | 'quantity',
    label: string,
    input: InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <TextField
      {...input}
      id={id(field)}
      label={label}
      required
      invalid={missing.includes(field)}
      value={type[field]}
      onValue={(value) => onChange({ [field]: value })}
    />
  );
  return (
    <div className="ticket-type">
      <h4>Ticket {index + 1}</h4>
      {requiredField('name', 'Ticket Name')}
      <div className="wizard-row">
        {requiredField('price', type.payWhatYouWant ? 'Minimum price' : 'Price', {
          type: 'number',
          min: 0,
          step: 0.01,
        })}
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
        {requiredField('quantity', 'Quantity', { type: 'number', min: 1, step: 1 })}
      </div>
      <TextField
        id={id('description')}
        label="Description"
        value={type.description}
        onValue={(description) => onChange({ description })}
      />
      <PriceStepsFields
        idOf={id}
        typeName={type.name.trim()}
        price={type.price}
        steps={type.priceSteps ?? []}
        onChange={(priceSteps) => onChange({ priceSteps })}
      />
      <RoleFields idOf={id} roles={type.roles ?? null} onChange={(roles) => onChange({ roles })} />
      <label className="checkbox" htmlFor={id('pwyw')}>
        <input
          id={id('pwyw')}
          type="checkbox"
          checked={type.payWhatYouWant ?? false}
          onChange={(event) => onChange({ payWhatYouWant: event.target.checked })}
        />
        Pay what you want: buyers choose what to pay, at least the minimum
      </label>
      <label className="checkbox" htmlFor={id('hidden')}>
        <input
          id={id('hidden')}
          type="checkbox"
          checked={type.hidden ?? false}
          onChange={(event) => onChange({ hidden: event.target.checked })}
        />
        Hidden: sold only with an access code (crew, teachers, students)
      </label>
      {sessions.length > 0 && (
        <AdmitsToFields
          idOf={id}
          typeName={type.name.trim() || `Ticket ${index + 1}`}
          sessions={sessions}
          sessionIds={type.sessionIds ?? null}
          onChange={(sessionIds) => onChange({ sessionIds })}
        />
      )}
      {canRemove && (
        <button type="button" className="button button-secondary" onClick={onRemove}>
          Remove Ticket {index + 1}
        </button>
      )}
    </div>
  );
}
