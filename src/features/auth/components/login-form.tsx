// The sign-in form: Email and Password, Sign In / Signing in..., errors in a box above the form.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '@/components/text-field';
import { PageForm } from '@/components/page-form';
import { useHydrated } from '@/lib/use-hydrated';
import { useI18n } from '@/lib/i18n/use-i18n';

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
  const i18n = useI18n();
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
        label={i18n._('auth.field.email')}
        type="email"
        name="email"
        autoComplete="username"
        placeholder={i18n._('auth.field.emailHint')}
        required
        markRequired={false}
        value={email}
        onValue={setEmail}
      />
      <TextField
        ref={passwordRef}
        id="login-password"
        label={i18n._('auth.field.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        placeholder={i18n._('auth.field.passwordHint')}
        required
        markRequired={false}
        value={password}
        onValue={setPassword}
      />
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? i18n._('auth.login.busy') : i18n._('auth.login.submit')}
      </button>
      <div className="form__links">
        <Link to="/forgot-password">{i18n._('auth.forgotLink')}</Link>
        <button type="button" className="link-button" onClick={onRegister}>
          {i18n._('auth.login.noAccount')}
        </button>
        {createAccountHref && <Link to={createAccountHref}>{i18n._('auth.login.createHere')}</Link>}
      </div>
    </PageForm>
  );
}
