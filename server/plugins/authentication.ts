// Reads the bearer access token as a request arrives, before its body is read, so that a route
// guarded by `requireAccount` in onRequest refuses a stranger without reading what they send.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../lib/app-error';
import type { AccessClaims, AccessTokens } from '../services/accounts/access-tokens';
import type { TeamRole } from '../../src/contract/team';
import type { Buyer } from '../services/purchases/purchase';

declare module 'fastify' {
  interface FastifyRequest {
    account: AccessClaims | null;
  }
}

export function registerAuthentication(app: FastifyInstance, accessTokens: AccessTokens): void {
  app.decorateRequest('account', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) return;
    const claims = accessTokens.verify(match[1]);
    // A token minted for the other database is no token here.
    request.account = claims && claims.database === request.scope.target ? claims : null;
  });
}

export async function requireAccount(request: FastifyRequest): Promise<void> {
  if (!request.account) throw unauthorized();
}

/**
 * The signed-in account. Its organisationId is the school the route's role check admitted it to
 * (plugins/organiser-roles.ts), null on a route that declares no roles: the token's school alone
 * never lets a request act for a school.
 */
export function signedInAccount(request: FastifyRequest): AccessClaims {
  if (!request.account) throw unauthorized();
  return { ...request.account, organisationId: request.organiser?.organisationId ?? null };
}

/** The signed-in account as the one paying: who, and where the receipt goes. */
export function buyerOf(request: FastifyRequest): Buyer {
  const { accountId, email } = signedInAccount(request);
  return { accountId, email };
}

/**
 * The signed-in member and the school this request acts for, as the route's role check
 * (plugins/organiser-roles.ts) found them. A route that declares no roles has no school: calling
 * this there is a fault of the route, refused rather than acting for the token's school.
 */
export function organisationMemberOf(
  request: FastifyRequest,
): AccessClaims & { organisationId: string; role: TeamRole } {
  const account = signedInAccount(request);
  if (!request.organiser)
    throw new AppError(500, 'SERVER_ERROR', 'This organiser route declares no roles.');
  return { ...account, ...request.organiser };
}
