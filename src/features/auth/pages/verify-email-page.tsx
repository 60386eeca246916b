// /verify-email/{token}: the link in the welcome e-mail. It confirms the address once and says so.
import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { EMAIL_ALREADY_CONFIRMED } from '@/contract/auth';
import { safeReturnPath } from '@/lib/auth/access-rules';
import { useAuth } from '@/lib/auth/auth-context';
import { ConfirmEmailNotice } from '@/components/confirm-email-notice';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useVerifyEmail } from '../api/verify-email';

/** Where the link goes on, in words: a team to join, a purchase to finish, or a page to go back to. */
export function continueLabel(path: string): string {
  if (path.startsWith('/team/join')) return 'Continue to join the team';
  const url = new URL(path, 'http://site.invalid');
  const buying =
    (url.pathname === '/tickets' && url.searchParams.has('eventId')) ||
    url.pathname.startsWith('/checkout');
  if (buying) return 'Continue your purchase';
  if (url.pathname.startsWith('/my-tickets')) return 'Go to My Tickets';
  return 'Continue';
}

export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  // Where the new dancer was going when they made the account (a purchase and its selection).
  const continuePath = safeReturnPath(params.get('return'));
  const mutation = useVerifyEmail();
  const { accountDetails } = useAuth();
  // A used link, opened by its signed-in owner whose address is confirmed: that is all they need.
  const answer =
    mutation.data && !mutation.data.ok && accountDetails?.emailConfirmed
      ? { ok: true, message: `${EMAIL_ALREADY_CONFIRMED} (${accountDetails.email})` }
      : mutation.data;
  const started = useRef(false);

  useEffect(() => {
    // The link is single-use: send it once even when effects run twice.
    if (!token || started.current) return;
    started.current = true;
    mutation.mutate(token);
  }, [token, mutation]);

  return (
    <main className="page page-auth">
      <section className="auth-card" aria-labelledby="verify-heading">
        <h1 id="verify-heading">Confirm your e-mail</h1>
        {answer ? (
          <div
            className={answer.ok ? 'alert alert-success' : 'alert alert-error'}
            role={answer.ok ? 'status' : 'alert'}
          >
            {answer.message}
          </div>
        ) : (
          <LoadingIndicator label="Confirming your e-mail address…" />
        )}
        {answer && !answer.ok && <ConfirmEmailNotice />}
        {continuePath && (
          <p>
            <Link className="button button-primary" to={continuePath}>
              {continueLabel(continuePath)}
            </Link>
          </p>
        )}
        <p>
          <Link to="/tickets">Find events</Link> · <Link to="/my-tickets">My Tickets</Link>
        </p>
      </section>
    </main>
  );
}
