// A promo or access code as the organiser edits it: the code, its kind, percent or amount off, the
// types it is for (a promo code) or unlocks (an access code), its limits, validity window and
// group minimum (typed in the event's zone). The server checks it (contract/promo-codes.ts) and its refusal is shown.
import { useState } from 'react';
import type { CodeKind } from '@/contract/code-text';
import type { CodeInputDraft, OrganiserCode } from '@/contract/promo-codes';
import type { TicketType } from '@/contract/ticketing';
import { TextField } from '@/components/text-field';
import { messageOf } from '@/lib/api/result';
import { inputValueOf, isoOf } from '@/lib/input-times';
import { useSaveCode } from '../api/codes';

interface Props {
  configurationId: string;
  ticketTypes: TicketType[];
  /** The code edited; null: a new one. */
  code: OrganiserCode | null;
  /** The event's zone: the validity window is typed and read in it, as Sales shows it. */
  timeZone: string;
  onDone: () => void;
}

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

export function CodeForm({ configurationId, ticketTypes, code, timeZone, onDone }: Props) {
  const save = useSaveCode(configurationId);
  const [text, setText] = useState(code?.code ?? '');
  const [kind, setKind] = useState<CodeKind>(code?.kind ?? 'promo');
  const [off, setOff] = useState<'percent' | 'amount'>(code?.amountOff ? 'amount' : 'percent');
  const [value, setValue] = useState(String(code?.percentOff ?? code?.amountOff ?? ''));
  const [types, setTypes] = useState<string[]>(
    (code?.kind === 'access' ? code.unlocks : code?.ticketTypeIds) ?? [],
  );
  const [maxUses, setMaxUses] = useState(String(code?.maxUses ?? ''));
  const [perBuyer, setPerBuyer] = useState(String(code?.maxUsesPerBuyer ?? ''));
  const [minQuantity, setMinQuantity] = useState(String(code?.minQuantity ?? 1));
  const [from, setFrom] = useState(inputValueOf(code?.validFrom, timeZone));
  const [until, setUntil] = useState(inputValueOf(code?.validUntil, timeZone));
  const choosable = ticketTypes.filter((type) => type.id && (kind === 'promo' || type.hidden));

  const submit = async () => {
    const amount = numberOrNull(value);
    const draft: CodeInputDraft = {
      code: text,
      kind,
      percentOff: off === 'percent' ? amount : null,
      amountOff: off === 'amount' ? amount : null,
      ticketTypeIds: kind === 'promo' && types.length > 0 ? types : null,
      unlocks: kind === 'access' ? types : [],
      maxUses: numberOrNull(maxUses),
      maxUsesPerBuyer: numberOrNull(perBuyer),
      minQuantity: numberOrNull(minQuantity) ?? 1,
      validFrom: isoOf(from, timeZone),
      validUntil: isoOf(until, timeZone),
    };
    await save.mutateAsync({ id: code?.id ?? null, code: draft }).then(onDone, () => undefined);
  };
  const toggle = (id: string, on: boolean) =>
    setTypes((current) => (on ? [...current, id] : current.filter((one) => one !== id)));
  const id = (field: string) => `code-${code?.id ?? 'new'}-${field}`;

  return (
    <form
      className="card code-form"
      aria-label={code ? `Edit code ${code.code}` : 'New code'}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField id={id('text')} label="Code" required value={text} onValue={setText} />
      <fieldset>
        <legend>Kind</legend>
        <label className="checkbox">
          <input
            type="radio"
            name={id('kind')}
            checked={kind === 'promo'}
            onChange={() => setKind('promo')}
          />
          Promo code: money off
        </label>
        <label className="checkbox">
          <input
            type="radio"
            name={id('kind')}
            checked={kind === 'access'}
            onChange={() => setKind('access')}
          />
          Access code: unlocks hidden ticket types
        </label>
      </fieldset>
      <div className="wizard-row">
        <div className="field">
          <label htmlFor={id('off')}>Discount</label>
          <select
            id={id('off')}
            value={off}
            onChange={(event) => setOff(event.target.value as 'percent' | 'amount')}
          >
            <option value="percent">% off each ticket</option>
            <option value="amount">Amount off each ticket</option>
          </select>
        </div>
        <TextField
          id={id('value')}
          label={off === 'percent' ? 'Percent' : 'Amount'}
          type="number"
          min={0}
          step={off === 'percent' ? 1 : 0.01}
          value={value}
          onValue={setValue}
        />
      </div>
      <fieldset>
        <legend>
          {kind === 'promo' ? 'For ticket types (none chosen: all)' : 'Unlocks hidden types'}
        </legend>
        {choosable.length === 0 && (
          <p className="muted">Mark a ticket type hidden in the ticket setup first.</p>
        )}
        {choosable.map((type) => (
          <label key={type.id} className="checkbox">
            <input
              type="checkbox"
              checked={types.includes(type.id!)}
              onChange={(event) => toggle(type.id!, event.target.checked)}
            />
            {type.name}
          </label>
        ))}
      </fieldset>
      <div className="wizard-row">
        <TextField
          id={id('max')}
          label="Uses in all"
          type="number"
          min={1}
          hint="Empty: no limit"
          value={maxUses}
          onValue={setMaxUses}
        />
        <TextField
          id={id('per-buyer')}
          label="Uses per buyer"
          type="number"
          min={1}
          hint="Empty: no limit"
          value={perBuyer}
          onValue={setPerBuyer}
        />
        <TextField
          id={id('min')}
          label="Minimum tickets"
          type="number"
          min={1}
          value={minQuantity}
          onValue={setMinQuantity}
        />
      </div>
      <div className="wizard-row">
        <TextField
          id={id('from')}
          label="Valid from"
          type="datetime-local"
          value={from}
          onValue={setFrom}
        />
        <TextField
          id={id('until')}
          label="Valid until"
          type="datetime-local"
          value={until}
          onValue={setUntil}
        />
      </div>
      {save.isError && (
        <p className="alert alert-error" role="alert">
          {messageOf(save.error, 'The code could not be saved. Please try again.')}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save code'}
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
