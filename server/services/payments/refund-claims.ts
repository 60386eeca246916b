// Claiming tickets for a refund, inside the caller's transaction on an order it has locked: the
// tickets are voided, their seats go back on sale through the seat ledger, and the amount is added
// to the order's refunds — so two refunds can never cover the same ticket. An organiser's refund
// gives back what the tickets cost; a buyer's cancellation a share of that (the refund policy's).
// Undoing a claim (the payment provider refused) puts all of it back.
import {
  addOnsWithLastTickets,
  refundOrderAddOns,
  unrefundOrderAddOns,
} from '../addons/order-addons';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { moveSeats } from '../seats/seat-ledger';

export interface Claim {
  orderId: string;
  ticketIds: string[];
  amountCents: number;
  currency: string;
  buyerEmail: string;
  paymentIntent: string | null;
  event: { title: string; startsAt: Date; timeZone: string } | null;
  voidedAt: Date;
  /** `sessionId`: a class booked with a pass, whose place is in that session only. */
  lines: Array<{ typeId: string; sessionId: string | null; count: number }>;
  /** The refund leaves the order refunded in full: its code's use (if any) is given back. */
  codeIdFreed: string | null;
  /** The order's tickets still valid after this refund (0: the order's last were refunded). */
  ticketsLeft: number;
}

/** The order as a claim reads it, locked by the caller. */
export interface ClaimedOrder {
  id: string;
  currency: string;
  buyer_email: string;
  payment_intent: string | null;
  total_cents: number;
  refunded_cents: number;
  discount_cents: number;
  booking_fee_cents: number;
  code_id: string | null;
  title: string | null;
  starts_at: Date | null;
  time_zone: string | null;
}

/** The order columns a claim needs (with `e` the order's event). */
export const CLAIMED_ORDER_COLUMNS = [
  'o.id',
  'o.currency',
  'o.buyer_email',
  'o.payment_intent',
  'o.total_cents',
  'o.refunded_cents',
  'o.discount_cents',
  'o.booking_fee_cents',
  'o.code_id',
  'o.payment_provider',
  'o.payment_method',
  'e.title',
  'e.starts_at',
  'e.time_zone',
] as const;

/**
 * What refunding these tickets gives back: their prices — less their share of a code's discount —
 * and, when they are the order's last, its add-ons going back with them (`addOns.returnedCents`),
 * or the rest of what was paid less the add-ons the buyer keeps (so the refunds add up to the
 * total, never more).
 */
export function refundCents(
  order: {
    total_cents: number;
    refunded_cents: number;
    discount_cents: number;
    booking_fee_cents?: number;
  },
  chosenPrices: number[],
  allLeft: boolean,
  addOns: { returnedCents: number; keptCents: number } = { returnedCents: 0, keptCents: 0 },
  takesTheRest = true,
) {
  const listed = chosenPrices.reduce((sum, cents) => sum + cents, 0);
  const left = order.total_cents - order.refunded_cents - (allLeft ? addOns.keptCents : 0);
  const fee = order.booking_fee_cents ?? 0;
  // The order's last tickets take the rest (a booking fee passed on, a discount's rounding), so
  // refunds in full add up to the total. Not a cancellation that gives back only a share: the rest
  // holds what earlier shares kept, and the policy's share of it would be more than the policy's.
  if (allLeft && takesTheRest && (fee > 0 || order.discount_cents > 0)) return left;
  const gross = order.total_cents + order.discount_cents;
  const tickets =
    order.discount_cents === 0 ? listed : Math.floor((listed * order.total_cents) / gross);
  return Math.min(left, tickets + (allLeft ? addOns.returnedCents + fee : 0));
}

/** The order's valid tickets with their prices, and those of them `wanted` (all when absent). */
export async function refundableTickets(db: Db, orderId: string, wanted?: string[]) {
  const valid = await db
    .selectFrom('tickets as t')
    .innerJoin('order_lines as l', (join) =>
      join
        .onRef('l.order_id', '=', 't.order_id')
        .onRef('l.ticket_type_id', '=', 't.ticket_type_id'),
    )
    // A ticket's own price (a door sale's exact share of the amount taken), else its line's.
    .select((eb) => [
      't.id',
      't.ticket_type_id',
      't.session_id',
      eb.fn.coalesce('t.price_cents', 'l.unit_price_cents').as('unit_price_cents'),
    ])
    .where('t.order_id', '=', orderId)
    .where('t.voided_at', 'is', null)
    .execute();
  const chosen = wanted ? valid.filter((ticket) => wanted.includes(ticket.id)) : valid;
  return { valid, chosen };
}

/**
 * What a buyer's cancellation of the chosen tickets gives back in full (before the policy's
 * share): with the order's last tickets, its add-ons not handed over go too. `wholeShare`: the
 * policy gives all of it back now, so the last tickets take the rest of the order (see
 * refundCents); under a smaller share they take their own value.
 */
