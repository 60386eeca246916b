// Reporting a received message to the site's administrators, with an optional reason.
import { useState, type FormEvent } from 'react';
import { PageForm } from '@/components/page-form';
import { TextField } from '@/components/text-field';
import { GUIDE_LIMITS } from '@/contract/guides';
import { failureMessage } from '@/lib/api/result';
import { useReportMessage } from '../api/guide-messages';

export function ReportForm({ messageId }: { messageId: string }) {
  const report = useReportMessage(messageId);
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
        Report this message
      </button>
    </PageForm>
  );
}
