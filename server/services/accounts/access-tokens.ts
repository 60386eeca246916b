// Short-lived signed access tokens (JWT, HS256) carrying the spec's payload. Signed and checked
// with fast-jwt: synchronous HMAC on node:crypto, where WebCrypto's verify is a thread-pool job per
// request; a verified token is remembered (LRU) until it expires, so a dancer's next call is cheap.
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import type { DatabaseTarget } from '../../db/database';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'floorcraft';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How far ahead of our clock a token's iat may be (another server process's clock). */
export const CLOCK_SKEW_SECONDS = 60;

export interface AccessClaims {
  accountId: string;
  organisationId: string | null;
  email: string;
  /** Which database the account lives in; a token never crosses from one to the other. */
  database: DatabaseTarget;
}

export class AccessTokens {
  private readonly signToken: (payload: Record<string, unknown>) => string;
  private readonly verifyToken: (token: string) => Record<string, unknown>;

  constructor(secret: string) {
    const key = Buffer.from(secret, 'utf8');
    // exp follows the iat sign() writes, so a caller's clock (tests) is honoured.
    this.signToken = createSigner({
      key,
      algorithm: 'HS256',
      iss: ISSUER,
      expiresIn: ACCESS_TOKEN_TTL_SECONDS * 1000,
    });
    this.verifyToken = createVerifier({
      key,
      algorithms: ['HS256'],
      checkTyp: 'JWT',
      allowedIss: ISSUER,
      // Every token we issue has these; one without an expiry would never end, and one without
      // our issuer is not one of ours (allowedIss alone lets a token with no iss through).
      requiredClaims: ['exp', 'iat', 'sub', 'iss'],
      maxAge: ACCESS_TOKEN_TTL_SECONDS * 1000,
      cache: 10_000,
    });
  }

  sign(claims: AccessClaims, now = Date.now()): string {
    return this.signToken({
      accountId: claims.accountId,
      organisationId: claims.organisationId,
      email: claims.email,
      database: claims.database,
      sub: claims.accountId,
      iat: Math.floor(now / 1000),
    });
  }

  /** Answers the claims of a valid token, or null for anything expired, forged or malformed. */
  verify(token: string, now = Date.now()): AccessClaims | null {
    let payload: Record<string, unknown>;
    try {
      payload = this.verifyToken(token);
    } catch (error) {
      if (error instanceof TokenError) return null;
      throw error;
    }
    const { accountId, organisationId, email, database, sub, iat, exp } = payload;
    if (typeof accountId !== 'string' || typeof email !== 'string') return null;
    // Ids the database can look up: a signed token with another shape answered 500 further on.
    if (!UUID.test(accountId)) return null;
    if (
      organisationId != null &&
      (typeof organisationId !== 'string' || !UUID.test(organisationId))
    )
      return null;
    if (sub !== accountId) return null;
    if (database !== 'production' && database !== 'development') return null;
    // Never longer-lived than the tokens we issue, whatever its exp says.
    if (typeof iat !== 'number' || typeof exp !== 'number' || exp - iat > ACCESS_TOKEN_TTL_SECONDS)
      return null;
    // Issued in the future: its lifetime would start later than we can tell (a minute of skew).
    if (iat > now / 1000 + CLOCK_SKEW_SECONDS) return null;
    return {
      accountId,
      email,
      database,
      organisationId: typeof organisationId === 'string' ? organisationId : null,
    };
  }
}
