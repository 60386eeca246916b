// Reset password: new and confirm fields; on success, back to /login after 3 s (spec §2, §4, §5, §8).
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '@/contract/auth';
import { RESET_REDIRECT_MS, RESET_MESSAGES } from '../messages';
import { failureMessage } from '@/lib/api/result';
import { useResetPassword } from '../api/reset-password';
import { TextField } from '@/components/text-field';
import { PageForm } from '@/components/page-form';
import { useI18n } from '@/lib/i18n/use-i18n';

/** A missing token, or the route's own words in its place, is no token. */
const isUsableToken = (token: string | undefined): token is string =>
  Boolean(token) && token !== ':token' && token !== 'reset-password';

export function ResetPasswordPage() {
  const { token } = useParams();
  const i18n = useI18n();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(
    isUsableToken(token) ? null : i18n._(RESET_MESSAGES.invalidToken),
  );
  const [done, setDone] = useState(false);
  const mutation = useResetPassword();

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isUsableToken(token)) return setError(i18n._(RESET_MESSAGES.invalidToken));
    if (password !== confirm) return setError(i18n._(RESET_MESSAGES.mismatch));
    if (password.length < PASSWORD_MIN_LENGTH) return setError(i18n._(RESET_MESSAGES.tooShort, { min: PASSWORD_MIN_LENGTH }));
    setError(null);
    const result = await mutation.mutateAsync({ token, newPassword: password });
    if (result.ok) setDone(true);
    else
      setError(
        result.problem === 'CLIENT_ERROR'
          ? failureMessage(result, i18n._(RESET_MESSAGES.failed))
          : i18n._(RESET_MESSAGES.failed),
      );
  };

  return (
    <main className="page page-auth">
      <section className="auth-card" aria-labelledby="reset-heading">
        <h1 id="reset-heading">{i18n._('auth.reset.heading')}</h1>
        {done ? (
          <div className="alert alert-success" role="status">
            {i18n._(RESET_MESSAGES.success)} {i18n._('auth.reset.redirecting')}
          </div>
        ) : (
          <PageForm className="form" onSubmit={(event) => void submit(event)} noValidate>
            {error && (
              <div className="alert alert-error" role="alert">
                {error}
              </div>
            )}
            <TextField
              id="new-password"
              label={i18n._('auth.reset.new')}
              type="password"
              autoComplete="new-password"
              placeholder={i18n._('auth.reset.newHint')}
              value={password}
              onValue={setPassword}
            />
            <TextField
              id="confirm-password"
              label={i18n._('auth.reset.confirm')}
              type="password"
              autoComplete="new-password"
              placeholder={i18n._('auth.reset.confirmHint')}
              value={confirm}
              onValue={setConfirm}
            />
            <button
              type="submit"
              className="button button-primary button-block"
              disabled={mutation.isPending || !isUsableToken(token)}
            >
              {mutation.isPending ? i18n._('auth.reset.busy') : i18n._('auth.reset.submit')}
            </button>
            <Link to="/forgot-password">{i18n._('auth.reset.newLink')}</Link>
          </PageForm>
        )}
      </section>
    </main>
  );
}
