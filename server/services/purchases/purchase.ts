// Buying tickets (spec §4 Purchase, §7 POST /api/v2/ticket/purchase). The server is the authority:
// it prices the order from the published configuration (a client's differing price or currency is
// refused), allows 1–10 per type while sales are open, and sells only what is left — the write
// (purchase-write.ts) locks the types, recounts and writes in one transaction, and the database
// refuses to oversell. The client's transaction id is the idempotency key: a retry answers the
// same order and never sells twice; the same id for other tickets or another event is refused. This direct purchase is the demo: with Stripe configured no
// order is issued without a payment Stripe confirmed (payments/checkout.ts).
import { roleName as partnerRoleName, withRoleName } from '../../../src/contract/partner-roles';
import type { PurchaseResult } from '../../../src/contract/purchases';
import type { Db } from '../../db/database';
import type { RoleKey } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { isSeatViolation } from '../seats/seat-ledger';
import { offerAfterChange } from '../waitlist/waitlist-offers';
import { targetOf } from '../../lib/site-address';
import type { ServiceContext } from '../context';
import { issueOrder } from './order-issue';
import { partnerOfOrder } from './partner-tickets';
import { paymentProvider } from './payment-providers';
import {
  checkedTotal,
  conflict,
  seatsWanted,
  soldOutNow,
  sortedSelections,
} from './purchase-checks';
import type { PurchaseInput } from './purchase-input';
import { isTierMoved, PRICE_MOVED, TIER_ATTEMPTS, withTierPrices } from './tier-pricing';
import { orderIdByKey, readForPurchase, type PurchaseRow } from './purchase-read';
import { retriedOrder } from './purchase-retry';
import { applyCode } from '../codes/code-pricing';
import { codeRefusal, isCodeViolation, type AppliedCode } from '../codes/code-uses';
import { addOnsCents, addOnSoldOutNow, pricedAddOns } from '../addons/addon-sale';
import { checkedAttendees } from '../questions/ticket-answers';
import { isAddOnViolation } from '../addons/addon-stock';
import { centsOf } from '../ticketing/configurations';

export interface Buyer {
  accountId: string;
  email: string;
}

/** A visitor who buys without an account: their e-mail and name (guest-checkout.ts). */
export interface GuestBuyer {
  accountId: null;
  email: string;
  guestName: string;
}

/** Who checks out: a signed-in account, or a guest. */
export type CheckoutBuyer = Buyer | GuestBuyer;

/** The guest's name, or null for an account. */
export const guestNameOf = (buyer: CheckoutBuyer): string | null =>
  buyer.accountId === null ? buyer.guestName : null;

export const PAID_CHECKOUT_REQUIRED =
  'Card payments on this server go through checkout: please update the app or buy on the web.';

/**
 * The code the order is priced with, checked against the selection at the server's prices (null
 * without one); hidden types are refused unless the code unlocks them.
 */
export function codeOfOrder(
  db: Db,
  buyer: CheckoutBuyer,
  input: Pick<PurchaseInput, 'code'>,
  read: PurchaseRow[],
  lines: Array<{ typeId: string; quantity: number; priceCents: number }>,
): Promise<AppliedCode | null> {
  return applyCode(db, {
    configurationId: read[0]!.configuration_id,
    code: input.code,
    email: buyer.email,
    lines: lines.map(({ typeId, quantity, priceCents }) => ({ typeId, quantity, priceCents })),
    hiddenTypeIds: read.filter((type) => type.hidden).map((type) => type.id),
  });
}

/** The order's lines and event, from the rows the purchase read. */
export function orderPartsOf(read: PurchaseRow[], selections: PurchaseInput['ticketSelections']) {
  const typeOf = (id: string) => read.find((type) => type.id === id)!;
  const event = read[0]!;
  return {
    event,
    lines: selections.map((selection) => {
      const type = typeOf(selection.ticketType);
      const role: RoleKey = selection.role ?? '';
      const roleName = type.roles && role ? partnerRoleName(type.roles, role) : null;
      return {
        typeId: type.id,
        role,
        roleName,
        name: withRoleName(type.name, roleName),
        position: type.position,
        quantity: selection.quantity,
        // Pay what you want: what the buyer chose (checked against the minimum, purchase-checks.ts).
        priceCents: type.pay_what_you_want ? centsOf(selection.price) : type.price_cents,
      };
    }),
    mailEvent: {
      title: event.event_title,
      startsAt: event.event_starts_at,
      timeZone: event.event_time_zone,
      location: event.event_location,
    },
  };
}

