// Settings › Tax and Invoices: the seller on the school's tax invoices (legal name, ABN checked
// with the ATO's checksum, registered for GST), who pays the platform's booking fee, and the GST
// summary per month as CSV.
import { useState, type FormEvent } from 'react';
import { isValidAbn, type TaxSettings } from '@/contract/tax';
import { FormMessages } from '@/components/form-messages';
import { TextField } from '@/components/text-field';
import { failureMessage } from '@/lib/api/result';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useSaveTaxSettings, useTaxSettings } from '../api/tax-settings';
import { GstSummaryExport } from './gst-summary-export';

export function TaxSettingsPanel({ organisationId }: { organisationId: string }) {
  const settings = useTaxSettings(organisationId);
  if (settings.isPending) return <p role="status">Loading tax details…</p>;
  if (settings.isError)
    return (
      <p className="alert alert-error" role="alert">
        Tax details could not be loaded. Please try again.
      </p>
    );
  return (
    <div className="form">
      <TaxSettingsForm organisationId={organisationId} settings={settings.data} />
      <GstSummaryExport organisationId={organisationId} />
    </div>
  );
}

function TaxSettingsForm({
  organisationId,
  settings,
}: {
  organisationId: string;
  settings: TaxSettings;
}) {
  const [form, setForm] = useState(settings);
  const [error, setError] = useState<string | null>(null);
  const [success, showSuccess] = useTimedMessage();
  const save = useSaveTaxSettings(organisationId);
  const abnInvalid = form.abn.trim() !== '' && !isValidAbn(form.abn);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (abnInvalid) return setError('Please enter a valid ABN (11 digits).');
    if (form.gstRegistered && form.abn.trim() === '')
      return setError('A school registered for GST must give its ABN.');
    const result = await save.mutateAsync(form);
    if (result.ok) showSuccess('Tax details saved.');
    else setError(failureMessage(result, 'Failed to save tax details. Please try again.'));
  };

  return (
    <form className="form" onSubmit={(event) => void submit(event)} aria-label="Tax details">
      <h4>Tax invoices</h4>
      <p className="muted">
        Every order gets a PDF from your school: a tax invoice when you are registered for GST,
        otherwise a receipt. Prices include GST.
      </p>
      <TextField
        id="tax-legal-name"
        label="Legal name"
        value={form.legalName}
        onValue={(legalName) => setForm({ ...form, legalName })}
        hint="As registered with your ABN. Left blank, your business name is used."
        autoComplete="organization"
      />
      <TextField
        id="tax-abn"
        label="ABN"
        value={form.abn}
        onValue={(abn) => setForm({ ...form, abn })}
        invalid={abnInvalid}
        hint={abnInvalid ? 'This is not a valid ABN.' : '11 digits, e.g. 51 824 753 556.'}
        inputMode="numeric"
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={form.gstRegistered}
          onChange={(event) => setForm({ ...form, gstRegistered: event.target.checked })}
        />
        Registered for GST
      </label>
      <fieldset>
        <legend>Booking fee</legend>
        <label className="checkbox">
          <input
            type="radio"
            name="booking-fee"
            checked={!form.passOnBookingFee}
            onChange={() => setForm({ ...form, passOnBookingFee: false })}
          />
          The school pays it (taken from each card sale)
        </label>
        <label className="checkbox">
          <input
            type="radio"
            name="booking-fee"
            checked={form.passOnBookingFee}
            onChange={() => setForm({ ...form, passOnBookingFee: true })}
          />
          Buyers pay it on top of the ticket price
        </label>
      </fieldset>
      <FormMessages error={error} success={success} />
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Tax Details'}
        </button>
      </div>
    </form>
  );
}
