// The rules a purchase is checked by before anything is written, shared by the demo purchase and
// the paid checkout: sales open, the event's payment method, the server's prices, one currency,
// and seats left (sold and held count against the quantity).
import { randomBytes } from 'node:crypto';
import { formatMoney } from '../../../src/contract/money';
import type { PurchaseRequest } from '../../../src/contract/purchases';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { centsOf } from '../ticketing/configurations';
import { salesClosedReason } from './purchase-event';
import { assertRolesFit } from '../seats/role-balance';
import { sessionFullNow } from '../seats/seat-ledger';
import type { PurchaseRow } from './purchase-read';
import type { PurchaseInput } from './purchase-input';
import { payWhatYouWantRefusal } from '../../../src/contract/add-on-choice';

/** Selections in ticket-type id order (then role): the order every write locks the types in. */
export const sortedSelections = (input: PurchaseInput) =>
  [...input.ticketSelections].sort(
    (a, b) =>
      a.ticketType.localeCompare(b.ticketType) || (a.role ?? '').localeCompare(b.role ?? ''),
  );

/** How many seats of a type a selection takes, whatever their roles. */
export const seatsWanted = (selections: Selection[], typeId: string) =>
  selections
    .filter((selection) => selection.ticketType === typeId)
    .reduce((sum, selection) => sum + selection.quantity, 0);

export type Selection = PurchaseRequest['ticketSelections'][number];

export const conflict = (
  code: 'SOLD_OUT' | 'PRICE_CHANGED' | 'SALES_CLOSED',
  message: string,
  details = {},
) => new AppError(409, code, message, details);

/** A ticket code: 16 unguessable characters, easy to read out at the door. */
export const ticketCode = () =>
  randomBytes(12).toString('base64url').toUpperCase().replace(/[-_]/g, 'X');

export function soldOut(
  type: Pick<PurchaseRow, 'id' | 'name' | 'quantity' | 'sold' | 'held'>,
  wanted: number,
): AppError | null {
  const left = type.quantity - type.sold - type.held;
  if (left >= wanted) return null;
  return conflict(
    'SOLD_OUT',
    left <= 0
      ? `"${type.name}" is sold out.`
      : `Only ${left} "${type.name}" ticket${left === 1 ? ' is' : 's are'} left.`,
    { ticketType: type.id, available: Math.max(0, left) },
  );
}

/** The order's total, after every rule that can be checked before writing. */
export function checkedTotal(
  types: PurchaseRow[],
  selections: Selection[],
  input: Pick<PurchaseInput, 'paymentMethod'>,
) {
  const event = types[0]!;
  const closed = salesClosedReason(event, event.event_starts_at, event.event_time_zone);
  if (closed) throw conflict('SALES_CLOSED', closed);
  const method = input.paymentMethod;
  if (!event.payment_methods.includes(method))
    throw new AppError(400, 'VALIDATION_ERROR', `This event does not accept ${method} payments.`, {
      field: 'paymentData.paymentMethod',
    });
  assertRolesFit(
    selections.map((selection) => ({
      typeId: selection.ticketType,
      role: selection.role ?? '',
      quantity: selection.quantity,
      name: types.find((type) => type.id === selection.ticketType)!.name,
    })),
    (typeId) => types.find((type) => type.id === typeId)!.roles,
  );
  let totalCents = 0;
  for (const selection of selections) {
    const type = types.find((candidate) => candidate.id === selection.ticketType)!;
    const priceCents = type.pay_what_you_want ? centsOf(selection.price) : type.price_cents;
    const refusal = type.pay_what_you_want
      ? payWhatYouWantRefusal(type.price_cents / 100, selection.price, type.currency)
      : null;
    if (refusal)
      throw new AppError(400, 'VALIDATION_ERROR', refusal, {
        field: 'ticketSelections.price',
        ticketType: type.id,
        minimum: type.price_cents / 100,
      });
    if (priceCents !== centsOf(selection.price) || type.currency !== selection.currency)
      throw conflict(
        'PRICE_CHANGED',
        `The price of "${type.name}" is now ${formatMoney(type.price_cents / 100, type.currency)}. Please review your order.`,
        { ticketType: type.id, price: type.price_cents / 100, currency: type.currency },
      );
    if (type.currency !== event.currency)
      throw new AppError(
        400,
        'VALIDATION_ERROR',
        'All tickets of an order must be in one currency.',
        {
          field: 'ticketSelections',
        },
      );
    if (type.sessions_cancelled)
      throw conflict(
        'SALES_CLOSED',
        `"${type.name}" is no longer on sale: its class was cancelled.`,
        {
          ticketType: type.id,
        },
      );
    const refused = soldOut(type, seatsWanted(selections, type.id));
    if (refused) throw refused;
    totalCents += priceCents * selection.quantity;
  }
  return totalCents;
}

/** Why the database refused the seats: the type that ran out, or the session that is full. */
export async function soldOutNow(db: Db, selections: Selection[]) {
  const now = await db
    .selectFrom('ticket_types')
    .select(['id', 'name', 'quantity', 'sold', 'held'])
    .where(
      'id',
      'in',
      selections.map((selection) => selection.ticketType),
    )
    .execute();
  for (const selection of selections) {
    const type = now.find((row) => row.id === selection.ticketType);
    const refused = type && soldOut(type, seatsWanted(selections, type.id));
    if (refused) return refused;
  }
  return sessionFullNow(
    db,
    selections.map((selection) => ({ typeId: selection.ticketType, quantity: selection.quantity })),
  );
}