export async function purchaseTickets(
  ctx: ServiceContext,
  db: Db,
  buyer: CheckoutBuyer,
  input: PurchaseInput,
  attempt = 1,
): Promise<PurchaseResult> {
  if (ctx.config.stripe) throw new AppError(409, 'CONFLICT', PAID_CHECKOUT_REQUIRED);
  const selections = sortedSelections(input);
  const key = input.transactionId;
  const unpriced = await readForPurchase(
    db,
    buyer,
    input,
    selections.map((selection) => selection.ticketType),
  );
  // A retry of a purchase already made: its order, unchanged (409 for another purchase).
  if (typeof unpriced === 'string') return retriedOrder(db, unpriced, input);
  // Stepped prices as this order pays them now; the write proves they still hold.
  const { rows: read, guards } = withTierPrices(unpriced, (typeId) =>
    seatsWanted(selections, typeId),
  );
  const { event, lines, mailEvent } = orderPartsOf(read, selections);
  const code = await codeOfOrder(db, buyer, input, read, lines);
  const addOns = await pricedAddOns(db, event.configuration_id, event.currency, input.addOns);
  const attendees = await checkedAttendees(db, event.configuration_id, selections, input.attendees);
  const totalCents =
    checkedTotal(read, selections, input) - (code?.discountCents ?? 0) + addOnsCents(addOns);
  const partner = partnerOfOrder(input.partner, buyer.email, selections, read);
  const payment = await paymentProvider().confirm({
    method: input.paymentMethod,
    transactionId: key,
    status: 'completed',
    amountCents: totalCents,
    currency: event.currency,
  });
  try {
    const result = await issueOrder(ctx, db, {
      target: await targetOf(db),
      buyer,
      configurationId: event.configuration_id,
      eventId: event.event_id,
      idempotencyKey: key,
      totalCents,
      feeCents: 0,
      currency: event.currency,
      provider: paymentProvider().id,
      method: input.paymentMethod,
      reference: payment.reference,
      paymentIntent: null,
      lines,
      event: mailEvent,
      partner,
      code,
      paidWith: { kind: 'demo' },
      tierGuards: guards,
      addOns,
      attendees,
    });
    // A role that caught up may let someone waiting in, as after a paid checkout's hold.
    offerAfterChange(
      ctx,
      db,
      lines.filter((line) => line.role).map((line) => line.typeId),
    );
    return result;
  } catch (error) {
    // The same purchase sent twice at once: the second answers the first's order.
    if (
      isUniqueViolation(error, 'orders_idempotency_key') ||
      isUniqueViolation(error, 'orders_guest_key')
    ) {
      const first = await orderIdByKey(db, buyer, key);
      if (first) return retriedOrder(db, first, input);
    }
    // Someone took the last seats between the read and the write.
    if (isSeatViolation(error)) {
      const first = await orderIdByKey(db, buyer, key);
      if (first) return retriedOrder(db, first, input);
      throw (await soldOutNow(db, selections)) ?? conflict('SOLD_OUT', 'Sold out.');
    }
    // Others took the code's last uses between the read and the write.
    if (isCodeViolation(error)) throw codeRefusal(error);
    // Others took the last of an add-on between the read and the write.
    if (isAddOnViolation(error)) throw await addOnSoldOutNow(db, addOns);
    // Others took the last seats at a step's price, or its date passed: priced again, the order is
    // refused with the new price unless the buyer was shown it.
    if (isTierMoved(error)) {
      if (attempt < TIER_ATTEMPTS) return purchaseTickets(ctx, db, buyer, input, attempt + 1);
      throw conflict('PRICE_CHANGED', PRICE_MOVED);
    }
    throw error;
  }
}
