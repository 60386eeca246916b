// /facebook-data-deletion?code=… : the status page Facebook links to after a user asked it to
// delete the data Floorcraft received through Facebook Login (public; the code is the key).
import { dateFormat } from '@/contract/date-formats';
import { Link, useSearchParams } from 'react-router-dom';
import { useDeletionStatus } from '../api/get-deletion-status';

const when = (iso: string) =>
  dateFormat({ dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

export function DataDeletionPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const status = useDeletionStatus(code);
  return (
    <main className="page page-narrow">
      <h1>Facebook data deletion</h1>
      {!code && <p>This page shows a deletion request by its confirmation code.</p>}
      {code && status.isPending && <p role="status">Looking up your request…</p>}
      {code && status.isError && (
        <p className="alert alert-error" role="alert">
          We could not find a deletion request with the confirmation code {code}.
        </p>
      )}
      {status.data && (
        <dl>
          <dt>Confirmation code</dt>
          <dd>{status.data.confirmationCode}</dd>
          <dt>Status</dt>
          <dd>
            Completed: the Facebook access tokens and Page details Floorcraft held for you were
            deleted on {when(status.data.completedAt)}.
          </dd>
          <dt>Requested</dt>
          <dd>{when(status.data.requestedAt)}</dd>
        </dl>
      )}
      <p>
        Questions? See our <Link to="/privacy-policy">Privacy Policy</Link> or{' '}
        <Link to="/contact">contact us</Link>.
      </p>
    </main>
  );
}
