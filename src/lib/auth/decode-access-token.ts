// Reads the payload of an access token (spec §3); the server checks the signature, the client
// only needs the claims to know who is signed in.
import type { AccessTokenPayload } from '@/contract/auth';

export async function decodeAccessToken(token: string): Promise<AccessTokenPayload | null> {
  // Loaded when a token is first read, beside the schema: neither is needed for the first paint.
  const [{ accessTokenPayloadSchema }, { decodeJwt }] = await Promise.all([
    import('./auth-schemas'),
    import('jose'),
  ]);
  try {
    const parsed = accessTokenPayloadSchema.safeParse(decodeJwt(token));
    return parsed.success ? parsed.data : null;
  } catch {
    // Not a JWT at all (decodeJwt says why; the sign-in only needs to know it is unusable).
    return null;
  }
}
