// "Event Check-in QR Code" (spec §2): the event's QR with its title, Download PNG and Print. The
// caller fetches the code; this only shows it (loading, failure or the image). The downloaded PNG
// carries the title above the code (qr-poster.ts).
import { Modal } from '@/components/modal/modal';
import { downloadQrPoster } from '@/lib/qr/qr-poster';
import './qr-code-modal.css';

interface Props {
  open: boolean;
  eventTitle: string;
  qrCode: string | null;
  /** The address the code opens, printed under it so a wrong one is seen before the night. */
  checkInUrl?: string | null;
  /** Made from the development database: said on the printout. */
  developmentDatabase?: boolean;
  loading: boolean;
  error: string | null;
  onClose: () => void;
}

const fileNameOf = (title: string) =>
  `${title.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'event'}-check-in-qr.png`;

export function QrCodeModal({
  open,
  eventTitle,
  qrCode,
  checkInUrl,
  developmentDatabase,
  loading,
  error,
  onClose,
}: Props) {
  return (
    <Modal
      open={open}
      title="Event Check-in QR Code"
      onClose={onClose}
      footer={
        <>
          {qrCode && (
            <>
              <a
                className="button button-primary"
                href={qrCode}
                download={fileNameOf(eventTitle)}
                onClick={(event) => {
                  event.preventDefault();
                  void downloadQrPoster(
                    qrCode,
                    eventTitle,
                    checkInUrl ?? null,
                    fileNameOf(eventTitle),
                  );
                }}
              >
                Download PNG
              </a>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => window.print()}
              >
                Print
              </button>
            </>
          )}
          <button type="button" className="button button-secondary" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <div className="qr-code-modal__print">
        <h3 className="qr-code-modal__title">{eventTitle}</h3>
        {loading && <p role="status">Loading QR code…</p>}
        {error && (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        )}
        {qrCode && (
          <>
            <img
              className="qr-code-modal__image"
              src={qrCode}
              alt={`Check-in QR code for ${eventTitle}`}
              width={256}
              height={256}
            />
            <p className="muted">
              Dancers scan this at the door to check in with their ticket, from 2 hours before the
              event starts until it ends.
            </p>
            {checkInUrl && <p className="qr-code-modal__url">{checkInUrl}</p>}
            {developmentDatabase && (
              <p className="alert alert-info">
                Made from the development database: only development accounts can check in with it.
              </p>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
