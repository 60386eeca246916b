// The sign-in page (spec §2 Login page, §4 post-login redirect). Query: email, orgId, return.
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import { postLoginTarget, type User } from '@/lib/auth/access-rules';
import { LOGIN_MESSAGES } from '@/lib/auth/session-api';
import { accessOf } from '@/lib/route-access';
import { DeviceLinkOffer } from '../components/device-link-offer';
import { usePurchaseIntent } from '@/lib/use-purchase-intent';
import { LoginForm } from '../components/login-form';
import { RegisterInAppModal } from '../components/register-in-app-modal';
import { useI18n } from '@/lib/i18n/use-i18n';

export function LoginPage() {
  const { user, initialised, login } = useAuth();
  const i18n = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The e-mail a refused sign-in may ask an "it was me" link for, or null. */
  const [deviceLinkFor, setDeviceLinkFor] = useState<string | null>(null);
  const [registerOpen, setRegisterOpen] = useState(false);
  const [justSignedIn, setJustSignedIn] = useState(false);
  const email = params.get('email') ?? '';
  // An email together with an organisation id marks the flow that connects a social account.
  const socialConnect = Boolean(email && params.get('orgId'));
  // Someone sent here to sign in for something (a purchase, My Tickets) may make an account on the
  // web instead of in the app; the app's modal stays the one way for everyone else.
  const back = params.get('return');
  // The address this page was opened with (a team invitation's) goes on to the registration form.
  const createAccountHref = back
    ? `/register?return=${encodeURIComponent(back)}${email ? `&email=${encodeURIComponent(email)}` : ''}`
    : undefined;
  const buying = usePurchaseIntent(params.get('return'));

  const targetFor = (signedIn: User) =>
    postLoginTarget(signedIn, { returnParam: params.get('return'), accessOf, socialConnect });

  const submit = async (emailValue: string, password: string) => {
    setBusy(true);
    setError(null);
    setDeviceLinkFor(null);
    try {
      const outcome = await login(emailValue, password);
      if (!outcome.ok) {
        setError(outcome.message);
        if (outcome.deviceLinkOffered) setDeviceLinkFor(emailValue);
        return;
      }
      setJustSignedIn(true);
      const target = targetFor(outcome.user);
      navigate(target.path, { replace: true, state: target.state });
    } catch {
      setError(LOGIN_MESSAGES.unexpectedError);
    } finally {
      setBusy(false);
    }
  };

  // Someone already signed in who opens /login goes where signing in would take them.
  if (initialised && user && !busy && !justSignedIn) {
    const target = targetFor(user);
    return <Navigate to={target.path} replace state={target.state} />;
  }

  return (
    <main className="page page-auth">
      <section className="auth-card" aria-labelledby="login-heading">
        <h1 id="login-heading">{i18n._('auth.login.heading')}</h1>
        <p className="auth-card__subtitle">{i18n._('auth.login.subtitle')}</p>
        {buying && (
          <p className="alert alert-info" role="status">
            {buying}
          </p>
        )}
        <LoginForm
          initialEmail={email}
          busy={busy}
          error={error}
          notice={
            deviceLinkFor ? <DeviceLinkOffer key={deviceLinkFor} email={deviceLinkFor} /> : null
          }
          onSubmit={(e, p) => void submit(e, p)}
          onRegister={() => setRegisterOpen(true)}
          createAccountHref={createAccountHref}
        />
      </section>
      <RegisterInAppModal open={registerOpen} onClose={() => setRegisterOpen(false)} />
    </main>
  );
}
