// Taking a checkout's hold: the order checked against a read of the sale (fresh, or a moment-old
// snapshot the hold statement verifies), then its seats held in one oversell-proof write. Answers
// what the Checkout Session is made of.
import { randomUUID } from 'node:crypto';
import {
  CANNOT_TAKE_CARDS,
  HOLD_MINUTES,
  type CheckoutAnswer,
  type CheckoutRequest,
} from '../../../src/contract/payments';
import type { Db } from '../../db/database';
import { withTransactionRetry } from '../../db/lock-order';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { isSeatViolation } from '../seats/seat-ledger';
import type { ServiceContext } from '../context';
import { partnerOfOrder } from '../purchases/partner-tickets';
import { codeOfOrder, guestNameOf, orderPartsOf, type CheckoutBuyer } from '../purchases/purchase';
import { codeRefusal, isCodeViolation } from '../codes/code-uses';
import {
  checkedTotal,
  conflict,
  seatsWanted,
  soldOutNow,
  type Selection,
} from '../purchases/purchase-checks';
import { isTierMoved, withTierPrices } from '../purchases/tier-pricing';
import type { PurchaseRow } from '../purchases/purchase-read';
import { withBalance } from '../seats/role-balance';
import { offerAfterChange } from '../waitlist/waitlist-offers';
import type { SessionParts } from './checkout-session';
import { writeCheckedHold, writeHold } from './holds';
import { fingerprintsOf } from './sale-snapshots';
import { cardSaleMoney } from './booking-fee';
import { addOnsCents, addOnSoldOutNow, pricedAddOns } from '../addons/addon-sale';
import { checkedAttendees } from '../questions/ticket-answers';
import { isAddOnViolation } from '../addons/addon-stock';

export interface HoldRequest {
  buyer: CheckoutBuyer;
  request: CheckoutRequest;
  selections: Selection[];
  /** The selection's canonical form (and partner): what a retry must repeat. */
  selection: string;
  read: PurchaseRow[];
  /** The read is a snapshot: the hold is written only if it still holds. */
  checkedBefore: boolean;
  retried: () => Promise<CheckoutAnswer | undefined>;
}

/**
 * Checks the order against the read and holds its seats: the parts of its Checkout Session, a
 * retry's earlier answer, or null when the read no longer holds (nothing written): a snapshot's,
 * or a stepped price that moved while the hold waited for its seats.
 */
export async function takeHold(
  ctx: ServiceContext,
  db: Db,
  { buyer, request, selections, selection, read, checkedBefore, retried }: HoldRequest,
): Promise<SessionParts | CheckoutAnswer | null> {
  // Stepped prices as this order pays them now; the hold statement proves they still hold.
  const priced = withTierPrices(read, (typeId) => seatsWanted(selections, typeId));
  read = priced.rows;
  const { event, lines } = orderPartsOf(read, selections);
  const code = await codeOfOrder(db, buyer, request, read, lines);
  const addOns = await pricedAddOns(db, event.configuration_id, event.currency, request.addOns);
  const attendees = await checkedAttendees(
    db,
    event.configuration_id,
    selections,
    request.attendees,
  );
  const ticketsCents =
    checkedTotal(read, selections, request) - (code?.discountCents ?? 0) + addOnsCents(addOns);
  const partner = partnerOfOrder(request.partner, buyer.email, selections, read);
  if (!event.stripe_account_id || !event.stripe_charges_enabled)
    throw new AppError(409, 'SALES_CLOSED', CANNOT_TAKE_CARDS);
  const money = await cardSaleMoney(ctx, db, event.configuration_id, ticketsCents);
  const hold = {
    id: randomUUID(),
    accountId: buyer.accountId,
    email: buyer.email,
    guestName: guestNameOf(buyer),
    configurationId: event.configuration_id,
    eventId: event.event_id,
    idempotencyKey: request.transactionId,
    selection,
    totalCents: money.totalCents,
    feeCents: money.feeCents,
    bookingFeeCents: money.bookingFeeCents,
    currency: event.currency,
    connectedAccount: event.stripe_account_id,
    // The app hands over signed-in dancers only.
    fromApp: buyer.accountId !== null && (request.fromApp ?? false),
    expiresAt: new Date(Date.now() + HOLD_MINUTES * 60_000),
    lines,
    partner,
    code,
    tierGuards: priced.guards,
    addOns,
    attendees,
  };
  const write = checkedBefore
    ? (trx: Db) => writeCheckedHold(trx, hold, fingerprintsOf(read))
    : (trx: Db) => writeHold(trx, hold).then(() => true);
  try {
    const written = await withTransactionRetry(() => withBalance(db, lines, write));
    if (!written) return null;
  } catch (error) {
    // The same checkout sent twice at once: the second answers the first's hold.
    if (
      isUniqueViolation(error, 'reservations_idempotency_key') ||
      isUniqueViolation(error, 'reservations_guest_key')
    ) {
      const answer = await retried();
      if (answer) return answer;
    }
    if (isSeatViolation(error))
      throw (await soldOutNow(db, selections)) ?? conflict('SOLD_OUT', 'Sold out.');
    if (isCodeViolation(error)) throw codeRefusal(error);
    if (isAddOnViolation(error)) throw await addOnSoldOutNow(db, addOns);
    // A step's last seats went to others, or its date passed: a fresh read prices it again.
    if (isTierMoved(error)) return null;
    throw error;
  }
  // A role bought may let the other role's waiting dancers in.
  const roleTypes = lines.filter((line) => line.role).map((line) => line.typeId);
  offerAfterChange(ctx, db, roleTypes);
  return {
    reservationId: hold.id,
    idempotencyKey: hold.idempotencyKey,
    currency: hold.currency,
    feeCents: hold.feeCents,
    bookingFeeCents: hold.bookingFeeCents,
    connectedAccount: hold.connectedAccount,
    expiresAt: hold.expiresAt,
    eventId: hold.eventId,
    eventTitle: event.event_title,
    fromApp: hold.fromApp,
    // Add-ons are lines of the Checkout Session after the tickets.
    lines: [...lines, ...addOns],
    code,
  };
}
