// An add-on as the organiser creates or edits it: name, description, price, how many one order
// may hold, and its variants with their stock. The server checks it (contract/add-ons.ts) and its
// refusal (a stock below what is sold, a variant removed while held) is shown.
import { useState } from 'react';
import type { AddOnInput, OrganiserAddOn } from '@/contract/add-ons';
import { TextField } from '@/components/text-field';
import { messageOf } from '@/lib/api/result';
import { useSaveAddOn } from '../api/add-ons';
import { AddOnVariants, newVariant, type VariantDraft } from './add-on-variants';

interface Props {
  configurationId: string;
  /** The add-on edited; null: a new one. */
  addOn: OrganiserAddOn | null;
  onDone: () => void;
}

const draftsOf = (addOn: OrganiserAddOn | null): VariantDraft[] =>
  addOn
    ? addOn.variants.map((variant) => ({
        key: variant.id,
        id: variant.id,
        name: variant.name,
        quantity: variant.quantity === null ? '' : String(variant.quantity),
      }))
    : [newVariant()];

export function AddOnForm({ configurationId, addOn, onDone }: Props) {
  const save = useSaveAddOn(configurationId);
  const [name, setName] = useState(addOn?.name ?? '');
  const [description, setDescription] = useState(addOn?.description ?? '');
  const [price, setPrice] = useState(addOn ? String(addOn.price) : '');
  const [maxPerOrder, setMaxPerOrder] = useState(String(addOn?.maxPerOrder ?? 10));
  const [variants, setVariants] = useState(() => draftsOf(addOn));
  const id = (field: string) => `add-on-${addOn?.id ?? 'new'}-${field}`;

  const submit = async () => {
    const input: AddOnInput = {
      name,
      description,
      price: Number(price || 0),
      maxPerOrder: Number(maxPerOrder || 10),
      variants: variants.map((variant) => ({
        ...(variant.id ? { id: variant.id } : {}),
        name: variant.name.trim(),
        quantity: variant.quantity.trim() === '' ? null : Number(variant.quantity),
      })),
    };
    await save.mutateAsync({ id: addOn?.id ?? null, addOn: input }).then(onDone, () => undefined);
  };

  return (
    <form
      className="card add-on-form"
      aria-label={addOn ? `Edit add-on ${addOn.name}` : 'New add-on'}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        id={id('name')}
        label="Name"
        required
        maxLength={80}
        value={name}
        onValue={setName}
      />
      <TextField
        id={id('description')}
        label="Description"
        rows={2}
        maxLength={500}
        value={description}
        onValue={setDescription}
      />
      <div className="add-on-form__row">
        <TextField
          id={id('price')}
          label="Price"
          type="number"
          min={0}
          step={0.01}
          required
          value={price}
          onValue={setPrice}
        />
        <TextField
          id={id('max')}
          label="Most per order"
          type="number"
          min={1}
          max={50}
          value={maxPerOrder}
          onValue={setMaxPerOrder}
        />
      </div>
      <AddOnVariants idPrefix={id('v')} variants={variants} onChange={setVariants} />
      {save.isError && (
        <p className="alert alert-error" role="alert">
          {messageOf(save.error, 'The add-on could not be saved. Please try again.')}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save add-on'}
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
