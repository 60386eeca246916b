// Reads the payload of an access token (spec §3); the server checks the signature, the client
// only needs the claims to know who is signed in.
import type { AccessTokenPayload } from '@/contract/auth';

/** A JWT's middle part as JSON (base64url of UTF-8), or null when it is not one. */
function payloadOf(token: string): unknown {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
}

export async function decodeAccessToken(token: string): Promise<AccessTokenPayload | null> {
  // The schema loads when a token is first read: it is not needed for the first paint.
  const { accessTokenPayloadSchema } = await import('./auth-schemas');
  try {
    const parsed = accessTokenPayloadSchema.safeParse(payloadOf(token));
    return parsed.success ? parsed.data : null;
  } catch {
    // Not base64url, not UTF-8 or not JSON: not a token this app can use.
    return null;
  }
}
