// Refunds and disputes made in Stripe's dashboard, as their webhooks report them: the order's
// refunded amount and state follow Stripe's figure (never counted twice), a full refund voids the
// order's tickets and puts their seats (and its code's use) back (a class pass's refund ends the pass), and a
// dispute is marked on the order. A refund that raised the order's refunded total gets its
// adjustment note (tax/refund-notes.ts), as an organiser's refund from Sales does.
import { refundOrderAddOns } from '../addons/order-addons';
import type Stripe from 'stripe';
import { moveSeats } from '../seats/seat-ledger';
import type { Databases, DatabaseTarget } from '../../db/database';
import { recordPassRefund } from '../passes/pass-sold';
import { idOf } from './fulfil';
import { giveCodeUseBack } from '../codes/code-uses';
import { adjustmentForStripeRefund } from '../tax/refund-notes';
import type { ServiceContext } from '../context';
import { offerAfterChange } from '../waitlist/waitlist-offers';

export async function recordStripeRefund(
  ctx: ServiceContext,
  databases: Databases,
  targets: DatabaseTarget[],
  charge: Stripe.Charge,
): Promise<string> {
  const paymentIntent = idOf(charge.payment_intent);
  if (!paymentIntent) return 'no payment';
  for (const target of targets) {
    const db = databases.of(target);
    const done = await db.transaction().execute(async (trx) => {
      const order = await trx
        .selectFrom('orders')
        .select(['id', 'total_cents', 'refunded_cents', 'status', 'code_id', 'buyer_email'])
        .where('payment_intent', '=', paymentIntent)
        .forUpdate()
        .executeTakeFirst();
      if (!order) return null;
      const refunded = Math.max(order.refunded_cents, charge.amount_refunded);
      const full = refunded >= order.total_cents;
      await trx
        .updateTable('orders')
        .set({
          refunded_cents: refunded,
          status: full ? 'refunded' : refunded > 0 ? 'partially_refunded' : 'paid',
        })
        .where('id', '=', order.id)
        .execute();
      if (full) {
        const voided = await trx
          .updateTable('tickets')
          .set({ voided_at: new Date() })
          .where('order_id', '=', order.id)
          .where('voided_at', 'is', null)
          .returning('ticket_type_id')
          .execute();
        const perType = new Map<string, number>();
        for (const { ticket_type_id: id } of voided) perType.set(id, (perType.get(id) ?? 0) + 1);
        await moveSeats(
          trx,
          [...perType].map(([typeId, quantity]) => ({ typeId, quantity })),
          'releaseSold',
        );
        // Refunded in full now: the code's use is given back.
        if (order.status !== 'refunded')
          await giveCodeUseBack(trx, order.code_id, order.buyer_email);
        // And its add-ons go back to stock.
        await refundOrderAddOns(trx, order.id, new Date());
      }
      return { orderId: order.id, refundedBefore: order.refunded_cents, refundedAfter: refunded };
    });
    if (done) {
      // After the commit: the note takes the school's next number in a transaction of its own.
      await adjustmentForStripeRefund(db, done);
      // Places given back go to those waiting now, not at the minute's job.
      const types = await db
        .selectFrom('tickets')
        .select('ticket_type_id')
        .distinct()
        .where('order_id', '=', done.orderId)
        .execute();
      offerAfterChange(
        ctx,
        db,
        types.map((row) => row.ticket_type_id),
      );
      return 'refund recorded';
    }
    if (await recordPassRefund(db, paymentIntent, charge.amount_refunded))
      return 'pass refund recorded';
  }
  return 'no order';
}

export async function recordDispute(
  databases: Databases,
  targets: DatabaseTarget[],
  paymentIntent: string | null,
): Promise<string> {
  if (!paymentIntent) return 'no payment';
  for (const target of targets) {
    const updated = await databases
      .of(target)
      .updateTable('orders')
      .set({ disputed: true })
      .where('payment_intent', '=', paymentIntent)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) return 'dispute recorded';
  }
  return 'no order';
}
