// Short-lived signed access tokens (JWT, HS256) carrying the spec's payload.
import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { DatabaseTarget } from '../db/database';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'floorcraft';

export interface AccessClaims {
  accountId: string;
  organisationId: string | null;
  email: string;
  /** Which database the account lives in; a token never crosses from one to the other. */
  database: DatabaseTarget;
}

export class AccessTokens {
  // A key object made once: handing jose raw bytes makes it import the key on every call.
  private readonly key: KeyObject;

  constructor(secret: string) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(claims: AccessClaims, now = Date.now()): Promise<string> {
    const issuedAt = Math.floor(now / 1000);
    return new SignJWT({
      accountId: claims.accountId,
      organisationId: claims.organisationId,
      email: claims.email,
      database: claims.database,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.accountId)
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  /** Answers the claims of a valid token, or null for anything expired, forged or malformed. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        typ: 'JWT',
        // Every token we issue has these; one without an expiry would never end.
        requiredClaims: ['exp', 'iat', 'sub'],
        maxTokenAge: ACCESS_TOKEN_TTL_SECONDS,
      });
      const { accountId, organisationId, email, database } = payload;
      if (typeof accountId !== 'string' || typeof email !== 'string') return null;
      if (payload.sub !== accountId) return null;
      if (database !== 'production' && database !== 'development') return null;
      return {
        accountId,
        email,
        database,
        organisationId: typeof organisationId === 'string' ? organisationId : null,
      };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}
