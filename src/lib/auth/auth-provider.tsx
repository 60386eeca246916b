// Holds the signed-in user for the whole app: restores the session at start-up, signs in and
// out, and follows sign-outs that happen elsewhere (a refused refresh, another tab).
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { AuthContext, type AuthContextValue, type LoginOutcome } from './auth-context';
import type { User } from './access-rules';
import { LOGIN_MESSAGES, loginCall, logoutCall } from './session-api';
import { profileCache } from './profile-cache';
import { restoreSession } from './restore-session';
import { tokenStorage } from './token-storage';

interface Props {
  children: ReactNode;
  /** Wipes per-user data kept elsewhere (query cache, offline stores) on sign-out. */
  onSignedOut?: () => void | Promise<void>;
}

export function AuthProvider({ children, onSignedOut }: Props) {
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);
  const [initialised, setInitialised] = useState(false);
  const busy = useRef(false);
  const onSignedOutRef = useRef(onSignedOut);
  onSignedOutRef.current = onSignedOut;

  const restore = useCallback(async () => {
    setLoading(true);
    busy.current = true;
    // A returning user's pages start at once from the token and profile kept on the device.
    const settle = (restored: User | null) =>
      // A transition: the whole app re-renders with the session, in slices that let taps through.
      startTransition(() => {
        setUser(restored);
        setLoading(false);
        setInitialised(true);
      });
    const restored = await restoreSession({ provisional: settle }).finally(() => {
      busy.current = false;
    });
    settle(restored);
  }, []);

  useEffect(() => {
    void restore();
  }, [restore]);

  // Tokens cleared by the API client, or a sign-in or sign-out in another tab.
  const userRef = useRef<User | null>(null);
  userRef.current = user;
  useEffect(
    () =>
      tokenStorage.subscribe(() => {
        if (busy.current) return;
        if (!tokenStorage.accessToken()) {
          if (userRef.current) {
            setUser(null);
            void onSignedOutRef.current?.();
          }
        } else if (!userRef.current) {
          void restore();
        }
      }),
    [restore],
  );

  const login = useCallback(async (email: string, password: string): Promise<LoginOutcome> => {
    busy.current = true;
    try {
      const outcome = await loginCall(email, password);
      if (!outcome.ok) return outcome;
      const signedIn = await restoreSession();
      if (!signedIn) return { ok: false, message: LOGIN_MESSAGES.invalidToken };
      setUser(signedIn);
      setInitialised(true);
      return { ok: true, user: signedIn };
    } finally {
      busy.current = false;
    }
  }, []);

  const logout = useCallback(async () => {
    busy.current = true;
    const refreshToken = tokenStorage.refreshToken();
    tokenStorage.clear();
    profileCache.clear();
    setUser(null);
    busy.current = false;
    await onSignedOutRef.current?.();
    await logoutCall(refreshToken);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading,
      initialised,
      authenticated: user !== null,
      accountDetails: user?.accountDetails ?? null,
      organisationId: user?.organisationId ?? null,
      login,
      logout,
    }),
    [user, loading, initialised, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
