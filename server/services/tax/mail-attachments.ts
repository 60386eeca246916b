// The documents an e-mail carries, made when it is delivered: an outbox row names its attachment
// ('invoice:<order id>', 'adjustment:<order id>:<note id>', 'lesson:<lesson id>') and this makes
// the PDF (issuing the invoice if it had none yet, so a slow PDF never holds up a purchase) or a
// private lesson's calendar file then.
import type { Db } from '../../db/database';
import { lessonCalendarFile } from '../lessons/lesson-mail';
import { adjustmentNoteFile, invoiceFile, type PdfFile } from './order-documents';

/** A file an e-mail carries, with its media type. */
export interface MailFile extends PdfFile {
  contentType: string;
}
const pdf = async (file: Promise<PdfFile>): Promise<MailFile> => ({
  ...(await file),
  contentType: 'application/pdf',
});

export const invoiceAttachment = (orderId: string) => `invoice:${orderId}`;
export const adjustmentAttachment = (orderId: string, noteId: string) =>
  `adjustment:${orderId}:${noteId}`;

/** The attachment an outbox row names, or null when the order or note is gone. */
export async function mailAttachment(db: Db, reference: string): Promise<MailFile | null> {
  const [kind, orderId, noteId] = reference.split(':');
  if (!orderId) return null;
  if (kind === 'lesson') return lessonCalendarFile(db, orderId);
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return null;
  if (kind === 'invoice') return pdf(invoiceFile(db, orderId));
  if (kind === 'adjustment' && noteId) return pdf(adjustmentNoteFile(db, orderId, noteId));
  return null;
}
