// The OAuth `state`: who started the Facebook dialog (organisation, account, database) and the
// redirect address it used, signed with a key of its own and valid for 10 minutes. The callback
// trusts nothing else, so a forged or replayed-late callback connects nobody. The state is also
// bound to the browser that asked for it (a hash of a nonce kept in a cookie there): a victim sent
// to someone else's callback (login CSRF) has no such cookie, so nothing is connected.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DatabaseTarget } from '../../db/database';

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
  const expected = Buffer.from(state.browser);
  const given = Buffer.from(browserHashOf(nonce));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export class OAuthStates {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = createHmac('sha256', serverSecret)
      .update('floorcraft facebook oauth state')
      .digest();
  }

  private sign(payload: string) {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  create(state: Omit<OAuthState, 'expiresAt'>, now = Date.now()): string {
    const payload = Buffer.from(
      JSON.stringify({
        ...state,
        expiresAt: now + STATE_TTL_MS,
        nonce: randomBytes(9).toString('base64url'),
      }),
    ).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  /** The state, or null when it was not made here or has expired. */
  read(text: string, now = Date.now()): OAuthState | null {
    const [payload, signature] = text.split('.');
    if (!payload || !signature) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as OAuthState;
      return typeof state.expiresAt === 'number' && state.expiresAt > now ? state : null;
    } catch {
      return null;
    }
  }
}
