// A door helper's session: a short JWT of its own kind (never taken for an account's token, nor
// the other way round) naming the door link, its event and its database; good for 12 hours at
// most and never beyond the link's own end.
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { DatabaseTarget } from '../../db/database';

const ISSUER = 'floorcraft';
const TYPE = 'door+jwt';
export const DOOR_SESSION_MAX_SECONDS = 12 * 60 * 60;

export interface DoorClaims {
  linkId: string;
  eventId: string;
  label: string;
  database: DatabaseTarget;
}

export class DoorTokens {
  private readonly key: KeyObject;

  constructor(serverSecret: string) {
    this.key = createSecretKey(
      createHmac('sha256', serverSecret).update('floorcraft door sessions').digest(),
    );
  }

  sign(claims: DoorClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ eventId: claims.eventId, label: claims.label, database: claims.database })
      .setProtectedHeader({ alg: 'HS256', typ: TYPE })
      .setSubject(claims.linkId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  async verify(token: string): Promise<DoorClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        typ: TYPE,
        requiredClaims: ['exp', 'iat', 'sub'],
        maxTokenAge: DOOR_SESSION_MAX_SECONDS,
      });
      const { eventId, label, database, sub } = payload;
      if (typeof eventId !== 'string' || typeof label !== 'string' || !sub) return null;
      if (database !== 'production' && database !== 'development') return null;
      return { linkId: sub, eventId, label, database };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}
