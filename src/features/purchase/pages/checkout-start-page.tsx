// /checkout/start (spec §2, §4 Checkout start): the mobile app hands over a session; the page
// trades it for a signed-in session and opens the purchase page. Phases: Initializing...,
// Authenticating..., Opening Ticket Purchase..., or Authentication Error with Return to App and
// Go to Home.
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DEV_SESSION_PREFIX } from '@/contract/checkout-sessions';
import { tokenStorage } from '@/lib/auth/token-storage';
import { DEV_MODE_STORAGE_KEY } from '@/lib/dev-mode';
import { validateSession } from '../api/validate-session';
import { SESSION_MESSAGES, sessionFailureMessage } from '../lib/purchase-messages';
import { CANCELLED_LINK } from '../lib/return-app';
import '../components/purchase.css';

type Phase =
  | { kind: 'initializing' }
  | { kind: 'processing' }
  | { kind: 'redirecting' }
  | { kind: 'error'; message: string };

const PHASES = {
  initializing: ['Initializing...', 'Setting up your secure session.'],
  processing: ['Authenticating...', 'Validating your session and authenticating automatically.'],
  redirecting: [
    'Opening Ticket Purchase...',
    'Authentication successful! Taking you to ticket purchase.',
  ],
} as const;

export function CheckoutStartPage() {
  const [params] = useSearchParams();
  const [phase, setPhase] = useState<Phase>({ kind: 'initializing' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const sessionId = params.get('sessionId');
    const eventId = params.get('eventId');
    const returnApp = params.get('returnApp') || 'mobile';
    if (!sessionId && !eventId) return setPhase({ kind: 'error', message: SESSION_MESSAGES.none });
    if (!sessionId) return setPhase({ kind: 'error', message: SESSION_MESSAGES.missing });
    const dev = sessionId.startsWith(DEV_SESSION_PREFIX);
    // A development session lives in the development database: every call says so from now on.
    if (dev) localStorage.setItem(DEV_MODE_STORAGE_KEY, 'true');
    setPhase({ kind: 'processing' });
    void validateSession(sessionId).then((result) => {
      if (!result.ok) return setPhase({ kind: 'error', message: sessionFailureMessage(result) });
      setPhase({ kind: 'redirecting' });
      tokenStorage.store(result.data);
      const target = new URLSearchParams({
        eventId: eventId ?? result.data.eventId,
        returnApp,
        ...(dev ? { devMode: 'true' } : {}),
      });
      // A full load, so the app starts as the user the session belongs to.
      window.location.replace(`/tickets?${target.toString()}`);
    });
  }, [params]);

  if (phase.kind === 'error') {
    return (
      <main className="page page-narrow full-screen-phase">
        <h1>Authentication Error</h1>
        <p className="alert alert-error" role="alert">
          {phase.message}
        </p>
        <div className="button-row">
          <a className="button button-primary" href={CANCELLED_LINK}>
            Return to App
          </a>
          <Link className="button button-secondary" to="/">
            Go to Home
          </Link>
        </div>
      </main>
    );
  }
  const [title, message] = PHASES[phase.kind];
  return (
    <main className="page page-narrow full-screen-phase" aria-busy="true">
      <span className="loading__spinner" aria-hidden="true" />
      <h1>{title}</h1>
      <p role="status">{message}</p>
    </main>
  );
}
