// Turns a paid Checkout Session into an order — the only way a paid order comes to exist. The hold
// is locked first: a hold already paid answers nothing new (duplicate and replayed webhooks), a held
// one becomes the order with its seats moved from held to sold, and one released before the payment
// arrived (expired, or the webhooks came out of order) is sold if its seats are still free; if they
// were sold to someone else meanwhile (or its code used up), the payment is refunded in full and the buyer told why. The
// demo's payment of a held waitlist offer makes its order the same way (fulfilDemoHold).
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { withTransactionRetry } from '../../db/lock-order';
import { AppError } from '../../lib/app-error';
import { targetOf } from '../../lib/site-address';
import { lockAndCheckBalance } from '../seats/role-balance';
import type { ServiceContext } from '../context';
import { afterOrder, prepareOrder } from '../purchases/order-issue';
import { writeOrder } from '../purchases/purchase-write';
import { isSeatViolation } from '../seats/seat-ledger';
import { addOnsOfHold, linesOf } from './holds';
import type { PurchaseResult } from '../../../src/contract/purchases';
import { paymentProvider } from '../purchases/payment-providers';
import { refundLatePayment, type PaidSession } from './late-refund';
import { isCodeViolation } from '../codes/code-uses';
import { isAddOnViolation } from '../addons/addon-stock';
import { enqueueCancelledClassMails } from '../ticketing/session-cancel';

/** The id of an expandable Stripe field (a bare id, or the object when expanded). */
export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

export type Fulfilment = 'issued' | 'already' | 'refunded' | 'unknown';

async function holdFor(db: Db, reservationId: string) {
  return db
    .selectFrom('reservations as r')
    .leftJoin('events as e', 'e.id', 'r.event_id')
    .select([
      'r.id',
      'r.status',
      'r.account_id',
      'r.guest_name',
      'r.buyer_email',
      'r.configuration_id',
      'r.event_id',
      'r.idempotency_key',
      'r.total_cents',
      'r.fee_cents',
      'r.booking_fee_cents',
      'r.currency',
      'r.partner',
      'r.code_id',
      'r.code',
      'r.discount_cents',
      'r.attendees',
      'e.title as event_title',
      'e.starts_at as event_starts_at',
      'e.time_zone as event_time_zone',
      'e.location_description as event_location',
    ])
    .where('r.id', '=', reservationId)
    .forUpdate('r')
    .executeTakeFirst();
}

type Hold = NonNullable<Awaited<ReturnType<typeof holdFor>>>;

/** What an order made from a hold carries of it: buyer, seats, money, event and partner. */
function orderOf(
  hold: Hold,
  lines: Awaited<ReturnType<typeof linesOf>>,
  addOns: Awaited<ReturnType<typeof addOnsOfHold>>,
) {
  return {
    buyer: { accountId: hold.account_id, email: hold.buyer_email, guestName: hold.guest_name },
    configurationId: hold.configuration_id,
    eventId: hold.event_id,
    idempotencyKey: hold.idempotency_key,
    totalCents: hold.total_cents,
    feeCents: hold.fee_cents,
    bookingFeeCents: hold.booking_fee_cents,
    currency: hold.currency,
    lines,
    event: {
      title: hold.event_title ?? 'Your event',
      startsAt: hold.event_starts_at ?? new Date(),
      timeZone: hold.event_time_zone ?? 'UTC',
      location: hold.event_location ?? '',
    },
    partner: hold.partner,
    addOns,
    attendees: hold.attendees,
    code: hold.code
      ? { codeId: hold.code_id, code: hold.code, discountCents: hold.discount_cents }
      : null,
  };
}

async function deliverAll(ctx: ServiceContext, db: Db, mails: Array<{ id: string }>) {
  for (const mail of mails) await ctx.mailer.deliver(db, mail.id);
}

/**
 * The demo's payment of a held place (a waitlist offer on a server without Stripe): the hold
 * becomes its order at once, its seats moved from held to sold, as a paid session would make it.
 * Answers null when the hold is no longer held (released, or already paid).
 */
