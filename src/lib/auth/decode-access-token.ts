// Reads the payload of an access token (spec §3) with jwt-decode; the server checks the signature,
// the client only needs the claims to know who is signed in.
import { jwtDecode } from 'jwt-decode';
import type { AccessTokenPayload } from '@/contract/auth';

export async function decodeAccessToken(token: string): Promise<AccessTokenPayload | null> {
  // The schema loads when a token is first read: it is not needed for the first paint.
  const { accessTokenPayloadSchema } = await import('./auth-schemas');
  try {
    const parsed = accessTokenPayloadSchema.safeParse(jwtDecode<unknown>(token));
    return parsed.success ? parsed.data : null;
  } catch {
    // Not three parts, not base64url, not UTF-8 or not JSON: not a token this app can use.
    return null;
  }
}
