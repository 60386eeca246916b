// An order's documents for the people who may read them — its buyer and its school's members
// (anyone else is told the order was not found): the list, each PDF with its file name, and the
// invoice a receipt e-mail carries.
import { roleMay } from '../../../src/contract/team';
import { roleIn } from '../team/memberships';
import type { OrderDocuments } from '../../../src/contract/tax';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { adjustmentNotePdf, invoicePdf } from './document-pdf';
import { invoiceContent } from './document-content';
import { documentNumberText } from './document-numbers';
import { issueInvoice, type AdjustmentNoteRow, type TaxInvoiceRow } from './tax-invoices';

export interface Viewer {
  accountId: string;
  organisationId: string | null;
}

export interface PdfFile {
  fileName: string;
  bytes: Uint8Array;
}

const ORDER_NOT_FOUND = 'This order was not found.';

/** The order when the viewer bought it or belongs to its school; a pass's class has no invoice. */
async function viewableOrder(db: Db, viewer: Viewer, orderId: string) {
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('ticket_configurations as c', 'c.id', 'o.configuration_id')
    .select(['o.id', 'o.account_id', 'o.payment_provider', 'c.organisation_id'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  // The school's side: a member whose role reads sales (docs/team.md).
  const mayRead =
    order &&
    (order.account_id === viewer.accountId ||
      roleMay(await roleIn(db, order.organisation_id, viewer.accountId), 'sales'));
  if (!mayRead) throw notFound(ORDER_NOT_FOUND);
  return { ...order, invoiced: order.payment_provider !== 'pass' };
}

const invoiceFileName = (invoice: TaxInvoiceRow) =>
  `${invoice.gst_registered ? 'tax-invoice' : 'receipt'}-${documentNumberText('invoice', invoice.number)}.pdf`;

const noteFileName = (invoice: TaxInvoiceRow, note: AdjustmentNoteRow) =>
  `${invoice.gst_registered ? 'adjustment-note' : 'refund-receipt'}-${documentNumberText('adjustment', note.number)}.pdf`;

export async function orderDocuments(
  db: Db,
  viewer: Viewer,
  orderId: string,
): Promise<OrderDocuments> {
  const order = await viewableOrder(db, viewer, orderId);
  if (!order.invoiced) return { invoice: null, adjustmentNotes: [] };
  const invoice = await issueInvoice(db, orderId);
  const notes = await db
    .selectFrom('adjustment_notes')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('number')
    .execute();
  return {
    invoice: {
      title: invoice.gst_registered ? 'Tax invoice' : 'Receipt',
      number: documentNumberText('invoice', invoice.number),
      fileName: invoiceFileName(invoice),
    },
    adjustmentNotes: notes.map((note) => ({
      id: note.id,
      title: invoice.gst_registered ? 'Adjustment note' : 'Refund receipt',
      number: documentNumberText('adjustment', note.number),
      amountCents: note.amount_cents,
      issuedAt: note.issued_at.toISOString(),
      fileName: noteFileName(invoice, note),
    })),
  };
}

/** The order's invoice (or receipt) as a PDF, issued first if it had none. */
export async function invoiceFile(db: Db, orderId: string): Promise<PdfFile> {
  const invoice = await issueInvoice(db, orderId);
  const content = await invoiceContent(db, invoice);
  return { fileName: invoiceFileName(invoice), bytes: await invoicePdf(content) };
}

export async function viewersInvoice(db: Db, viewer: Viewer, orderId: string): Promise<PdfFile> {
  const order = await viewableOrder(db, viewer, orderId);
  if (!order.invoiced) throw notFound('A class booked with a pass has no invoice of its own.');
  return invoiceFile(db, orderId);
}

export async function viewersAdjustmentNote(
  db: Db,
  viewer: Viewer,
  orderId: string,
  noteId: string,
): Promise<PdfFile> {
  await viewableOrder(db, viewer, orderId);
  return adjustmentNoteFile(db, orderId, noteId);
}

/** A refund's adjustment note as a PDF. */
export async function adjustmentNoteFile(
  db: Db,
  orderId: string,
  noteId: string,
): Promise<PdfFile> {
  const note = await db
    .selectFrom('adjustment_notes')
    .selectAll()
    .where('id', '=', noteId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!note) throw notFound('This adjustment note was not found.');
  const invoice = await issueInvoice(db, orderId);
  const content = await invoiceContent(db, invoice);
  return {
    fileName: noteFileName(invoice, note),
    bytes: await adjustmentNotePdf({ ...content, note }),
  };
}
