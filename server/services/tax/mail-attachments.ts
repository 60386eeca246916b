// The documents an e-mail carries, made when it is delivered: an outbox row names its attachment
// ('invoice:<order id>', 'adjustment:<order id>:<note id>') and this makes the PDF then, issuing
// the invoice if it had none yet, so a slow PDF never holds up a purchase.
import type { Db } from '../../db/database';
import { adjustmentNoteFile, invoiceFile, type PdfFile } from './order-documents';

export const invoiceAttachment = (orderId: string) => `invoice:${orderId}`;
export const adjustmentAttachment = (orderId: string, noteId: string) =>
  `adjustment:${orderId}:${noteId}`;

/** The attachment an outbox row names, or null when the order or note is gone. */
export async function mailAttachment(db: Db, reference: string): Promise<PdfFile | null> {
  const [kind, orderId, noteId] = reference.split(':');
  if (!orderId) return null;
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return null;
  if (kind === 'invoice') return invoiceFile(db, orderId);
  if (kind === 'adjustment' && noteId) return adjustmentNoteFile(db, orderId, noteId);
  return null;
}
