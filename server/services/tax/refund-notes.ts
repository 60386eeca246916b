// The adjustment note of a refund: one per refund (an organiser's is keyed by the tickets refunded,
// one made in Stripe's dashboard by the order's refunded total after it), for a sale that had an
// invoice — not a class booked with a pass, nor a refund of nothing.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { issueAdjustmentNote, type AdjustmentNoteRow } from './tax-invoices';

export function adjustmentForRefund(
  db: Db,
  refund: { orderId: string; ticketIds: string[]; amountCents: number },
): Promise<AdjustmentNoteRow | null> {
  const refundKey = createHash('sha256')
    .update([...refund.ticketIds].sort().join(','))
    .digest('hex');
  return adjustmentKeyed(db, { ...refund, refundKey });
}

/** A refund made in Stripe's dashboard took the order's refunded total from one figure to another:
 * its note, once however often the webhook comes. */
export function adjustmentForStripeRefund(
  db: Db,
  refund: { orderId: string; refundedBefore: number; refundedAfter: number },
): Promise<AdjustmentNoteRow | null> {
  return adjustmentKeyed(db, {
    orderId: refund.orderId,
    refundKey: `stripe-refunded-to:${refund.refundedAfter}`,
    amountCents: refund.refundedAfter - refund.refundedBefore,
  });
}

async function adjustmentKeyed(
  db: Db,
  refund: { orderId: string; refundKey: string; amountCents: number },
): Promise<AdjustmentNoteRow | null> {
  if (refund.amountCents <= 0) return null;
  const order = await db
    .selectFrom('orders')
    .select('payment_provider')
    .where('id', '=', refund.orderId)
    .executeTakeFirst();
  if (!order || order.payment_provider === 'pass') return null;
  return issueAdjustmentNote(db, refund);
}