export async function fulfilDemoHold(
  ctx: ServiceContext,
  db: Db,
  reservationId: string,
): Promise<PurchaseResult | null> {
  const prepared = await withTransactionRetry(() =>
    db.transaction().execute(async (trx) => {
      const hold = await holdFor(trx, reservationId);
      if (!hold || !hold.account_id || hold.status !== 'held') return null;
      const order = prepareOrder(ctx, {
        ...orderOf(hold, await linesOf(trx, hold.id), await addOnsOfHold(trx, hold.id)),
        target: await targetOf(trx),
        provider: paymentProvider().id,
        method: 'stripe',
        reference: `demo-${hold.id}`,
        paymentIntent: null,
        paidWith: { kind: 'demo' },
        fromReservation: hold.id,
      });
      await writeOrder(trx, order.write);
      await sql`UPDATE reservations SET status = 'paid', order_id = ${order.write.orderId},
        updated_at = now() WHERE id = ${hold.id}`.execute(trx);
      await trx
        .updateTable('waitlist_entries')
        .set({ status: 'accepted' })
        .where('reservation_id', '=', hold.id)
        .where('status', '=', 'offered')
        .execute();
      const cancelled = await enqueueCancelledClassMails(trx, ctx.mailer, order.write.orderId);
      return { order, cancelled };
    }),
  );
  if (!prepared) return null;
  await afterOrder(ctx, db, prepared.order);
  await deliverAll(ctx, db, prepared.cancelled);
  return prepared.order.result;
}

export async function fulfilPaidSession(
  ctx: ServiceContext,
  db: Db,
  paid: PaidSession,
): Promise<Fulfilment> {
  try {
    const outcome = await withTransactionRetry(() =>
      db.transaction().execute(async (trx) => {
        const hold = await holdFor(trx, paid.reservationId);
        // A hold whose account was deleted has no buyer left; a guest's has its address.
        if (!hold || (!hold.account_id && !hold.guest_name)) return { kind: 'unknown' as const };
        if (hold.status === 'paid' || hold.status === 'refunded')
          return { kind: 'already' as const };
        const lines = await linesOf(trx, hold.id);
        const prepared = prepareOrder(ctx, {
          ...orderOf(hold, lines, await addOnsOfHold(trx, hold.id)),
          target: await targetOf(trx),
          provider: 'stripe',
          method: 'stripe',
          reference: paid.sessionId,
          paymentIntent: paid.paymentIntent,
          paidWith: { kind: 'card' },
          // A hold still held moves its seats; a released one takes them anew (or fails: resold).
          ...(hold.status === 'held' ? { fromReservation: hold.id } : {}),
        });
        // A released hold takes its seats anew: by the balance too, when it has roles.
        if (hold.status !== 'held') await lockAndCheckBalance(trx, prepared.write.lines);
        await writeOrder(trx, prepared.write);
        await sql`UPDATE reservations SET status = 'paid', order_id = ${prepared.write.orderId},
          payment_intent = ${paid.paymentIntent}, updated_at = now() WHERE id = ${hold.id}`.execute(
          trx,
        );
        // Its class was cancelled while the buyer was paying: they are told, as the others were.
        const cancelled = await enqueueCancelledClassMails(trx, ctx.mailer, prepared.write.orderId);
        return { kind: 'issued' as const, prepared, cancelled };
      }),
    );
    if (outcome.kind !== 'issued') return outcome.kind;
    await afterOrder(ctx, db, outcome.prepared);
    await deliverAll(ctx, db, outcome.cancelled);
    return 'issued';
  } catch (error) {
    const roleFull = error instanceof AppError && error.code === 'ROLE_FULL';
    if (!roleFull && !isSeatViolation(error) && !isCodeViolation(error) && !isAddOnViolation(error))
      throw error;
    // Paid after the hold was released and the seats (or the role's places, or the code's last
    // uses) went to someone else: never oversell, never unbalance, never pass a code's limit.
    await refundLatePayment(ctx, db, paid);
    return 'refunded';
  }
}
