// Sign-in calls (spec §7 Authentication): parse with the contract, call a service, answer.
import { sendEmailVerification, verifyEmail } from '../services/email-verification';
import type { FastifyInstance } from 'fastify';
import {
  loginRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  requestPasswordResetSchema,
  verifyEmailRequestSchema,
  resetPasswordRequestSchema,
} from '../../src/contract/auth';
import { parseInput } from '../lib/validate';
import type { ServiceContext } from '../services/context';
import { createAccount } from '../services/accounts';
import { login, logout, refresh, startSession } from '../services/sessions';
import { requestPasswordReset, resetPassword } from '../services/password-reset';
import { disconnectAccountConnections } from '../services/facebook/disconnect';

export function authRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    app.post('/api/v2/auth/login', async (request) => {
      const input = parseInput(loginRequestSchema, request.body);
      return login(ctx, request.scope, { ...input, ip: request.ip });
    });

    app.post('/api/v2/auth/refresh', async (request) => {
      const { refreshToken } = parseInput(refreshRequestSchema, request.body);
      return refresh(ctx, request.scope, refreshToken);
    });

    app.post('/api/v2/auth/logout', async (request) => {
      const { refreshToken } = parseInput(logoutRequestSchema, request.body);
      const accountId = await logout(request.scope.db, refreshToken);
      // Spec §4: the social connection is also disconnected on logout.
      if (accountId)
        await disconnectAccountConnections(ctx, request.scope.db, accountId, request.log);
      return { success: true, message: 'Signed out.' };
    });

    app.post('/api/v2/auth/register', async (request, reply) => {
      const input = parseInput(registerRequestSchema, request.body);
      const { accountId } = await createAccount(request.scope.db, input);
      await sendEmailVerification(
        ctx,
        request.scope.db,
        { id: accountId, email: input.email },
        input.returnPath,
      );
      reply.status(201);
      return startSession(ctx, request.scope, accountId);
    });

    app.post('/api/v2/auth/verify-email', async (request) => {
      const { token } = parseInput(verifyEmailRequestSchema, request.body);
      return verifyEmail(request.scope.db, token);
    });

    app.post('/api/v2/auth/request-password-reset', async (request) => {
      const { email } = parseInput(requestPasswordResetSchema, request.body);
      return requestPasswordReset(ctx, request.scope, email);
    });

    app.post('/api/v2/auth/reset-password', async (request) => {
      const input = parseInput(resetPasswordRequestSchema, request.body);
      return resetPassword(ctx, request.scope, input);
    });
  };
}
