// Facebook's signed_request (deauthorise and data-deletion callbacks): `signature.payload`, both
// base64url, the signature an HMAC-SHA256 of the payload text under the app secret. Anything
// unsigned, tampered with, of another algorithm or older than a day is refused.
import { createHmac } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import { sameSecret } from '../../lib/signing';

const MAX_AGE_SECONDS = 24 * 60 * 60;

export interface SignedRequest {
  user_id: string;
  algorithm: string;
  issued_at: number;
  expires?: number;
}

const refused = (why: string) =>
  new AppError(400, 'VALIDATION_ERROR', `The signed_request was refused: ${why}.`);

export function verifySignedRequest(
  signedRequest: string,
  appSecret: string,
  now = Date.now(),
): SignedRequest {
  const [signature, payload] = signedRequest.split('.');
  if (!signature || !payload) throw refused('it is not signature.payload');
  const expected = createHmac('sha256', appSecret).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  if (!sameSecret(expected, given)) throw refused('the signature does not match');
  let data: Partial<SignedRequest>;
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<SignedRequest>;
  } catch {
    throw refused('the payload is not JSON');
  }
  if (String(data.algorithm).toUpperCase() !== 'HMAC-SHA256') throw refused('unknown algorithm');
  if (typeof data.user_id !== 'string' || !data.user_id) throw refused('no user');
  const seconds = Math.floor(now / 1000);
  if (typeof data.issued_at !== 'number' || seconds - data.issued_at > MAX_AGE_SECONDS)
    throw refused('it has expired');
  if (typeof data.expires === 'number' && data.expires > 0 && data.expires < seconds)
    throw refused('it has expired');
  return data as SignedRequest;
}
