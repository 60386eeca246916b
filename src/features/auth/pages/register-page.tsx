// /register: a dancer creates an account on the web — name, e-mail, password — is signed in, and
// goes back where they came from (a purchase keeps its selection), or, with "I teach" ticked
// (?teach=1 ticks it, as does coming from the instructor profile's page), on to the instructor profile's form. Registering in the mobile app
// stays on offer for those who prefer it. ?email= fills in the address (a guest's receipt).
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '@/contract/auth';
import { useAuth } from '@/lib/auth/auth-context';
import { postLoginTarget, safeReturnPath } from '@/lib/auth/access-rules';
import { usePurchaseIntent } from '@/lib/use-purchase-intent';
import { accessOf } from '@/lib/route-access';
import { register } from '../api/register';
import { RegisterInAppModal } from '../components/register-in-app-modal';
import { TextField } from '@/components/text-field';
import { PageForm } from '@/components/page-form';
import { useI18n } from '@/lib/i18n/use-i18n';

export function RegisterPage() {
  const { login } = useAuth();
  const i18n = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [name, setName] = useState('');
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [appOpen, setAppOpen] = useState(false);
  const returnParam = params.get('return');
  // "Become an instructor" sends a visitor to sign in on the way to the profile's page.
  const [teaches, setTeaches] = useState(
    () =>
      params.get('teach') === '1' ||
      (safeReturnPath(returnParam)?.startsWith('/account/instructor') ?? false),
  );
  const buying = usePurchaseIntent(returnParam);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const returnPath = safeReturnPath(returnParam);
    const refused = await register({
      email,
      password,
      name: name.trim() || undefined,
      // The e-mailed link leads back to the purchase, also on another device.
      ...(returnPath && returnPath.length <= 1000 ? { returnPath } : {}),
    });
    if (refused) {
      setBusy(false);
      return setError(refused);
    }
    const outcome = await login(email, password);
    setBusy(false);
    if (!outcome.ok) return navigate(`/login?email=${encodeURIComponent(email)}`);
    // "I teach": the instructor profile's form comes next.
    if (teaches) return navigate('/account/instructor', { replace: true });
    const target = postLoginTarget(outcome.user, { returnParam, accessOf, socialConnect: false });
    navigate(target.path, { replace: true, state: target.state });
  };

  const loginLink = `/login${returnParam ? `?return=${encodeURIComponent(returnParam)}` : ''}`;
  return (
    <main className="page page-auth">
      <section className="auth-card" aria-labelledby="register-heading">
        <h1 id="register-heading">{i18n._('auth.register.heading')}</h1>
        <p className="auth-card__subtitle">{i18n._('auth.register.subtitle')}</p>
        {buying && (
          <p className="alert alert-info" role="status">
            {buying}
          </p>
        )}
        <PageForm className="form" onSubmit={(event) => void submit(event)} aria-busy={busy}>
          {error && (
            <div className="alert alert-error" role="alert">
              {error}
            </div>
          )}
          <TextField
            id="register-name"
            label={i18n._('auth.field.name')}
            autoComplete="name"
            required
            markRequired={false}
            maxLength={120}
            value={name}
            onValue={setName}
          />
          <TextField
            id="register-email"
            label={i18n._('auth.field.email')}
            type="email"
            autoComplete="email"
            required
            markRequired={false}
            value={email}
            onValue={setEmail}
          />
          <TextField
            id="register-password"
            label={i18n._('auth.field.password')}
            type="password"
            autoComplete="new-password"
            required
            markRequired={false}
            minLength={PASSWORD_MIN_LENGTH}
            value={password}
            onValue={setPassword}
            hint={i18n._('auth.register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          />
          <label className="checkbox-field">
            <input
              type="checkbox"
              checked={teaches}
              onChange={(event) => setTeaches(event.target.checked)}
            />{' '}
            {i18n._('auth.register.teach')}
          </label>
          <button type="submit" className="button button-primary button-block" disabled={busy}>
            {busy ? i18n._('auth.register.busy') : i18n._('auth.register.submit')}
          </button>
          <div className="form__links">
            <Link to={loginLink}>{i18n._('auth.register.haveAccount')}</Link>
            <button type="button" className="link-button" onClick={() => setAppOpen(true)}>
              {i18n._('auth.register.inApp')}
            </button>
          </div>
        </PageForm>
      </section>
      <RegisterInAppModal open={appOpen} onClose={() => setAppOpen(false)} />
    </main>
  );
}
