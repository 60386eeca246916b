// The calls behind the auth context: sign-in with the spec's reading of its answer (§7, §8 Login),
// the profile, and sign-out.
import type { Profile } from '@/contract/account';
import { api } from '../api/client';
import { failureMessage } from '../api/result';
import { decodeAccessToken } from './decode-access-token';
import { tokenStorage } from './token-storage';

export const LOGIN_MESSAGES = {
  unexpectedResponse: 'Login failed due to unexpected server response',
  noToken: 'Login failed: No token received.',
  invalidToken: 'Login failed: Invalid token received.',
  failed: 'Login failed.',
  tryLater: 'Login failed. Please try again later.',
  unexpectedError: 'Login failed due to an unexpected error. Please try again later.',
} as const;

/**
 * A refused sign-in; deviceLinkOffered: sign-in is paused for this device by too many attempts,
 * and the server offers to e-mail the account a link that lets this device in.
 */
export type LoginFailure = { ok: false; message: string; deviceLinkOffered?: boolean };
export type LoginCallOutcome = { ok: true } | LoginFailure;

function offersDeviceLink(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const details = (data as { details?: unknown }).details;
  return (
    typeof details === 'object' &&
    details !== null &&
    (details as Record<string, unknown>).deviceLinkOffered === true
  );
}

function tokensFrom(data: unknown): { accessToken: string; refreshToken: string | null } | string {
  // Spec §7: an answer that is just a non-empty string is the access token.
  if (typeof data === 'string')
    return data ? { accessToken: data, refreshToken: null } : LOGIN_MESSAGES.noToken;
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return LOGIN_MESSAGES.unexpectedResponse;
  const { accessToken, refreshToken } = data as Record<string, unknown>;
  if (accessToken === undefined || accessToken === null || accessToken === '')
    return LOGIN_MESSAGES.noToken;
  if (typeof accessToken !== 'string') return LOGIN_MESSAGES.unexpectedResponse;
  return {
    accessToken,
    refreshToken: typeof refreshToken === 'string' && refreshToken ? refreshToken : null,
  };
}

/** Signs in and stores the tokens; answers the message to show when it fails. */
export async function loginCall(email: string, password: string): Promise<LoginCallOutcome> {
  const result = await api.post('/api/v2/auth/login', { email, password }, { skipAuthRetry: true });
  if (!result.ok) {
    if (result.problem !== 'CLIENT_ERROR') return { ok: false, message: LOGIN_MESSAGES.tryLater };
    return {
      ok: false,
      message: failureMessage(result, LOGIN_MESSAGES.failed),
      ...(offersDeviceLink(result.data) && { deviceLinkOffered: true }),
    };
  }
  const tokens = tokensFrom(result.data);
  if (typeof tokens === 'string') return { ok: false, message: tokens };
  if (!(await decodeAccessToken(tokens.accessToken))) {
    tokenStorage.clear();
    return { ok: false, message: LOGIN_MESSAGES.invalidToken };
  }
  tokenStorage.store(tokens);
  return { ok: true };
}

/** The signed-in account's profile, or null when it cannot be loaded (spec §8: nothing shown). */
export async function fetchProfile(): Promise<Profile | null> {
  const result = await api.get('/api/v2/account/profile');
  if (!result.ok) return null;
  const { profileResponseSchema } = await import('./auth-schemas');
  const parsed = profileResponseSchema.safeParse(result.data);
  return parsed.success ? parsed.data.profile : null;
}

/** Ends the session on the server too; the local sign-out does not wait for it to succeed. */
export async function logoutCall(refreshToken: string | null): Promise<void> {
  if (refreshToken)
    await api.post('/api/v2/auth/logout', { refreshToken }, { skipAuthRetry: true });
}
