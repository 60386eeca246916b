// The GST summary for a range of months as CSV (sales and refunds including GST, their GST, and
// what is left), for the school's BAS.
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field';
import { failureMessage } from '@/lib/api/result';
import { downloadGstSummary } from '../api/tax-settings';

/** This month, as YYYY-MM, on this device's calendar. */
function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

export function GstSummaryExport({ organisationId }: { organisationId: string }) {
  const [range, setRange] = useState(() => ({ from: thisMonth(), to: thisMonth() }));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    const result = await downloadGstSummary(organisationId, range);
    setBusy(false);
    if (!result.ok)
      setError(failureMessage(result, 'The GST summary could not be made. Please try again.'));
  };

  return (
    <form className="form" onSubmit={(event) => void submit(event)} aria-label="GST summary">
      <h4>GST summary</h4>
      <p className="muted">
        Sales, refunds and their GST for each month, as a CSV file for your accountant or BAS.
      </p>
      <div className="gst-range">
        <TextField
          id="gst-from"
          label="From month"
          type="month"
          required
          value={range.from}
          onValue={(from) => setRange({ ...range, from })}
        />
        <TextField
          id="gst-to"
          label="To month"
          type="month"
          required
          value={range.to}
          onValue={(to) => setRange({ ...range, to })}
        />
      </div>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button button-secondary" disabled={busy}>
          {busy ? 'Preparing...' : 'Download GST summary (CSV)'}
        </button>
      </div>
    </form>
  );
}
