// Reads the payload of an access token (spec §3); the server checks the signature, the client
// only needs the claims to know who is signed in.
import type { AccessTokenPayload } from '@/contract/auth';

export async function decodeAccessToken(token: string): Promise<AccessTokenPayload | null> {
  const { accessTokenPayloadSchema } = await import('./auth-schemas');
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const json = new TextDecoder().decode(
      Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)),
    );
    const parsed = accessTokenPayloadSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
