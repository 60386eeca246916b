// The sign-in form: Email and Password, Sign In / Signing in..., errors in a box above the form.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '@/components/text-field';
import { PageForm } from '@/components/page-form';
import { useHydrated } from '@/lib/use-hydrated';

interface Props {
  initialEmail: string;
  busy: boolean;
  error: string | null;
  /** Shown under the error: what the user can do about it (an "it was me" link offer). */
  notice?: ReactNode;
  onSubmit: (email: string, password: string) => void;
  onRegister: () => void;
  /** Where a buyer on the web makes an account here (only when they came to sign in for something). */
  createAccountHref?: string;
}

export function LoginForm({
  initialEmail,
  busy,
  error,
  notice,
  onSubmit,
  onRegister,
  createAccountHref,
}: Props) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);

  // Spec §2: an email in the address pre-fills the form and puts the cursor in Password (once the
  // form is usable: a server-rendered page's is disabled until hydrated, see PageForm).
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated && initialEmail) passwordRef.current?.focus();
  }, [hydrated, initialEmail]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(email, password);
  };

  return (
    <PageForm className="form" onSubmit={submit} aria-busy={busy}>
      {error && (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      )}
      {notice}
      <TextField
        id="login-email"
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        placeholder="Enter your email"
        required
        markRequired={false}
        value={email}
        onValue={setEmail}
      />
      <TextField
        ref={passwordRef}
        id="login-password"
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        placeholder="Enter your password"
        required
        markRequired={false}
        value={password}
        onValue={setPassword}
      />
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </button>
      <div className="form__links">
        <Link to="/forgot-password">Forgot Password?</Link>
        <button type="button" className="link-button" onClick={onRegister}>
          Don't have an account?
        </button>
        {createAccountHref && <Link to={createAccountHref}>Create an account here</Link>}
      </div>
    </PageForm>
  );
}
