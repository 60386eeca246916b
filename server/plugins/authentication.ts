// Reads the bearer access token as a request arrives, before its body is read, so that a route
// guarded by `requireAccount` in onRequest refuses a stranger without reading what they send.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../lib/app-error';
import type { AccessClaims, AccessTokens } from '../services/accounts/access-tokens';
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

export function signedInAccount(request: FastifyRequest): AccessClaims {
  if (!request.account) throw unauthorized();
  return request.account;
}

/** The signed-in account as the one paying: who, and where the receipt goes. */
export function buyerOf(request: FastifyRequest): Buyer {
  const { accountId, email } = signedInAccount(request);
  return { accountId, email };
}

/** The signed-in member of an organisation; 403 with `refusal` for anyone else. */
export function organisationMemberOf(
  request: FastifyRequest,
  refusal = 'Only members of an organisation can manage tickets.',
): AccessClaims & { organisationId: string } {
  const account = signedInAccount(request);
  if (!account.organisationId) throw new AppError(403, 'FORBIDDEN', refusal);
  return { ...account, organisationId: account.organisationId };
}
