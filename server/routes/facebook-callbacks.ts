// The calls Facebook makes (no Floorcraft credential): the OAuth callback, which sends the
// browser back to /facebook-integration; and the deauthorise and data-deletion callbacks, which
// carry a signed_request in a form body. Plus the deletion status the callback's url shows.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { dataDeletionParamsSchema } from '../../src/contract/facebook';
import type { Databases } from '../db/database';
import { AppError } from '../lib/app-error';
import { parseInput } from '../lib/validate';
import type { ServiceContext } from '../services/context';
import { CALLBACK_PATH, finishConnection } from '../services/facebook/connect';
import {
  deleteFacebookData,
  deletionStatus,
  forgetFacebookUser,
} from '../services/facebook/data-deletion';
import { verifySignedRequest } from '../services/facebook/signed-request';
import { BROWSER_NONCE_COOKIE } from '../services/facebook/oauth-state';
import { readCookie, setCookieValue } from '../lib/cookies';

const callbackQuerySchema = z.object({
  code: z.optional(z.string().check(z.maxLength(2000))),
  state: z.optional(z.string().check(z.maxLength(2000))),
  error: z.optional(z.string().check(z.maxLength(200))),
  error_reason: z.optional(z.string().check(z.maxLength(200))),
});
const signedRequestBodySchema = z.object({
  signed_request: z
    .string()
    .check(z.minLength(1, 'signed_request is required.'), z.maxLength(10_000)),
});

export function facebookCallbackRoutes(ctx: ServiceContext, databases: Databases) {
  return async (app: FastifyInstance) => {
    // Facebook posts its callbacks as a form; this plugin's routes read one, small.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const signedUser = (body: unknown) => {
      const secret = ctx.facebook.config?.appSecret;
      if (!secret)
        throw new AppError(
          503,
          'FACEBOOK_NOT_CONFIGURED',
          'Facebook is not configured on this server.',
        );
      return verifySignedRequest(parseInput(signedRequestBodySchema, body).signed_request, secret)
        .user_id;
    };

    app.get(CALLBACK_PATH, async (request, reply) => {
      const query = parseInput(callbackQuerySchema, request.query);
      const nonce = readCookie(request.headers.cookie, BROWSER_NONCE_COOKIE);
      // The nonce is good for one return.
      reply.header(
        'set-cookie',
        setCookieValue(BROWSER_NONCE_COOKIE, '', {
          path: CALLBACK_PATH,
          maxAgeSeconds: 0,
          secure: ctx.config.publicUrl.startsWith('https:'),
        }),
      );
      return reply.redirect(await finishConnection(ctx, databases, query, nonce));
    });

    app.post('/api/v2/facebook/deauthorize', async (request) => {
      const removed = await forgetFacebookUser(databases, signedUser(request.body));
      return { success: true, connectionsRemoved: removed };
    });

    app.post('/api/v2/facebook/data-deletion', async (request) =>
      deleteFacebookData(databases, ctx.config.publicUrl, signedUser(request.body)),
    );

    app.get('/api/v2/facebook/data-deletion/:code', async (request) => {
      const { code } = parseInput(dataDeletionParamsSchema, request.params);
      return deletionStatus(databases, code);
    });
  };
}
