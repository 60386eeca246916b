// Not connected yet (spec §2): what connecting authorises, and Connect Facebook — or, on a
// server with no Facebook app, a plain statement that Facebook is not configured here.
import { FACEBOOK_MESSAGES } from '@/contract/facebook-messages';

interface Props {
  configured: boolean;
  busy: boolean;
  onConnect: () => void;
  label?: string;
}

export function ConnectPanel({ configured, busy, onConnect, label = 'Connect Facebook' }: Props) {
  if (!configured)
    return (
      <section className="card" aria-labelledby="facebook-unconfigured">
        <h2 id="facebook-unconfigured">Facebook is not configured</h2>
        <p>{FACEBOOK_MESSAGES.FACEBOOK_NOT_CONFIGURED}</p>
      </section>
    );
  return (
    <section className="card" aria-labelledby="facebook-authorise">
      <h2 id="facebook-authorise">Connect your Facebook Page</h2>
      <p>
        By clicking Connect Facebook, you authorise Floorcraft to access your Facebook Page&apos;s
        basic information and your organisation&apos;s page details, to auto-populate your business
        information for event creation and streamline your ticketing setup.
      </p>
      <p>Only public information is accessed. You can revoke this authorisation at any time.</p>
      <button type="button" className="button button-primary" disabled={busy} onClick={onConnect}>
        {busy ? 'Connecting...' : label}
      </button>
    </section>
  );
}
