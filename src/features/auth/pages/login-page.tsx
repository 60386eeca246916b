// The sign-in page (spec §2 Login page, §4 post-login redirect). Query: email, orgId, return.
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import { postLoginTarget, type User } from '@/lib/auth/access-rules';
import { LOGIN_MESSAGES } from '@/lib/auth/session-api';
import { accessOf } from '@/lib/route-access';
import { usePurchaseIntent } from '@/lib/use-purchase-intent';
import { LoginForm } from '../components/login-form';
import { RegisterInAppModal } from '../components/register-in-app-modal';

export function LoginPage() {
  const { user, initialised, login } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [registerOpen, setRegisterOpen] = useState(false);
  const [justSignedIn, setJustSignedIn] = useState(false);
  const email = params.get('email') ?? '';
  // An email together with an organisation id marks the flow that connects a social account.
  const socialConnect = Boolean(email && params.get('orgId'));
  const buying = usePurchaseIntent(params.get('return'));

  const targetFor = (signedIn: User) =>
    postLoginTarget(signedIn, { returnParam: params.get('return'), accessOf, socialConnect });

  const submit = async (emailValue: string, password: string) => {
    setBusy(true);
    setError(null);
    try {
      const outcome = await login(emailValue, password);
      if (!outcome.ok) {
        setError(outcome.message);
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
        <h1 id="login-heading">Welcome Back</h1>
        <p className="auth-card__subtitle">Sign in to your account</p>
        {buying && (
          <p className="alert alert-info" role="status">
            {buying}
          </p>
        )}
        <LoginForm
          initialEmail={email}
          busy={busy}
          error={error}
          onSubmit={(e, p) => void submit(e, p)}
          onRegister={() => setRegisterOpen(true)}
        />
      </section>
      <RegisterInAppModal
        open={registerOpen}
        onClose={() => setRegisterOpen(false)}
        onCreateHere={() => {
          const back = params.get('return');
          navigate(`/register${back ? `?return=${encodeURIComponent(back)}` : ''}`);
        }}
      />
    </main>
  );
}
