// Swaps the refresh token for new tokens (spec §7 refresh). One refresh at a time across tabs:
// refresh tokens are single-use, so a second tab waits and reuses the first tab's result.
import { send } from '../api/transport';
import { tokenStorage } from './token-storage';

let inFlight: Promise<boolean> | null = null;

async function refreshOnce(): Promise<boolean> {
  const tokenWeHad = tokenStorage.refreshToken();
  const run = async () => {
    const current = tokenStorage.refreshToken();
    if (!current) return false;
    // Another tab rotated it while we waited for the lock: its new access token is ours too.
    if (tokenWeHad && current !== tokenWeHad) return tokenStorage.accessToken() !== null;
    const result = await send<unknown>('POST', '/api/v2/auth/refresh', {
      body: { refreshToken: current },
    });
    if (!result.ok) return false;
    const { refreshAnswerSchema } = await import('./auth-schemas');
    const parsed = refreshAnswerSchema.safeParse(result.data);
    if (!parsed.success) return false;
    tokenStorage.store(parsed.data);
    return true;
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('floorcraft-token-refresh', run) : run();
}

/** Answers true when a new access token is stored. Concurrent callers share one refresh. */
export function refreshAccessToken(): Promise<boolean> {
  inFlight ??= refreshOnce().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
