// The adjustment note of an organiser's refund: one per refund (its key is the tickets refunded),
// for a sale that had an invoice — not a class booked with a pass, nor a refund of nothing.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { issueAdjustmentNote, type AdjustmentNoteRow } from './tax-invoices';

export async function adjustmentForRefund(
  db: Db,
  refund: { orderId: string; ticketIds: string[]; amountCents: number },
): Promise<AdjustmentNoteRow | null> {
  if (refund.amountCents <= 0) return null;
  const order = await db
    .selectFrom('orders')
    .select('payment_provider')
    .where('id', '=', refund.orderId)
    .executeTakeFirst();
  if (!order || order.payment_provider === 'pass') return null;
  const refundKey = createHash('sha256')
    .update([...refund.ticketIds].sort().join(','))
    .digest('hex');
  return issueAdjustmentNote(db, {
    orderId: refund.orderId,
    refundKey,
    amountCents: refund.amountCents,
  });
}
