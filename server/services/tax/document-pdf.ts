// The PDFs of an order's documents. A tax invoice carries what the ATO requires of one: the words
// "Tax invoice", the seller's name and ABN, the date of issue, each item's description, quantity
// and price, the GST and that the total includes it, and, from A$1,000, the buyer's identity. A
// school not registered for GST issues a "Receipt" with no GST. A refund's adjustment note refers
// to the invoice it adjusts.
import { formatMoney } from '../../../src/contract/money';
import { orderNumber } from '../../../src/contract/order-number';
import { formatAbn, needsBuyerIdentity } from '../../../src/contract/tax';
import type { AdjustmentContent, InvoiceContent } from './document-content';
import { documentNumberText } from './document-numbers';
import { PdfWriter, TABLE_WIDTH, type Column } from './pdf-writer';
import { dateFormat } from '../../../src/contract/date-formats';

const COLUMNS: Column[] = [
  { at: 0, width: TABLE_WIDTH - 190 },
  { at: TABLE_WIDTH - 150, align: 'right' },
  { at: TABLE_WIDTH - 75, align: 'right' },
  { at: TABLE_WIDTH, align: 'right' },
];
const TOTALS: Column[] = [
  { at: 0, width: TABLE_WIDTH - 100 },
  { at: TABLE_WIDTH, align: 'right' },
];

/** "27 November 2026", in the school's zone. */
export const documentDate = (at: Date, timeZone: string): string =>
  dateFormat({ dateStyle: 'long', timeZone }).format(at);

/** The document's title: a tax invoice, or a receipt for a school not registered for GST. */
export const invoiceTitle = (content: InvoiceContent) =>
  content.invoice.gst_registered ? 'Tax invoice' : 'Receipt';

function seller(pdf: PdfWriter, content: InvoiceContent) {
  const { invoice } = content;
  pdf.text(invoice.seller_name, { size: 12, bold: true });
  if (invoice.abn) pdf.text(`ABN ${formatAbn(invoice.abn)}`);
  if (!invoice.gst_registered) pdf.text('Not registered for GST', { grey: true });
  pdf.gap();
}

const PAID_WITH = {
  card: 'Paid by card.',
  demo: 'Demo payment: no money was taken.',
  pass: 'Booked with a class pass.',
} as const;

export async function invoicePdf(content: InvoiceContent): Promise<Uint8Array> {
  const { invoice, currency } = content;
  const money = (cents: number) => formatMoney(cents / 100, currency);
  const title = invoiceTitle(content);
  const number = documentNumberText('invoice', invoice.number);
  const pdf = await PdfWriter.create(`${title} ${number}`);
  pdf.text(title, { size: 20, bold: true });
  pdf.gap(6);
  seller(pdf, content);
  pdf.text(`${title === 'Tax invoice' ? 'Invoice' : 'Receipt'} number: ${number}`);
  pdf.text(`Date of issue: ${documentDate(invoice.issued_at, content.timeZone)}`);
  pdf.text(`Order number: ${orderNumber(content.orderId)}`);
  if (!invoice.gst_registered || needsBuyerIdentity(invoice.total_cents)) {
    const { name, email } = content.buyer;
    pdf.text(`Issued to: ${name ? `${name} <${email}>` : email}`);
  }
  if (content.event.startsAt)
    pdf.text(
      `Event: ${content.event.title}, ${documentDate(content.event.startsAt, content.event.timeZone)}`,
    );
  pdf.gap();
  pdf.row(['Description', 'Quantity', 'Unit price', 'Amount'], COLUMNS, { bold: true });
  pdf.rule();
  for (const line of content.lines)
    pdf.row(
      [
        line.description,
        String(line.quantity),
        money(line.unitPriceCents),
        money(line.unitPriceCents * line.quantity),
      ],
      COLUMNS,
    );
  if (content.discount)
    pdf.row(
      [`Promo code ${content.discount.code}`, '', '', `-${money(content.discount.cents)}`],
      COLUMNS,
    );
  if (content.bookingFeeCents > 0)
    pdf.row(
      ['Booking fee', '1', money(content.bookingFeeCents), money(content.bookingFeeCents)],
      COLUMNS,
    );
  pdf.rule();
  pdf.row(['Total', money(invoice.total_cents)], TOTALS, { bold: true, size: 11 });
  if (invoice.gst_registered) {
    pdf.row(['GST included in the total', money(invoice.gst_cents)], TOTALS);
    pdf.gap(4);
    pdf.text('Total price includes GST.');
  }
  pdf.gap();
  pdf.text(PAID_WITH[content.paidWith], { grey: true });
  return pdf.bytes();
}

export async function adjustmentNotePdf(content: AdjustmentContent): Promise<Uint8Array> {
  const { invoice, note, currency } = content;
  const money = (cents: number) => formatMoney(cents / 100, currency);
  const registered = invoice.gst_registered;
  const title = registered ? 'Adjustment note' : 'Refund receipt';
  const number = documentNumberText('adjustment', note.number);
  const pdf = await PdfWriter.create(`${title} ${number}`);
  pdf.text(title, { size: 20, bold: true });
  pdf.gap(6);
  seller(pdf, content);
  pdf.text(`${registered ? 'Adjustment note' : 'Refund'} number: ${number}`);
  pdf.text(`Date of issue: ${documentDate(note.issued_at, content.timeZone)}`);
  pdf.text(
    `Adjusts ${invoiceTitle(content).toLowerCase()} ${documentNumberText('invoice', invoice.number)} of ${documentDate(invoice.issued_at, content.timeZone)} (order ${orderNumber(content.orderId)})`,
  );
  pdf.text(`Issued to: ${content.buyer.email}`);
  pdf.gap();
  pdf.row(['Description', 'Amount'], TOTALS, { bold: true });
  pdf.rule();
  pdf.row([`Refund: ${content.event.title}`, `-${money(note.amount_cents)}`], TOTALS);
  pdf.rule();
  pdf.row(['Total refunded', `-${money(note.amount_cents)}`], TOTALS, { bold: true, size: 11 });
  if (registered) {
    pdf.row(['GST adjustment (GST included in the refund)', `-${money(note.gst_cents)}`], TOTALS);
    pdf.gap(4);
    pdf.text('The refund includes GST.');
  }
  return pdf.bytes();
}
