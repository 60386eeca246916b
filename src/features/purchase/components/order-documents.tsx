// The order page's documents: its tax invoice (a receipt from a school not registered for GST)
// and each refund's adjustment note, each downloaded as a PDF.
import { useState } from 'react';
import { formatMoney } from '@/contract/money';
import { downloadOrderDocument, useOrderDocuments } from '../api/order-documents';

export function OrderDocuments({ orderId, currency }: { orderId: string; currency: string }) {
  const documents = useOrderDocuments(orderId);
  const [failed, setFailed] = useState(false);
  if (documents.isPending || documents.isError || !documents.data.invoice) return null;
  const { invoice, adjustmentNotes } = documents.data;
  const download = (fileName: string, noteId?: string) =>
    void downloadOrderDocument(orderId, fileName, noteId).then((ok) => setFailed(!ok));
  return (
    <section className="card order-documents" aria-labelledby="documents-heading">
      <h3 id="documents-heading">{invoice.title}</h3>
      <p>
        {invoice.title} {invoice.number}
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => download(invoice.fileName)}
        >
          Download {invoice.title.toLowerCase()} (PDF)
        </button>
      </div>
      {adjustmentNotes.length > 0 && (
        <ul className="order-documents__notes">
          {adjustmentNotes.map((note) => (
            <li key={note.id}>
              <span>
                {note.title} {note.number}: {formatMoney(-note.amountCents / 100, currency)}
              </span>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => download(note.fileName, note.id)}
              >
                Download{' '}
                <span className="visually-hidden">
                  {note.title.toLowerCase()} {note.number}
                </span>{' '}
                (PDF)
              </button>
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p className="alert alert-error" role="alert">
          The document could not be downloaded. Please try again.
        </p>
      )}
    </section>
  );
}
