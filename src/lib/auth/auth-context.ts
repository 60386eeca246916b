// The auth context's shape (spec §3 User): who is signed in and the actions on the session.
import { createContext, useContext } from 'react';
import type { Profile } from '@/contract/account';
import type { User } from './access-rules';
import type { LoginFailure } from './session-api';

export type LoginOutcome = { ok: true; user: User } | LoginFailure;

export interface AuthContextValue {
  user: User | null;
  loading: boolean;
  initialised: boolean;
  authenticated: boolean;
  accountDetails: Profile | null;
  organisationId: string | null;
  login(email: string, password: string): Promise<LoginOutcome>;
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
