// Sign-in calls (spec §7 Authentication): parse with the contract, call a service, answer. The
// sign-in, sign-up and "it was me" calls also read and renew the device cookie.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  loginRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  requestDeviceLinkSchema,
  requestPasswordResetSchema,
  resetPasswordRequestSchema,
  useDeviceLinkRequestSchema,
  verifyEmailRequestSchema,
} from '../../src/contract/auth';
import { readCookie, setCookieValue } from '../lib/cookies';
import { parseInput } from '../lib/validate';
import type { ServiceContext } from '../services/context';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  DEVICE_COOKIE_PATH,
} from '../services/accounts/device-cookies';
import { requestDeviceLink, useDeviceLink } from '../services/accounts/device-links';
import { verifyEmail } from '../services/accounts/email-verification';
import { disconnectAccountConnections } from '../services/facebook/disconnect';
import { requestPasswordReset, resetPassword } from '../services/accounts/password-reset';
import { login, logout, refresh } from '../services/accounts/sessions';
import { signUp } from '../services/accounts/sign-up';
import { presentedDevice } from '../services/accounts/trusted-devices';

export function authRoutes(ctx: ServiceContext) {
  const deviceOf = (request: FastifyRequest) =>
    presentedDevice(ctx.deviceCookies, readCookie(request.headers.cookie, DEVICE_COOKIE));
  const keepDevice = (reply: FastifyReply, cookie: string) =>
    reply.header(
      'set-cookie',
      setCookieValue(DEVICE_COOKIE, cookie, {
        path: DEVICE_COOKIE_PATH,
        maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_SECONDS,
        secure: ctx.config.publicUrl.startsWith('https:'),
      }),
    );

  return async (app: FastifyInstance) => {
    app.post('/api/v2/auth/login', async (request, reply) => {
      const input = parseInput(loginRequestSchema, request.body);
      const { tokens, deviceCookie } = await login(ctx, request.scope, {
        ...input,
        ip: request.ip,
        device: deviceOf(request),
      });
      keepDevice(reply, deviceCookie);
      return tokens;
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
      const { tokens, deviceCookie } = await signUp(ctx, request.scope, {
        ...input,
        ip: request.ip,
        device: deviceOf(request),
      });
      keepDevice(reply, deviceCookie);
      reply.status(201);
      return tokens;
    });

    app.post('/api/v2/auth/verify-email', async (request) => {
      const { token } = parseInput(verifyEmailRequestSchema, request.body);
      return verifyEmail(request.scope.db, { token, ip: request.ip });
    });

    app.post('/api/v2/auth/request-password-reset', async (request) => {
      const { email } = parseInput(requestPasswordResetSchema, request.body);
      return requestPasswordReset(ctx, request.scope, { email, ip: request.ip });
    });

    app.post('/api/v2/auth/reset-password', async (request) => {
      const input = parseInput(resetPasswordRequestSchema, request.body);
      return resetPassword(ctx, request.scope, { ...input, ip: request.ip });
    });

    app.post('/api/v2/auth/request-device-link', async (request) => {
      const { email } = parseInput(requestDeviceLinkSchema, request.body);
      return requestDeviceLink(ctx, request.scope, { email, ip: request.ip });
    });

    app.post('/api/v2/auth/trust-device', async (request, reply) => {
      const { token } = parseInput(useDeviceLinkRequestSchema, request.body);
      const { answer, deviceCookie } = await useDeviceLink(ctx, request.scope, {
        token,
        ip: request.ip,
        device: deviceOf(request),
      });
      keepDevice(reply, deviceCookie);
      return answer;
    });
  };
}
