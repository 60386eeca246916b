// An add-on's variants as the organiser edits them: each size with its stock (empty: no limit),
// Remove, and Add a size. One variant without a name is an add-on without sizes.
import { MAX_VARIANTS } from '@/contract/add-ons';
import { TextField } from '@/components/text-field';

/** A variant as typed: a kept one carries its id. */
export interface VariantDraft {
  key: string;
  id?: string;
  name: string;
  quantity: string;
}

interface Props {
  idPrefix: string;
  variants: VariantDraft[];
  onChange: (variants: VariantDraft[]) => void;
}

export const newVariant = (): VariantDraft => ({
  key: crypto.randomUUID(),
  name: '',
  quantity: '',
});

export function AddOnVariants({ idPrefix, variants, onChange }: Props) {
  const change = (key: string, part: Partial<VariantDraft>) =>
    onChange(variants.map((variant) => (variant.key === key ? { ...variant, ...part } : variant)));
  return (
    <fieldset className="add-on-variants">
      <legend>Sizes or variants</legend>
      <p className="muted">
        One row without a name: the add-on has no sizes. Stock empty: no limit.
      </p>
      {variants.map((variant, index) => (
        <div key={variant.key} className="add-on-form__row">
          <TextField
            id={`${idPrefix}-variant-${index}-name`}
            label={`Variant ${index + 1} name`}
            maxLength={40}
            value={variant.name}
            onValue={(name) => change(variant.key, { name })}
          />
          <TextField
            id={`${idPrefix}-variant-${index}-stock`}
            label={`Variant ${index + 1} stock`}
            type="number"
            min={0}
            value={variant.quantity}
            onValue={(quantity) => change(variant.key, { quantity })}
          />
          {variants.length > 1 && (
            <button
              type="button"
              className="button button-secondary"
              aria-label={`Remove variant ${index + 1}${variant.name ? ` (${variant.name})` : ''}`}
              onClick={() => onChange(variants.filter((other) => other.key !== variant.key))}
            >
              Remove
            </button>
          )}
        </div>
      ))}
      {variants.length < MAX_VARIANTS && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => onChange([...variants, newVariant()])}
        >
          Add a size
        </button>
      )}
    </fieldset>
  );
}
