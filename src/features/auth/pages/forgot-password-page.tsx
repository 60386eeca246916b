// Forgot password: email field, Send Reset Link, then a sent state (spec §2, §5, §8).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { failureMessage } from '@/lib/api/result';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { FORGOT_MESSAGES } from '../messages';
import { TextField } from '@/components/text-field';
import { PageForm } from '@/components/page-form';
import { useI18n } from '@/lib/i18n/use-i18n';

export function ForgotPasswordPage() {
  const i18n = useI18n();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const mutation = useRequestPasswordReset();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!email.trim()) {
      setError(i18n._(FORGOT_MESSAGES.emailRequired));
      return;
    }
    try {
      const result = await mutation.mutateAsync(email.trim());
      if (result.ok) setSent(true);
      else if (result.problem === 'CLIENT_ERROR')
        setError(failureMessage(result, i18n._(FORGOT_MESSAGES.failed)));
      else setError(i18n._(FORGOT_MESSAGES.network));
    } catch {
      setError(i18n._(FORGOT_MESSAGES.network));
    }
  };

  return (
    <main className="page page-auth">
      <section className="auth-card" aria-labelledby="forgot-heading">
        <h1 id="forgot-heading">{i18n._('auth.forgot.heading')}</h1>
        {sent ? (
          <>
            <div className="alert alert-success" role="status">
              {i18n._(FORGOT_MESSAGES.sent)}
            </div>
            <p>{i18n._('auth.forgot.checkInbox')}</p>
            <Link to="/login">{i18n._('auth.backToSignIn')}</Link>
          </>
        ) : (
          <PageForm className="form" onSubmit={(event) => void submit(event)} noValidate>
            <p className="auth-card__subtitle">
              {i18n._('auth.forgot.intro')}
            </p>
            {error && (
              <div className="alert alert-error" role="alert">
                {error}
              </div>
            )}
            <TextField
              id="forgot-email"
              label={i18n._('auth.field.email')}
              type="email"
              autoComplete="email"
              placeholder={i18n._('auth.field.emailHint')}
              value={email}
              onValue={setEmail}
            />
            <button
              type="submit"
              className="button button-primary button-block"
              disabled={mutation.isPending}
            >
              {mutation.isPending ? i18n._('auth.forgot.busy') : i18n._('auth.forgot.submit')}
            </button>
            <Link to="/login">{i18n._('auth.backToSignIn')}</Link>
          </PageForm>
        )}
      </section>
    </main>
  );
}
