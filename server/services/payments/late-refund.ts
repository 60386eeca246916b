// A payment that arrived after its hold was released and its seats resold: refunded in full at
// Stripe (idempotently, by the hold), the hold recorded as refunded, and the buyer told why.
import type { Db } from '../../db/database';
import type { ServiceContext } from '../context';

/** A Checkout Session Stripe reports paid: the hold it pays for, and its payment. */
export interface PaidSession {
  reservationId: string;
  sessionId: string;
  paymentIntent: string | null;
}

export async function refundLatePayment(
  ctx: ServiceContext,
  db: Db,
  paid: PaidSession,
): Promise<void> {
  if (paid.paymentIntent && ctx.stripe) {
    await ctx.stripe.refunds.create(
      {
        payment_intent: paid.paymentIntent,
        reason: 'requested_by_customer',
        reverse_transfer: true,
        refund_application_fee: true,
        metadata: { reservationId: paid.reservationId, cause: 'seats_resold' },
      },
      { idempotencyKey: `late-refund-${paid.reservationId}` },
    );
  }
  const hold = await db
    .updateTable('reservations')
    .set({ status: 'refunded', payment_intent: paid.paymentIntent, updated_at: new Date() })
    .where('id', '=', paid.reservationId)
    .where('status', '=', 'released')
    .returning(['buyer_email', 'event_id'])
    .executeTakeFirst();
  if (!hold) return;
  const event = hold.event_id
    ? await db
        .selectFrom('events')
        .select('title')
        .where('id', '=', hold.event_id)
        .executeTakeFirst()
    : undefined;
  await ctx.mailer.send(db, {
    to: hold.buyer_email,
    subject: `Your payment for ${event?.title ?? 'your tickets'} was refunded`,
    text: [
      'Your payment arrived after the 30 minutes we held your seats, and they have since been sold.',
      'We have refunded the full amount; it usually reaches your account within 5–10 business days.',
      '',
      'Sorry about that. If tickets are still on sale you are welcome to try again.',
    ].join('\n'),
  });
}
