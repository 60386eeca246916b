// An organiser refunds a whole order or some of its tickets. The tickets are claimed first (voided,
// their seats back on sale, the amount added to the order's refunds) in one transaction, so two
// refunds can never cover the same ticket; then Stripe refunds the money (idempotent by the
// tickets refunded) from the school's share; if Stripe refuses, the claim is undone. The buyer is
// e-mailed. Demo orders are voided and recorded the same way, with no money to move.
import { offerAfterChange } from '../waitlist/waitlist-offers';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { siteLinkIn } from '../../lib/site-address';
import type { ServiceContext } from '../context';
import { refundMail } from './refund-mail';
import { COMP_PROVIDER } from '../comps/comp-read';
import { moveSeats } from '../seats/seat-ledger';
import { giveCodeUseBack } from '../codes/code-uses';
import { adjustmentForRefund } from '../tax/refund-notes';
import { adjustmentAttachment } from '../tax/mail-attachments';

const ORDER_NOT_FOUND = 'This order was not found.';

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
}

/**
 * What refunding these tickets gives back: their prices — less their share of a code's discount,
 * and the rest of what was paid when they are the order's last (so the refunds add up to the
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
) {
  const listed = chosenPrices.reduce((sum, cents) => sum + cents, 0);
  const left = order.total_cents - order.refunded_cents;
  // The order's last tickets take the rest, a booking fee passed on included.
  if (allLeft && (order.booking_fee_cents ?? 0) > 0) return left;
  if (order.discount_cents === 0) return listed;
  if (allLeft) return left;
  const gross = order.total_cents + order.discount_cents;
  return Math.min(left, Math.floor((listed * order.total_cents) / gross));
}

async function claimTickets(
  db: Db,
  organisationId: string,
  orderId: string,
  wanted: string[] | undefined,
): Promise<Claim> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders as o')
      .innerJoin('ticket_configurations as c', 'c.id', 'o.configuration_id')
      .leftJoin('events as e', 'e.id', 'o.event_id')
      .select([
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
        'e.title',
        'e.starts_at',
        'e.time_zone',
      ])
      .where('o.id', '=', orderId)
      .where('c.organisation_id', '=', organisationId)
      .forUpdate('o')
      .executeTakeFirst();
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.payment_provider === COMP_PROVIDER)
      throw new AppError(409, 'CONFLICT', 'A comp is not refunded: revoke it instead.');
    const valid = await trx
      .selectFrom('tickets as t')
      .innerJoin('order_lines as l', (join) =>
        join
          .onRef('l.order_id', '=', 't.order_id')
          .onRef('l.ticket_type_id', '=', 't.ticket_type_id'),
      )
      .select(['t.id', 't.ticket_type_id', 't.session_id', 'l.unit_price_cents'])
      .where('t.order_id', '=', orderId)
      .where('t.voided_at', 'is', null)
      .execute();
    const chosen = wanted ? valid.filter((ticket) => wanted.includes(ticket.id)) : valid;
    if (wanted && chosen.length !== new Set(wanted).size)
      throw new AppError(
        409,
        'CONFLICT',
        'Some of those tickets are not in this order or were already refunded.',
        {
          field: 'ticketIds',
        },
      );
    if (chosen.length === 0)
      throw new AppError(409, 'CONFLICT', 'This order was already refunded.');
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
    const amountCents = refundCents(
      order,
      chosen.map((ticket) => ticket.unit_price_cents),
      chosen.length === valid.length,
    );
    await sql`UPDATE orders SET refunded_cents = refunded_cents + ${amountCents},
      status = CASE WHEN refunded_cents + ${amountCents} >= total_cents THEN 'refunded' ELSE 'partially_refunded' END
      WHERE id = ${orderId}`.execute(trx);
    return {
      orderId,
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
      codeIdFreed:
        chosen.length === valid.length && order.refunded_cents < order.total_cents
          ? order.code_id
          : null,
    };
  });
}

/** Moves refunded seats back on sale (sign -1) or, undoing a claim, off it again (+1). */
async function returnSeats(db: Db, lines: Claim['lines'], sign: 1 | -1) {
  await moveSeats(
    db,
    lines.map((line) => ({ typeId: line.typeId, quantity: line.count, sessionId: line.sessionId })),
    sign === -1 ? 'releaseSold' : 'sell',
  );
}

async function undoClaim(db: Db, claim: Claim): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('tickets')
      .set({ voided_at: null })
      .where('id', 'in', claim.ticketIds)
      .where('voided_at', '=', claim.voidedAt)
      .execute();
    await returnSeats(trx, claim.lines, 1);
    await sql`UPDATE orders SET refunded_cents = refunded_cents - ${claim.amountCents},
      status = CASE WHEN refunded_cents - ${claim.amountCents} <= 0 THEN 'paid' ELSE 'partially_refunded' END
      WHERE id = ${claim.orderId}`.execute(trx);
  });
}

/** Stripe refused or could not be reached: nothing was refunded, the organiser may try again. */
export const refundFailed = () =>
  new AppError(
    502,
    'PAYMENT_PROVIDER_ERROR',
    'Stripe could not make the refund. Please try again.',
    undefined,
    true,
  );

export async function refundOrder(
  ctx: ServiceContext,
  db: Db,
  organisationId: string,
  orderId: string,
  ticketIds?: string[],
): Promise<{ refundedCents: number; ticketIds: string[] }> {
  const claim = await claimTickets(db, organisationId, orderId, ticketIds);
  if (claim.paymentIntent && claim.amountCents > 0) {
    if (!ctx.stripe) {
      await undoClaim(db, claim);
      throw new AppError(
        503,
        'PAYMENTS_NOT_CONFIGURED',
        'Stripe is not configured on this server.',
      );
    }
    const key = createHash('sha256')
      .update([...claim.ticketIds].sort().join(','))
      .digest('hex');
    try {
      await ctx.stripe.refunds.create(
        {
          payment_intent: claim.paymentIntent,
          amount: claim.amountCents,
          reverse_transfer: true,
          refund_application_fee: true,
          metadata: { orderId, tickets: String(claim.ticketIds.length) },
        },
        { idempotencyKey: `refund-${orderId}-${key.slice(0, 32)}` },
      );
    } catch {
      await undoClaim(db, claim);
      throw refundFailed();
    }
  }
  // Refunded in full: the code may be used again.
  await giveCodeUseBack(db, claim.codeIdFreed, claim.buyerEmail);
  const note = await adjustmentForRefund(db, claim);
  const mail = refundMail(claim, await siteLinkIn(ctx.config, db, `/orders/${claim.orderId}`));
  await ctx.mailer.send(
    db,
    note ? { ...mail, attachment: adjustmentAttachment(claim.orderId, note.id) } : mail,
  );
  // A refunded role's place may let someone waiting in.
  offerAfterChange(
    ctx,
    db,
    claim.lines.map((line) => line.typeId),
  );
  return { refundedCents: claim.amountCents, ticketIds: claim.ticketIds };
}
