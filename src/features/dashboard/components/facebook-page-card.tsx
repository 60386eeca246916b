// Settings › Organisation Information › Facebook Page (spec §2): the connection's status, Manage
// Facebook, and Refresh Details — which reads the page again and asks before its details replace
// the organisation's.
import { dateFormat } from '@/contract/date-formats';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AUTHORISED_NO_PAGES } from '@/contract/facebook-messages';
import type { OrganisationInfo } from '@/contract/organisations';
import { FacebookDetailsConfirm } from '@/components/facebook-details-confirm';
import { failureMessage } from '@/lib/api/result';
import { refreshOrganisationDetails, useFacebookStatus } from '@/lib/facebook/facebook-api';

interface Props {
  organisationId: string;
  info: OrganisationInfo;
}

function statusText(
  status: ReturnType<typeof useFacebookStatus>['data'],
  info: OrganisationInfo,
): string {
  if (!status?.facebookConnected)
    return 'Not connected: connect your Facebook Page to fill in your details.';
  if (!status.pageConnected) return `${AUTHORISED_NO_PAGES} as ${status.userName}.`;
  const confirmed = info.facebookIntegration?.detailsConfirmed ? ' Details confirmed.' : '';
  const when = status.detailsUpdatedAt
    ? ` Last updated ${dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(status.detailsUpdatedAt))}.`
    : '';
  return `Connected to ${status.pageName}.${confirmed}${when}`;
}

export function FacebookPageCard({ organisationId, info }: Props) {
  const status = useFacebookStatus();
  const [refreshing, setRefreshing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const pageConnected = Boolean(status.data?.pageConnected);

  const refresh = async () => {
    setMessage(null);
    setRefreshing(true);
    const result = await refreshOrganisationDetails();
    setRefreshing(false);
    if (!result.ok) {
      setMessage({ error: true, text: failureMessage(result, 'Failed to refresh details.') });
      return;
    }
    await status.refetch();
    setConfirming(true);
  };

  return (
    <div className="card">
      <h4>Facebook Page</h4>
      <p>
        {status.isPending ? 'Checking the Facebook connection…' : statusText(status.data, info)}
      </p>
      <div className="button-row">
        <Link className="button button-secondary" to="/facebook-integration">
          Manage Facebook
        </Link>
        <button
          type="button"
          className="button button-secondary"
          disabled={!pageConnected || refreshing}
          title={pageConnected ? undefined : 'Connect a Facebook Page first.'}
          onClick={() => void refresh()}
        >
          {refreshing ? 'Refreshing...' : 'Refresh Details'}
        </button>
      </div>
      {message && (
        <p
          className={`alert ${message.error ? 'alert-error' : 'alert-success'}`}
          role={message.error ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
      {confirming && (
        <FacebookDetailsConfirm
          organisationId={organisationId}
          pageName={status.data?.pageName ?? 'your Facebook Page'}
          onClose={(saved) => {
            setConfirming(false);
            setMessage({
              error: false,
              text: saved
                ? 'Business details updated from Facebook.'
                : 'Details refreshed; your business details were kept.',
            });
          }}
        />
      )}
    </div>
  );
}
