// An event's add-ons in Sales: each with its price and per-order limit, and per variant its stock,
// sold, held (in checkouts not yet paid) and handed over at the door; New add-on, Edit, and Take
// off sale (asked once more: buyers keep what they bought, nobody can buy it any more).
import { useState } from 'react';
import type { OrganiserAddOn } from '@/contract/add-ons';
import { formatMoney } from '@/contract/money';
import { QueryStatus } from '@/components/query-status';
import { messageOf } from '@/lib/api/result';
import { useAddOns, useRemoveAddOn } from '../api/add-ons';
import { AddOnForm } from './add-on-form';

interface Props {
  configurationId: string;
}

type Variant = OrganiserAddOn['variants'][number];

const variantText = (variant: Variant) =>
  [
    variant.quantity === null ? 'no limit' : `${variant.quantity} in stock`,
    `${variant.sold} sold`,
    `${variant.held} held`,
    `${variant.handedOver} handed over`,
  ].join(' · ');

function AddOnCard({
  addOn,
  onEdit,
  onRemove,
}: {
  addOn: OrganiserAddOn;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <li className="card">
      <p>
        <strong>{addOn.name}</strong> · {formatMoney(addOn.price, addOn.currency)} · at most{' '}
        {addOn.maxPerOrder} per order
      </p>
      {addOn.description && <p className="muted">{addOn.description}</p>}
      <ul className="event-add-ons__variants" aria-label={`${addOn.name}: stock and sales`}>
        {addOn.variants.map((variant) => (
          <li key={variant.id}>
            <strong>{variant.name || addOn.name}</strong>: {variantText(variant)}
          </li>
        ))}
      </ul>
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onEdit}>
          Edit
        </button>
        <button type="button" className="button button-secondary" onClick={onRemove}>
          Take off sale
        </button>
      </div>
    </li>
  );
}

export function EventAddOns({ configurationId }: Props) {
  const addOns = useAddOns(configurationId);
  const remove = useRemoveAddOn(configurationId);
  // The add-on being edited: its id, 'new', or none.
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<OrganiserAddOn | null>(null);

  return (
    <section aria-labelledby="add-ons-heading" className="event-add-ons">
      <h3 id="add-ons-heading">Add-ons</h3>
      <QueryStatus query={addOns} what="Add-ons" />
      {remove.isError && (
        <p className="alert alert-error" role="alert">
          {messageOf(remove.error, 'The add-on could not be taken off sale. Please try again.')}
        </p>
      )}
      {removing && (
        <div className="alert alert-info" role="alertdialog" aria-label="Confirm taking off sale">
          <p>
            Take {removing.name} off sale? Buyers keep what they bought; nobody can buy it any more.
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button button-primary"
              disabled={remove.isPending}
              onClick={() => void remove.mutateAsync(removing.id).finally(() => setRemoving(null))}
            >
              Take off sale
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setRemoving(null)}
            >
              Keep it
            </button>
          </div>
        </div>
      )}
      {addOns.data && addOns.data.length === 0 && editing === null && (
        <p className="muted">
          No add-ons yet: sell a T-shirt, a dinner or a drink with the tickets.
        </p>
      )}
      <ul className="event-add-ons__list">
        {addOns.data?.map((addOn) =>
          editing === addOn.id ? (
            <li key={addOn.id}>
              <AddOnForm
                configurationId={configurationId}
                addOn={addOn}
                onDone={() => setEditing(null)}
              />
            </li>
          ) : (
            <AddOnCard
              key={addOn.id}
              addOn={addOn}
              onEdit={() => setEditing(addOn.id)}
              onRemove={() => setRemoving(addOn)}
            />
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <AddOnForm configurationId={configurationId} addOn={null} onDone={() => setEditing(null)} />
      ) : (
        <button type="button" className="button button-secondary" onClick={() => setEditing('new')}>
          New add-on
        </button>
      )}
    </section>
  );
}
