// "Sell at the door": a walk-in's ticket type (and the role they dance), how many, how they paid —
// cash, a card taken outside Floorcraft, or a comp — the amount, and an optional name. Confirming
// keeps the sale on this device and lets the walk-in in at once; it reaches the server when it can.
import { useState, type FormEvent } from 'react';
import {
  DOOR_SALE_METHOD_NAMES,
  DOOR_SALE_METHODS,
  MAX_DOOR_SALE_QUANTITY,
  type DoorSaleMethod,
  type DoorSaleType,
} from '@/contract/door-sales';
import { formatMoney } from '@/contract/money';
import { unevenSplit } from '@/contract/split-cents';
import type { DanceRole } from '@/contract/partner-roles';
import { Modal } from '@/components/modal/modal';
import { saleAmountCents, type DoorSaleInput } from '../lib/door-sale';

interface Props {
  types: DoorSaleType[];
  onClose: () => void;
  onSell: (input: DoorSaleInput, type: DoorSaleType) => void;
}

/** "12.50" → 1250; null for what is not an amount. */
function centsOf(text: string): number | null {
  if (!/^\d{1,6}([.,]\d{1,2})?$/.test(text.trim())) return null;
  return Math.round(Number(text.trim().replace(',', '.')) * 100);
}

export function DoorSaleDialog({ types, onClose, onSell }: Props) {
  // A type with no places left is shown but cannot be chosen: the server would refuse the sale
  // once it reached it, after the walk-in was let in.
  const [typeId, setTypeId] = useState((types.find((one) => one.left > 0) ?? types[0])?.id ?? '');
  const [role, setRole] = useState<DanceRole | ''>('');
  const [quantity, setQuantity] = useState(1);
  const [method, setMethod] = useState<DoorSaleMethod>('cash');
  const [amountText, setAmountText] = useState<string | null>(null);
  const [buyerName, setBuyerName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const type = types.find((one) => one.id === typeId);
  const standard = type ? saleAmountCents({ ticketTypeId: typeId, quantity, method }, type) : 0;
  const amountShown = amountText ?? (standard / 100).toFixed(2);
  // An amount that does not divide evenly: what each ticket is recorded at, as the server splits it.
  const taken = centsOf(amountShown);
  const split =
    type && method !== 'comp' && taken !== null
      ? unevenSplit(taken, quantity, (cents) => formatMoney(cents / 100, type.currency))
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!type) return;
    if (type.left < quantity)
      return setProblem(
        type.left === 0
          ? `${type.name} has no places left.`
          : `Only ${type.left} ${type.name} left.`,
      );
    if (type.roles && !role) return setProblem('Please choose a role.');
    const typed = method === 'comp' || amountText === null ? undefined : centsOf(amountText);
    if (typed === null) return setProblem('Please enter the amount taken, e.g. 25 or 25.50.');
    const input: DoorSaleInput = {
      ticketTypeId: type.id,
      quantity,
      method,
      ...(type.roles && role ? { role } : {}),
      ...(typed !== undefined ? { amountCents: typed } : {}),
      ...(buyerName.trim() ? { buyerName: buyerName.trim() } : {}),
    };
    onSell(input, type);
  };

  return (
    <Modal open title="Sell at the door" onClose={onClose}>
      <form className="door-sale" aria-label="Sell at the door" onSubmit={submit}>
        <div className="field">
          <label htmlFor="door-sale-type">Ticket type</label>
          <select
            id="door-sale-type"
            aria-describedby={type?.sessions.length ? 'door-sale-sessions' : undefined}
            value={typeId}
            onChange={(change) => {
              setTypeId(change.target.value);
              setRole('');
              setAmountText(null);
            }}
          >
            {types.map((one) => (
              <option key={one.id} value={one.id} disabled={one.left === 0}>
                {one.name} · {formatMoney(one.priceCents / 100, one.currency)} ·{' '}
                {one.left === 0 ? 'none left' : `${one.left} left`}
              </option>
            ))}
          </select>
          {type && type.sessions.length > 0 && (
            <p className="muted door-sale__sessions" id="door-sale-sessions">
              Admits to: {type.sessions.join(', ')}
            </p>
          )}
        </div>
        {type?.roles && (
          <div className="field">
            <label htmlFor="door-sale-role">Role</label>
            <select
              id="door-sale-role"
              value={role}
              onChange={(change) => setRole(change.target.value as DanceRole | '')}
            >
              <option value="">Choose a role</option>
              {type.roles.map((one) => (
                <option key={one.role} value={one.role}>
                  {one.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor="door-sale-quantity">How many</label>
          <input
            id="door-sale-quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_DOOR_SALE_QUANTITY}
            value={quantity}
            onChange={(change) => {
              const value = Math.trunc(Number(change.target.value));
              setQuantity(Math.min(MAX_DOOR_SALE_QUANTITY, Math.max(1, value || 1)));
              setAmountText(null);
            }}
          />
        </div>
        <fieldset className="door-sale__methods">
          <legend>Paid by</legend>
          {DOOR_SALE_METHODS.map((one) => (
            <label key={one} className="door-sale__method">
              <input
                type="radio"
                name="door-sale-method"
                value={one}
                checked={method === one}
                onChange={() => {
                  setMethod(one);
                  setAmountText(null);
                }}
              />
              {DOOR_SALE_METHOD_NAMES[one]}
            </label>
          ))}
        </fieldset>
        {method === 'comp' ? (
          <p className="door-sale__amount">Free: no money taken.</p>
        ) : (
          <div className="field">
            <label htmlFor="door-sale-amount">Amount taken ({type?.currency ?? ''})</label>
            <input
              id="door-sale-amount"
              inputMode="decimal"
              aria-describedby={split ? 'door-sale-split' : undefined}
              value={amountShown}
              onChange={(change) => setAmountText(change.target.value)}
            />
            {split && (
              <p className="muted" id="door-sale-split">
                Each ticket: {split}
              </p>
            )}
          </div>
        )}
        <div className="field">
          <label htmlFor="door-sale-name">Name (optional)</label>
          <input
            id="door-sale-name"
            maxLength={100}
            autoComplete="off"
            value={buyerName}
            onChange={(change) => setBuyerName(change.target.value)}
          />
        </div>
        {problem && (
          <p className="alert alert-error" role="alert">
            {problem}
          </p>
        )}
        <div className="door-sale__actions">
          <button type="submit" className="button button-primary">
            Sell and admit {quantity}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
