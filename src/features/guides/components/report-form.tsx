// Reporting what one received (a dancer's message, or a guide's answer) to the site's
// administrators, with an optional reason.
import { useState, type FormEvent } from 'react';
import { PageForm } from '@/components/page-form';
import { TextField } from '@/components/text-field';
import { GUIDE_LIMITS } from '@/contract/guides';
import { failureMessage, type ApiResult } from '@/lib/api/result';

interface Reporting {
  isPending: boolean;
  mutateAsync: (reason: string) => Promise<ApiResult<unknown>>;
}

export function ReportForm({ report, what }: { report: Reporting; what: 'message' | 'answer' }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const result = await report.mutateAsync(reason);
    if (!result.ok) setError(failureMessage(result, 'The report could not be sent.'));
  };
  return (
    <PageForm
      className="form guide-form"
      onSubmit={(event) => void submit(event)}
      aria-busy={report.isPending}
    >
      {error && (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      )}
      <TextField
        id="report-reason"
        label="What is wrong with it? (optional)"
        rows={2}
        maxLength={GUIDE_LIMITS.reportReason}
        value={reason}
        onValue={setReason}
      />
      <button type="submit" className="button button-secondary" disabled={report.isPending}>
        Report this {what}
      </button>
    </PageForm>
  );
}
