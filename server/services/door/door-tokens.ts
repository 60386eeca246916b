// A door helper's session: a short JWT of its own kind (never taken for an account's token, nor
// the other way round) naming the door link, its event and its database; good for 12 hours at
// most and never beyond the link's own end.
import { createHmac } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
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
  private readonly signToken: (payload: Record<string, unknown>) => string;
  private readonly verifyToken: (token: string) => Record<string, unknown>;

  constructor(serverSecret: string) {
    const key = createHmac('sha256', serverSecret).update('floorcraft door sessions').digest();
    this.signToken = createSigner({
      key,
      algorithm: 'HS256',
      header: { alg: 'HS256', typ: TYPE },
    });
    this.verifyToken = createVerifier({
      key,
      algorithms: ['HS256'],
      checkTyp: TYPE,
      allowedIss: ISSUER,
      requiredClaims: ['exp', 'iat', 'sub'],
      maxAge: DOOR_SESSION_MAX_SECONDS * 1000,
    });
  }

  sign(claims: DoorClaims, expiresAt: Date): string {
    return this.signToken({
      eventId: claims.eventId,
      label: claims.label,
      database: claims.database,
      sub: claims.linkId,
      iss: ISSUER,
      exp: Math.floor(expiresAt.getTime() / 1000),
    });
  }

  verify(token: string): DoorClaims | null {
    let payload: Record<string, unknown>;
    try {
      payload = this.verifyToken(token);
    } catch (error) {
      if (error instanceof TokenError) return null;
      throw error;
    }
    const { eventId, label, database, sub } = payload;
    if (typeof eventId !== 'string' || typeof label !== 'string' || typeof sub !== 'string' || !sub)
      return null;
    if (database !== 'production' && database !== 'development') return null;
    return { linkId: sub, eventId, label, database };
  }
}
