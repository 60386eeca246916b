// Start-up restore (spec §4 Authentication): decode the stored token and load the profile; if
// that fails and a refresh token exists, refresh and try again; if the server refuses, sign out.
// A network failure keeps the session (the user may just be offline) with the last profile —
// which, at start-up, also stands in while the server is asked.
import { api } from '../api/client';
import { userFrom, type User } from './access-rules';
import { decodeAccessToken } from './decode-access-token';
import { profileCache } from './profile-cache';
import { refreshAccessToken } from './refresh-access-token';
import { tokenStorage } from './token-storage';

type ProfileLoad = { kind: 'user'; user: User } | { kind: 'refused' } | { kind: 'unreachable' };

async function loadUser(): Promise<ProfileLoad> {
  const token = tokenStorage.accessToken();
  const claims = token ? await decodeAccessToken(token) : null;
  if (!claims) return { kind: 'refused' };
  const result = await api.get('/api/v2/account/profile');
  if (result.ok) {
    const { profileResponseSchema } = await import('./auth-schemas');
    const parsed = profileResponseSchema.safeParse(result.data);
    if (!parsed.success) return { kind: 'refused' };
    profileCache.write(parsed.data.profile);
    return { kind: 'user', user: userFrom(claims, parsed.data.profile) };
  }
  if (result.problem !== 'CLIENT_ERROR' || result.status >= 500) {
    return { kind: 'unreachable' };
  }
  return { kind: 'refused' };
}

async function offlineUser(): Promise<User | null> {
  const token = tokenStorage.accessToken();
  const claims = token ? await decodeAccessToken(token) : null;
  return claims ? userFrom(claims, await profileCache.read(claims.accountId)) : null;
}

/**
 * The session as the server confirms it. With `provisional`, a returning user whose token and
 * last profile are on the device is signed in at once from them while the server is asked (their
 * pages start loading their data in the meantime); the server's answer then stands.
 */
export async function restoreSession(
  options: { provisional?: (user: User) => void } = {},
): Promise<User | null> {
  if (!tokenStorage.accessToken() && !tokenStorage.refreshToken()) return null;
  if (options.provisional) {
    const kept = await offlineUser();
    if (kept?.accountDetails) options.provisional(kept);
  }
  let load = await loadUser();
  if (load.kind === 'refused' && tokenStorage.refreshToken()) {
    if (await refreshAccessToken()) load = await loadUser();
  }
  if (load.kind === 'user') return load.user;
  if (load.kind === 'unreachable') return offlineUser();
  tokenStorage.clear();
  profileCache.clear();
  return null;
}