export async function fullRefundOf(
  db: Db,
  order: ClaimedOrder,
  ticketIds: string[],
  wholeShare: boolean,
) {
  const { valid, chosen } = await refundableTickets(db, order.id, ticketIds);
  const allLeft = chosen.length === valid.length;
  return refundCents(
    order,
    chosen.map((ticket) => ticket.unit_price_cents),
    allLeft,
    allLeft ? await addOnsWithLastTickets(db, order.id, true) : undefined,
    wholeShare,
  );
}

/**
 * Claims the tickets of an order the caller locked (all its valid ones when `wanted` is absent).
 * `share` turns the full refund into what is given back (a refund policy's percentage).
 * `keepHandedOver`: a buyer's cancellation, whose add-ons already handed over stay theirs.
 */
export async function claimLocked(
  trx: Db,
  order: ClaimedOrder,
  wanted: string[] | undefined,
  share: (fullCents: number) => number = (full) => full,
  keepHandedOver = false,
): Promise<Claim> {
  const { valid, chosen } = await refundableTickets(trx, order.id, wanted);
  if (wanted && chosen.length !== new Set(wanted).size)
    throw new AppError(
      409,
      'CONFLICT',
      'Some of those tickets are not in this order or were already refunded.',
      { field: 'ticketIds' },
    );
  if (chosen.length === 0) throw new AppError(409, 'CONFLICT', 'This order was already refunded.');
  const voidedAt = new Date();
  const ids = chosen.map((ticket) => ticket.id);
  await trx.updateTable('tickets').set({ voided_at: voidedAt }).where('id', 'in', ids).execute();
  const counts = new Map<string, Claim['lines'][number]>();
  for (const ticket of chosen) {
    const key = `${ticket.ticket_type_id}:${ticket.session_id ?? ''}`;
    const line = counts.get(key) ?? {
      typeId: ticket.ticket_type_id,
      sessionId: ticket.session_id,
      count: 0,
    };
    line.count += 1;
    counts.set(key, line);
  }
  const lines = [...counts.values()].sort((a, b) => a.typeId.localeCompare(b.typeId));
  await returnSeats(trx, lines, -1);
  const allLeft = chosen.length === valid.length;
  // The order's last tickets: its add-ons (a buyer's: those not handed over) are paid back and go
  // back to stock with them.
  const addOns = allLeft ? await addOnsWithLastTickets(trx, order.id, keepHandedOver) : undefined;
  if (allLeft) await refundOrderAddOns(trx, order.id, voidedAt, keepHandedOver);
  const amountCents = share(
    refundCents(
      order,
      chosen.map((ticket) => ticket.unit_price_cents),
      allLeft,
      addOns,
    ),
  );
  await sql`UPDATE orders SET refunded_cents = refunded_cents + ${amountCents},
    status = CASE WHEN refunded_cents + ${amountCents} >= total_cents THEN 'refunded' ELSE 'partially_refunded' END
    WHERE id = ${order.id}`.execute(trx);
  return {
    orderId: order.id,
    ticketIds: ids,
    amountCents,
    currency: order.currency,
    buyerEmail: order.buyer_email,
    paymentIntent: order.payment_intent,
    event:
      order.title !== null && order.starts_at !== null && order.time_zone !== null
        ? { title: order.title, startsAt: order.starts_at, timeZone: order.time_zone }
        : null,
    voidedAt,
    lines,
    codeIdFreed: allLeft && order.refunded_cents < order.total_cents ? order.code_id : null,
    ticketsLeft: valid.length - chosen.length,
  };
}

/** Moves refunded seats back on sale (sign -1) or, undoing a claim, off it again (+1). */
async function returnSeats(db: Db, lines: Claim['lines'], sign: 1 | -1) {
  await moveSeats(
    db,
    lines.map((line) => ({ typeId: line.typeId, quantity: line.count, sessionId: line.sessionId })),
    sign === -1 ? 'releaseSold' : 'sell',
  );
}

/** Puts a claim back, with `alsoUndo` (the caller's own record of it) in the same transaction. */
export async function undoClaim(
  db: Db,
  claim: Claim,
  alsoUndo?: (trx: Db) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('tickets')
      .set({ voided_at: null })
      .where('id', 'in', claim.ticketIds)
      .where('voided_at', '=', claim.voidedAt)
      .execute();
    await returnSeats(trx, claim.lines, 1);
    await unrefundOrderAddOns(trx, claim.orderId, claim.voidedAt);
    await sql`UPDATE orders SET refunded_cents = refunded_cents - ${claim.amountCents},
      status = CASE WHEN refunded_cents - ${claim.amountCents} <= 0 THEN 'paid' ELSE 'partially_refunded' END
      WHERE id = ${claim.orderId}`.execute(trx);
    if (alsoUndo) await alsoUndo(trx);
  });
}
