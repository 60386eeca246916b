// Forgot password: email field, Send Reset Link, then a sent state (spec §2, §5, §8).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { failureMessage } from '@/lib/api/result';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { FORGOT_MESSAGES } from '../messages';
import { TextField } from '@/components/text-field';
import { PageForm } from '@/components/page-form';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const mutation = useRequestPasswordReset();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!email.trim()) {
      setError(FORGOT_MESSAGES.emailRequired);
      return;
    }
    try {
      const result = await mutation.mutateAsync(email.trim());
      if (result.ok) setSent(true);
      else if (result.problem === 'CLIENT_ERROR')
        setError(failureMessage(result, FORGOT_MESSAGES.failed));
      else setError(FORGOT_MESSAGES.network);
    } catch {
      setError(FORGOT_MESSAGES.network);
    }
  };

  return (
    <main className="page page-auth">
      <section className="auth-card" aria-labelledby="forgot-heading">
        <h1 id="forgot-heading">Forgot Password</h1>
        {sent ? (
          <>
            <div className="alert alert-success" role="status">
              {FORGOT_MESSAGES.sent}
            </div>
            <p>Check your inbox and follow the link within one hour.</p>
            <Link to="/login">Back to Sign In</Link>
          </>
        ) : (
          <PageForm className="form" onSubmit={(event) => void submit(event)} noValidate>
            <p className="auth-card__subtitle">
              Enter your email and we will send you a link to reset your password.
            </p>
            {error && (
              <div className="alert alert-error" role="alert">
                {error}
              </div>
            )}
            <TextField
              id="forgot-email"
              label="Email"
              type="email"
              autoComplete="email"
              placeholder="Enter your email"
              value={email}
              onValue={setEmail}
            />
            <button
              type="submit"
              className="button button-primary button-block"
              disabled={mutation.isPending}
            >
              {mutation.isPending ? 'Sending...' : 'Send Reset Link'}
            </button>
            <Link to="/login">Back to Sign In</Link>
          </PageForm>
        )}
      </section>
    </main>
  );
}
