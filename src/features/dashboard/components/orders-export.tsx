// Download orders (CSV): the event's orders, a row per ticket type or add-on of each order, for a
// spreadsheet or an accounting import.
import { useState } from 'react';
import { ordersFileNameOf } from '@/contract/sales-reports';
import { downloadOrdersCsv } from '../api/sales-reports';

interface Props {
  configurationId: string;
  /** The attendee list's file name, which the orders file follows. */
  attendeesFileName: string;
}

export function OrdersExport({ configurationId, attendeesFileName }: Props) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    const ok = await downloadOrdersCsv(configurationId, ordersFileNameOf(attendeesFileName));
    setBusy(false);
    setFailed(!ok);
  };
  return (
    <div className="orders-export">
      <button
        type="button"
        className="button button-secondary"
        disabled={busy}
        onClick={() => void download()}
      >
        {busy ? 'Preparing...' : 'Download orders (CSV)'}
      </button>
      <p className="muted">
        One row per ticket type or add-on of each order, for a spreadsheet or your accounts.
      </p>
      {failed && (
        <p className="alert alert-error" role="alert">
          The orders could not be exported. Please try again.
        </p>
      )}
    </div>
  );
}
