// /facebook-integration (spec §2 Social-page integration screen): the organisation's Facebook
// connection — connect (or the review accounts' demo), choose a page, see what was downloaded,
// use it for the organisation, disconnect — with every error's message and way forward.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { pageAddressOf, type FacebookConflictItem } from '@/contract/facebook';
import { AUTHORISED_NO_PAGES } from '@/contract/facebook-messages';
import { FacebookDetailsConfirm } from '@/components/facebook-details-confirm';
import { Modal } from '@/components/modal/modal';
import { facebookErrorView } from '@/lib/facebook/error-view';
import { useFacebookStatus } from '@/lib/facebook/facebook-api';
import { ConnectPanel } from '../components/connect-panel';
import { DisconnectButton } from '../components/disconnect-button';
import { DownloadedDetails } from '../components/downloaded-details';
import { ErrorPanel } from '../components/error-panel';
import { EventUpdateModal } from '../components/event-update-modal';
import { PageSelectorModal } from '../components/page-selector-modal';
import { PrivacyModal } from '../components/privacy-modal';
import { useConnectFlow } from '../hooks/use-connect-flow';
import '../facebook.css';

interface Props {
  organisationId: string | null;
  organisationName: string | null;
  /** From the organisation information: what the page's details would replace. */
  business: { name: string; address: string } | null;
}

export function FacebookIntegrationPage({ organisationId, organisationName, business }: Props) {
  const status = useFacebookStatus();
  const flow = useConnectFlow(() => status.refetch());
  const { error, notice, setNotice, selector, setSelector } = flow;
  const [conflicts, setConflicts] = useState<FacebookConflictItem[]>([]);
  const [confirming, setConfirming] = useState(false);

  if (status.isPending)
    return (
      <main className="page">
        <p role="status">Loading Facebook connection…</p>
      </main>
    );
  if (status.isError)
    return (
      <main className="page">
        <p className="alert alert-error" role="alert">
          The Facebook connection could not be loaded. Please try again.
        </p>
      </main>
    );
  const current = status.data;
  const connectionLine = current.facebookConnected
    ? current.pageConnected
      ? `Connected to ${current.pageName} as ${current.userName}`
      : `${AUTHORISED_NO_PAGES}, as ${current.userName}`
    : 'Not connected';

  return (
    <main className="page facebook-page">
      <h1>Facebook Integration</h1>
      <p className="facebook-org">
        <strong>{organisationName || 'Your Dance School'}</strong>
      </p>
      <p>Facebook Connection: {connectionLine}</p>
      <div className="facebook-header-actions">
        <Link className="button button-secondary" to="/dashboard">
          Back to Dashboard
        </Link>
        {current.facebookConnected && <DisconnectButton />}
      </div>
      {notice && (
        <p className="alert alert-success" role="status">
          {notice}
        </p>
      )}
      {error && <ErrorPanel view={error} onRetry={() => void flow.connect()} />}

      <section className="card" aria-labelledby="facebook-status">
        <h2 id="facebook-status">Connection Status</h2>
        <p>{current.pageConnected ? 'Connected' : 'Ready to connect'}</p>
        <dl className="facebook-details">
          <div>
            <dt>Business name</dt>
            <dd>{business?.name || 'Your Business name here'}</dd>
          </div>
          <div>
            <dt>Business address</dt>
            <dd>{business?.address || 'Business address not set'}</dd>
          </div>
          <div>
            <dt>Facebook address</dt>
            <dd>{pageAddressOf(current.pageDetails) ?? 'Facebook address not set'}</dd>
          </div>
        </dl>
        {current.facebookConnected && !current.pageConnected && (
          <>
            <p>{AUTHORISED_NO_PAGES}</p>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setSelector(true)}
            >
              Choose a Facebook Page
            </button>
          </>
        )}
      </section>

      {!current.facebookConnected && (
        <ConnectPanel
          configured={current.configured || flow.demo !== null}
          busy={flow.connecting}
          onConnect={() => void flow.connect()}
        />
      )}
      {current.facebookConnected && current.noPagesFound && !selector && (
        <ErrorPanel
          view={facebookErrorView({
            code: 'FACEBOOK_NO_PAGES',
            retryable: false,
            userType: current.userType,
          })}
          onRetry={() => setSelector(true)}
        />
      )}
      {current.pageConnected && (
        <DownloadedDetails status={current} onUseDetails={() => setConfirming(true)} />
      )}

      <section className="card" aria-labelledby="facebook-import">
        <h2 id="facebook-import">Import events from Facebook</h2>
        <p>
          Importing events straight from Facebook needs Facebook&apos;s marketing partner status,
          which Floorcraft does not have yet. Export your events from Facebook as a calendar file
          (.ics) and add them on the Uploads page instead.
        </p>
        <button type="button" className="button button-secondary" disabled>
          Import Events
        </button>
      </section>

      <Modal
        open={flow.redirecting}
        title="Connecting to Facebook"
        onClose={() => flow.setRedirecting(false)}
      >
        <p role="status">
          <span className="spinner" aria-hidden="true" /> Taking you to Facebook to sign in...
        </p>
      </Modal>
      {flow.privacy && <PrivacyModal onDone={flow.endPrivacy} />}
      {selector && (
        <PageSelectorModal
          onClose={() => setSelector(false)}
          onSkipped={() => {
            setSelector(false);
            setNotice(AUTHORISED_NO_PAGES);
          }}
          onConnected={(answer) => {
            setSelector(false);
            setNotice(answer.message);
            setConflicts(answer.conflicts);
          }}
        />
      )}
      {conflicts.length > 0 && (
        <EventUpdateModal conflicts={conflicts} onClose={() => setConflicts([])} />
      )}
      {confirming && (
        <FacebookDetailsConfirm
          organisationId={organisationId}
          pageName={current.pageName ?? 'your Facebook Page'}
          onClose={(saved) => {
            setConfirming(false);
            if (saved) setNotice('Your organisation details now come from your Facebook Page.');
          }}
        />
      )}
    </main>
  );
}
