// The order page's documents: its tax invoice (a receipt from a school not registered for GST)
// and each refund's adjustment note, each downloaded as a PDF.
import { useI18n } from '@/lib/i18n/use-i18n';
import { richText } from '@/lib/i18n/rich-text';
import { useState } from 'react';
import { formatMoney } from '@/lib/i18n/format';
import { downloadOrderDocument, useOrderDocuments } from '../api/order-documents';

type DocumentTitle = 'Tax invoice' | 'Receipt' | 'Adjustment note' | 'Refund receipt';

/** The document's title in the page's language (the PDF itself is written in en-AU). */
function titleIn(i18n: ReturnType<typeof useI18n>, title: DocumentTitle): string {
  switch (title) {
    case 'Tax invoice':
      return i18n._('document.taxInvoice');
    case 'Receipt':
      return i18n._('document.receipt');
    case 'Adjustment note':
      return i18n._('document.adjustmentNote');
    case 'Refund receipt':
      return i18n._('document.refundReceipt');
  }
}

export function OrderDocuments({ orderId, currency }: { orderId: string; currency: string }) {
  const i18n = useI18n();
  const documents = useOrderDocuments(orderId);
  const [failed, setFailed] = useState(false);
  if (documents.isPending || documents.isError || !documents.data.invoice) return null;
  const { invoice, adjustmentNotes } = documents.data;
  const invoiceTitle = titleIn(i18n, invoice.title);
  const download = (fileName: string, noteId?: string) =>
    void downloadOrderDocument(orderId, fileName, noteId).then((ok) => setFailed(!ok));
  return (
    <section className="card order-documents" aria-labelledby="documents-heading">
      <h3 id="documents-heading">{invoiceTitle}</h3>
      <p>
        {invoiceTitle} {invoice.number}
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => download(invoice.fileName)}
        >
          {i18n._('order.download', { what: invoiceTitle.toLowerCase() })}
        </button>
      </div>
      {adjustmentNotes.length > 0 && (
        <ul className="order-documents__notes">
          {adjustmentNotes.map((note) => (
            <li key={note.id}>
              <span>
                {titleIn(i18n, note.title)} {note.number}: {formatMoney(-note.amountCents / 100, currency)}
              </span>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => download(note.fileName, note.id)}
              >
                {richText(i18n._('order.downloadNote'), [
                  () => (
                    <span className="visually-hidden">
                      {titleIn(i18n, note.title).toLowerCase()} {note.number}
                    </span>
                  ),
                ])}
              </button>
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p className="alert alert-error" role="alert">
          {i18n._('order.downloadFailed')}
        </p>
      )}
    </section>
  );
}
