// "Become a local guide": the application (city, styles, why) an account sends for the site's
// administrators to review, or where the account's latest application stands.
import { useState, type FormEvent } from 'react';
import { LoadingIndicator } from '@/components/loading-indicator';
import { PageForm } from '@/components/page-form';
import { TextField } from '@/components/text-field';
import type { DanceStyle } from '@/contract/events';
import { guideApplicationInputSchema } from '@/contract/guide-applications';
import { GUIDE_LIMITS } from '@/contract/guides';
import { failureMessage } from '@/lib/api/result';
import { useApply, useOwnApplication } from '../api/guide-applications';
import { StyleChoices } from './style-choices';

export function ApplicationForm() {
  const own = useOwnApplication(true);
  const apply = useApply();
  const [city, setCity] = useState('');
  const [styles, setStyles] = useState<DanceStyle[]>([]);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (own.isPending) return <LoadingIndicator label="Loading your application…" />;
  const latest = own.data;
  if (latest?.status === 'pending')
    return (
      <p className="alert alert-info" role="status">
        Your application to be a local guide in {latest.city} is waiting for review. We will e-mail
        you the answer.
      </p>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const input = { city, danceStyles: styles, reason };
    const checked = guideApplicationInputSchema.safeParse(input);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Check the form.');
    const result = await apply.mutateAsync(input);
    if (!result.ok) return setError(failureMessage(result, 'The application could not be sent.'));
  };

  return (
    <>
      {latest?.status === 'declined' && (
        <p className="muted">
          Your earlier application was not approved. You are welcome to apply again.
        </p>
      )}
      <PageForm
        className="form guide-form"
        onSubmit={(event) => void submit(event)}
        aria-busy={apply.isPending}
      >
        {error && (
          <div className="alert alert-error" role="alert">
            {error}
          </div>
        )}
        <TextField
          id="application-city"
          label="Your city"
          required
          maxLength={GUIDE_LIMITS.city}
          value={city}
          onValue={setCity}
        />
        <StyleChoices chosen={styles} onChange={setStyles} />
        <TextField
          id="application-reason"
          label="Why would you like to be a guide?"
          required
          rows={4}
          maxLength={GUIDE_LIMITS.applicationReason}
          value={reason}
          onValue={setReason}
          hint="A few lines about you and your city's scene: the site's team reads every application."
        />
        <button type="submit" className="button button-primary" disabled={apply.isPending}>
          Send my application
        </button>
      </PageForm>
    </>
  );
}
