// A cancelled event's refund of one order, in two steps that each happen once: the claim (its
// tickets voided and seats given back, with its event_change_orders row) and the completion
// (Stripe's refund, then the adjustment note and the e-mails, on that row still not done).
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { withTransactionRetry } from '../../db/lock-order';
import { siteLinkIn } from '../../lib/site-address';
import { giveCodeUseBack } from '../codes/code-uses';
import type { ServiceContext } from '../context';
import { CLAIMED_ORDER_COLUMNS, claimLocked, type Claim } from '../payments/refund-claims';
import { adjustmentAttachment } from '../tax/mail-attachments';
import { adjustmentForRefund } from '../tax/refund-notes';
import { cancelledMail } from './event-change-mail';
import { changedEvent, holdersOf, type Change } from './event-change-record';

/** Claims one order's live tickets with its record, once. */
export async function claimOrder(db: Db, change: Change, orderId: string): Promise<void> {
  await withTransactionRetry(() =>
    db.transaction().execute(async (trx) => {
      const order = await trx
        .selectFrom('orders as o')
        .leftJoin('events as e', 'e.id', 'o.event_id')
        .select(CLAIMED_ORDER_COLUMNS)
        .where('o.id', '=', orderId)
        .forUpdate('o')
        .executeTakeFirstOrThrow();
      const handled = await trx
        .selectFrom('event_change_orders')
        .select('order_id')
        .where('change_id', '=', change.id)
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      if (handled) return;
      const live = await trx
        .selectFrom('tickets')
        .select('id')
        .where('order_id', '=', orderId)
        .where('voided_at', 'is', null)
        .execute();
      if (live.length === 0) {
        await trx
          .insertInto('event_change_orders')
          .values({ change_id: change.id, order_id: orderId, done_at: new Date() })
          .execute();
        return;
      }
      // A class booked with a pass gives back no money.
      const claim = await claimLocked(trx, order, undefined, (full) =>
        order.payment_provider === 'pass' ? 0 : full,
      );
      await trx
        .insertInto('event_change_orders')
        .values({
          change_id: change.id,
          order_id: orderId,
          claim: JSON.stringify(claim),
          tickets: claim.ticketIds.length,
          refunded_cents: claim.amountCents,
        })
        .execute();
    }),
  );
}

const claimFrom = (stored: unknown): Claim => {
  const claim = stored as Claim & { voidedAt: string; event: { startsAt: string } | null };
  return {
    ...claim,
    // A claim stored before it counted what was left was a whole order's.
    ticketsLeft: claim.ticketsLeft ?? 0,
    voidedAt: new Date(claim.voidedAt),
    event: claim.event ? { ...claim.event, startsAt: new Date(claim.event.startsAt) } : null,
  } as Claim;
};

/** Refunds a claimed order at Stripe, then writes its note and e-mails once. False: Stripe
 * refused or is not configured (the order stays claimed and is tried again). */
export async function completeOrder(
  ctx: ServiceContext,
  db: Db,
  change: Change,
  orderId: string,
  stored: unknown,
): Promise<boolean> {
  const claim = claimFrom(stored);
  if (claim.paymentIntent && claim.amountCents > 0) {
    if (!ctx.stripe) return false;
    // The same key as an organiser's refund of these tickets: Stripe refunds them once.
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
          metadata: { orderId, tickets: String(claim.ticketIds.length), eventCancelled: 'true' },
        },
        { idempotencyKey: `refund-${orderId}-${key.slice(0, 32)}` },
      );
    } catch {
      return false;
    }
  }
  const orderUrl = await siteLinkIn(ctx.config, db, `/orders/${orderId}`);
  const event = changedEvent(change);
  const holders = await holdersOf(db, orderId, claim.buyerEmail, claim.ticketIds);
  // Keyed by the tickets refunded: written once however often this runs.
  const note = await adjustmentForRefund(db, claim);
  const mailIds = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('event_change_orders')
      .select('order_id')
      .where('change_id', '=', change.id)
      .where('order_id', '=', orderId)
      .where('done_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return [];
    await giveCodeUseBack(trx, claim.codeIdFreed, claim.buyerEmail);
    const refund = {
      orderId,
      amountCents: claim.amountCents,
      currency: claim.currency,
      byCard: claim.paymentIntent !== null,
    };
    const buyerMail = cancelledMail(claim.buyerEmail, event, refund, orderUrl);
    const ids = [
      await ctx.mailer.write(
        trx,
        ctx.mailer.outboxRow(
          note ? { ...buyerMail, attachment: adjustmentAttachment(orderId, note.id) } : buyerMail,
        ),
      ),
    ];
    for (const holder of holders)
      ids.push(
        await ctx.mailer.write(trx, ctx.mailer.outboxRow(cancelledMail(holder, event, null, null))),
      );
    await trx
      .updateTable('event_change_orders')
      .set({ done_at: new Date() })
      .where('change_id', '=', change.id)
      .where('order_id', '=', orderId)
      .execute();
    return ids;
  });
  for (const id of mailIds) await ctx.mailer.deliver(db, id);
  return true;
}
