// The default ticket types of Settings (spec §5): name, price and description each, invalid fields
// marked; a type can be removed only while more than one exists.
import type { DefaultTicketDraft, InvalidFields } from '../lib/default-ticket-rules';
import { priceInput } from '../lib/default-ticket-rules';

interface Props {
  types: DefaultTicketDraft[];
  invalid: InvalidFields;
  onChange: (types: DefaultTicketDraft[]) => void;
  newKey: () => string;
}

export function DefaultTicketFields({ types, invalid, onChange, newKey }: Props) {
  const update = (index: number, patch: Partial<DefaultTicketDraft>) =>
    onChange(types.map((type, at) => (at === index ? { ...type, ...patch } : type)));
  const fieldClass = (bad: boolean | undefined) => `field${bad ? ' field--invalid' : ''}`;

  return (
    <fieldset className="ticket-types">
      <legend>Default Ticket Types</legend>
      {types.map((type, index) => {
        const bad = invalid[index];
        const id = (field: string) => `default-ticket-${type.key}-${field}`;
        return (
          <div key={type.key} className="ticket-type">
            <h4>Ticket type {index + 1}</h4>
            <div className={fieldClass(bad?.name)}>
              <label htmlFor={id('name')}>Name</label>
              <input
                id={id('name')}
                value={type.name}
                aria-invalid={bad?.name || undefined}
                onChange={(event) => update(index, { name: event.target.value })}
              />
            </div>
            <div className={fieldClass(bad?.price)}>
              <label htmlFor={id('price')}>Price (AUD)</label>
              <input
                id={id('price')}
                inputMode="decimal"
                value={type.price}
                aria-invalid={bad?.price || undefined}
                onChange={(event) => update(index, { price: priceInput(event.target.value) })}
              />
            </div>
            <div className={fieldClass(bad?.description)}>
              <label htmlFor={id('description')}>Description</label>
              <input
                id={id('description')}
                value={type.description}
                aria-invalid={bad?.description || undefined}
                onChange={(event) => update(index, { description: event.target.value })}
              />
            </div>
            {types.length > 1 && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => onChange(types.filter((_, at) => at !== index))}
              >
                Remove ticket type {index + 1}
              </button>
            )}
          </div>
        );
      })}
      <button
        type="button"
        className="button button-secondary"
        onClick={() =>
          onChange([...types, { key: newKey(), name: '', price: '', description: '' }])
        }
      >
        Add Ticket Type
      </button>
    </fieldset>
  );
}
