// The OAuth `state`: who started the Facebook dialog (organisation, account, database) and the
// redirect address it used, signed with a key of its own and valid for 10 minutes. The callback
// trusts nothing else, so a forged or replayed-late callback connects nobody. The state is also
// bound to the browser that asked for it (a hash of a nonce kept in a cookie there): a victim sent
// to someone else's callback (login CSRF) has no such cookie, so nothing is connected.
import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseTarget } from '../../db/database';
import { PurposeKey, sameSecret } from '../../lib/signing';

export const STATE_TTL_MS = 10 * 60_000;

export interface OAuthState {
  organisationId: string;
  accountId: string;
  database: DatabaseTarget;
  redirectUri: string;
  /** SHA-256 of the nonce in the starting browser's cookie. */
  browser: string;
  expiresAt: number;
}

export const BROWSER_NONCE_COOKIE = 'floorcraft_fb_oauth';

export const newBrowserNonce = () => randomBytes(18).toString('base64url');
export const browserHashOf = (nonce: string) =>
  createHash('sha256').update(nonce).digest('base64url');

/** True when the callback came to the browser that started the dialog. */
export function isSameBrowser(state: OAuthState, nonce: string | null): boolean {
  if (!nonce || typeof state.browser !== 'string') return false;
  return sameSecret(state.browser, browserHashOf(nonce));
}

export class OAuthStates {
  private readonly key: PurposeKey;

  constructor(serverSecret: string) {
    this.key = new PurposeKey(serverSecret, 'floorcraft facebook oauth state');
  }

  create(state: Omit<OAuthState, 'expiresAt'>, now = Date.now()): string {
    const payload = Buffer.from(
      JSON.stringify({
        ...state,
        expiresAt: now + STATE_TTL_MS,
        nonce: randomBytes(9).toString('base64url'),
      }),
    ).toString('base64url');
    return `${payload}.${this.key.sign(payload)}`;
  }

  /** The state, or null when it was not made here or has expired. */
  read(text: string, now = Date.now()): OAuthState | null {
    const [payload, signature] = text.split('.');
    if (!payload || !signature) return null;
    if (!this.key.verifies(payload, signature)) return null;
    try {
      const state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as OAuthState;
      return typeof state.expiresAt === 'number' && state.expiresAt > now ? state : null;
    } catch {
      return null;
    }
  }
}
