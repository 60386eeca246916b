// Facebook Page integration calls (spec §7 Social-page integration) for a signed-in organiser;
// each acts on the member's own organisation only. Organisation details: GET
// /api/v2/facebook/organisation-details (the page's details as organisation fields), POST
// …/refresh (read the page again) and POST …/confirm (copy them into the organisation info).
import { rolesFor } from '../../src/contract/team';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { facebookAuthQuerySchema, selectPageRequestSchema } from '../../src/contract/facebook';
import { AUTHORISED_NO_PAGES } from '../../src/contract/facebook-messages';
import { AppError } from '../lib/app-error';
import { parseInput } from '../lib/validate';
import { requireAccount, signedInAccount } from '../plugins/authentication';
import type { ServiceContext } from '../services/context';
import { CALLBACK_PATH, startConnection, type Member } from '../services/facebook/connect';
import {
  BROWSER_NONCE_COOKIE,
  newBrowserNonce,
  STATE_TTL_MS,
} from '../services/facebook/oauth-state';
import { setCookieValue } from '../lib/cookies';
import { disconnectFacebook } from '../services/facebook/disconnect';
import {
  confirmDetails,
  organisationDetails,
  refreshDetails,
} from '../services/facebook/page-details';
import { checkPages, selectPage, skipPageSelection } from '../services/facebook/pages';
import { facebookStatus } from '../services/facebook/status';

function member(request: FastifyRequest): Member {
  const account = signedInAccount(request);
  if (!account.organisationId)
    throw new AppError(403, 'FORBIDDEN', 'Only dance-school members can connect a Facebook Page.');
  return {
    accountId: account.accountId,
    organisationId: account.organisationId,
    email: account.email,
  };
}

export function facebookRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    const eventsOnly = { preHandler: requireAccount, config: { roles: rolesFor.events } };

    app.get('/api/v2/facebook/status', eventsOnly, async (request) =>
      facebookStatus(ctx, request.scope.db, member(request).organisationId),
    );

    app.get('/api/v2/facebook/auth', eventsOnly, async (request, reply) => {
      const flags = parseInput(facebookAuthQuerySchema, request.query);
      const demo =
        flags.demouseradmin === 'true' ? 'admin' : flags.demouser === 'true' ? 'user' : null;
      const browserNonce = newBrowserNonce();
      const answer = await startConnection(ctx, request.scope, member(request), demo, browserNonce);
      if ('facebookAuthUrl' in answer) {
        reply.header(
          'set-cookie',
          setCookieValue(BROWSER_NONCE_COOKIE, browserNonce, {
            path: CALLBACK_PATH,
            maxAgeSeconds: STATE_TTL_MS / 1000,
            secure: ctx.config.publicUrl.startsWith('https:'),
          }),
        );
      }
      return answer;
    });

    app.get('/api/v2/facebook/check-pages', eventsOnly, async (request) =>
      checkPages(ctx, request.scope.db, member(request).organisationId),
    );

    app.post('/api/v2/facebook/select-page', eventsOnly, async (request) => {
      const { pageId } = parseInput(selectPageRequestSchema, request.body);
      return selectPage(ctx, request.scope.db, member(request).organisationId, pageId);
    });

    app.post('/api/v2/facebook/skip-page-selection', eventsOnly, async (request) => {
      await skipPageSelection(request.scope.db, member(request).organisationId);
      return { success: true, message: AUTHORISED_NO_PAGES };
    });

    app.post('/api/v2/facebook/disconnect', eventsOnly, async (request) => {
      const { organisationId } = member(request);
      const disconnected = await disconnectFacebook(
        ctx,
        request.scope.db,
        organisationId,
        request.log,
      );
      return {
        success: true,
        message: disconnected ? 'Facebook disconnected.' : 'Facebook was not connected.',
      };
    });

    app.get('/api/v2/facebook/organisation-details', eventsOnly, async (request) =>
      organisationDetails(request.scope.db, member(request).organisationId),
    );

    app.post('/api/v2/facebook/organisation-details/refresh', eventsOnly, async (request) =>
      refreshDetails(ctx, request.scope.db, member(request).organisationId),
    );

    app.post('/api/v2/facebook/organisation-details/confirm', eventsOnly, async (request) => ({
      ok: true,
      settings: await confirmDetails(request.scope.db, member(request).organisationId),
    }));
  };
}
