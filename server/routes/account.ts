// Account calls: the profile, a new e-mail confirmation link, a deletion request, and the public
// cancellation of one.
import type { FastifyInstance } from 'fastify';
import { cancelDeletionRequestSchema } from '../../src/contract/account';
import { parseInput } from '../lib/validate';
import type { ServiceContext } from '../services/context';
import { getProfile } from '../services/accounts/accounts';
import {
  cancelAccountDeletion,
  requestAccountDeletion,
} from '../services/accounts/account-deletion';
import { resendEmailVerification } from '../services/accounts/email-verification';
import { requireAccount, signedInAccount } from '../plugins/authentication';

export function accountRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    app.get('/api/v2/account/profile', { preHandler: requireAccount }, async (request) => {
      const account = signedInAccount(request);
      return {
        profile: await getProfile(
          request.scope.db,
          account.accountId,
          ctx.config.reviewAccountEmails,
        ),
      };
    });

    app.post('/api/v2/account/delete-request', { preHandler: requireAccount }, async (request) => {
      return requestAccountDeletion(ctx, request.scope, signedInAccount(request).accountId);
    });

    app.post(
      '/api/v2/account/confirmation-email',
      { preHandler: requireAccount },
      async (request) =>
        resendEmailVerification(ctx, request.scope.db, signedInAccount(request).accountId),
    );

    app.post('/api/v2/account-public/cancel-deletion', async (request) => {
      const { token } = parseInput(cancelDeletionRequestSchema, request.body);
      return cancelAccountDeletion(request.scope, token);
    });
  };
}
