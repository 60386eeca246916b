// The event's add-ons on the purchase page (a T-shirt in sizes, a gala dinner): each with its
// name, description and price, and a quantity per variant within the add-on's per-order limit and
// the variant's stock; a sold-out variant says so and cannot be chosen. A refusal of the server
// (sold out meanwhile, over the limit) is said next to the variant or the add-on it concerns.
// Loaded only for an event that has add-ons (purchase-form.tsx).
import { i18n } from '@/lib/i18n/i18n';
import { addOnLineName, addOnVariantRoom, type PurchaseAddOn } from '@/contract/add-on-choice';
import { formatMoney } from '@/lib/i18n/format';
import type { AddOnRefusal } from '../hooks/use-order-extras';
import type { AddOnChoice } from '../lib/order-extras';
import { QuantityPicker } from './quantity-picker';
import './add-on-picker.css';

interface Props {
  addOns: PurchaseAddOn[];
  choice: AddOnChoice;
  disabled: boolean;
  refusal: AddOnRefusal | null;
  onChange: (variantId: string, quantity: number) => void;
}

const stockText = (available: number | null) =>
  available === null
    ? null
    : available === 0
      ? i18n._('purchase.soldOut')
      : i18n._('purchase.left', { count: available });

function AddOnItem({
  addOn,
  choice,
  disabled,
  refusal,
  onChange,
}: Omit<Props, 'addOns'> & {
  addOn: PurchaseAddOn;
}) {
  const named = addOn.variants.length > 1 || addOn.variants[0]?.name;
  const refusedHere = refusal && addOn.variants.some((variant) => variant.id === refusal.variantId);
  return (
    <li className="add-on">
      <h3>{addOn.name}</h3>
      {addOn.description && <p>{addOn.description}</p>}
      <p className="muted">
        {i18n._('purchase.addOn.price', {
          price: formatMoney(addOn.price, addOn.currency),
          max: addOn.maxPerOrder,
        })}
      </p>
      <ul
        className="add-on__variants"
        aria-label={named ? i18n._('purchase.addOn.sizes', { name: addOn.name }) : addOn.name}
      >
        {addOn.variants.map((variant) => {
          const name = addOnLineName(addOn.name, variant.name);
          const quantity = choice[variant.id] ?? 0;
          const max = addOnVariantRoom(addOn, variant.id, choice);
          const stock = stockText(variant.available);
          return (
            <li key={variant.id} className="add-on__variant">
              <div>
                {variant.name && <strong>{variant.name}</strong>}
                {stock && <span className="muted"> {stock}</span>}
                {refusedHere && refusal.variantId === variant.id && (
                  <p className="alert alert-error" role="alert">
                    {refusal.message}
                  </p>
                )}
              </div>
              <QuantityPicker
                id={`add-on-${variant.id}`}
                name={name}
                quantity={quantity}
                max={Math.max(max, quantity)}
                disabled={disabled || (variant.available === 0 && quantity === 0)}
                onChange={(value) =>
                  onChange(
                    variant.id,
                    Number.isFinite(value) ? Math.max(0, Math.min(Math.floor(value), max)) : 0,
                  )
                }
              />
            </li>
          );
        })}
      </ul>
    </li>
  );
}

export default function AddOnPicker(props: Props) {
  const { addOns, refusal } = props;
  const placed = addOns.some((addOn) =>
    addOn.variants.some((variant) => variant.id === refusal?.variantId),
  );
  return (
    <section className="card add-ons" aria-labelledby="add-ons-heading">
      <h2 id="add-ons-heading">{i18n._('purchase.addOns')}</h2>
      {refusal && !placed && (
        <p className="alert alert-error" role="alert">
          {refusal.message}
        </p>
      )}
      <ul className="add-on-list">
        {addOns.map((addOn) => (
          <AddOnItem key={addOn.id} addOn={addOn} {...props} />
        ))}
      </ul>
    </section>
  );
}
