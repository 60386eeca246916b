// /verify-email/{token}: the link in the welcome e-mail. It confirms the address once and says so.
import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { safeReturnPath } from '@/lib/auth/access-rules';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useVerifyEmail } from '../api/verify-email';

export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  // Where the new dancer was going when they made the account (a purchase and its selection).
  const continuePath = safeReturnPath(params.get('return'));
  const mutation = useVerifyEmail();
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
        {mutation.data ? (
          <div
            className={mutation.data.ok ? 'alert alert-success' : 'alert alert-error'}
            role={mutation.data.ok ? 'status' : 'alert'}
          >
            {mutation.data.message}
          </div>
        ) : (
          <LoadingIndicator label="Confirming your e-mail address…" />
        )}
        {continuePath && (
          <p>
            <Link className="button button-primary" to={continuePath}>
              Continue your purchase
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
