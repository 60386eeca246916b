// Calendar feed subscriptions (an importer's own): GET/POST /api/v2/feeds, POST
// /api/v2/feeds/{id}/sync, DELETE /api/v2/feeds/{id}?keepEvents=true|false. Adding and syncing
// answer at once; the sync runs as a durable job, started after the answer.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addFeedRequestSchema, removeFeedQuerySchema } from '../../src/contract/feed-subscriptions';
import { idParams, parseInput } from '../lib/validate';
import { requireAccount, signedInAccount } from '../plugins/authentication';
import type { ServiceContext } from '../services/context';
import { importerOf } from '../services/events/importer';
import { addFeed, listFeeds, removeFeed, syncOwnFeed } from '../services/feeds/feed-subscriptions';
import { feedSyncRunner } from '../services/feeds/feed-job';

export function feedSubscriptionRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requireAccount);
    const importer = (request: FastifyRequest) =>
      importerOf(request.scope.db, signedInAccount(request).accountId);
    const sync = feedSyncRunner(ctx.jobs, ctx.background, {
      isAllowedAddress: ctx.outboundAddressPolicy,
    });

    app.get('/api/v2/feeds', async (request) => ({
      data: await listFeeds(request.scope.db, await importer(request)),
    }));

    app.post('/api/v2/feeds', async (request) => {
      // Who may add comes first: a member refused is told so, whatever the body.
      const who = await importer(request);
      const body = parseInput(addFeedRequestSchema, request.body);
      return { data: await addFeed(request.scope.db, who, body, sync) };
    });

    app.post('/api/v2/feeds/:id/sync', async (request) => {
      const { id } = parseInput(idParams, request.params);
      return { data: await syncOwnFeed(request.scope.db, await importer(request), id, sync) };
    });

    app.delete('/api/v2/feeds/:id', async (request, reply) => {
      const { id } = parseInput(idParams, request.params);
      const { keepEvents } = parseInput(removeFeedQuerySchema, request.query);
      await removeFeed(request.scope.db, await importer(request), id, keepEvents !== 'false');
      return reply.status(204).send();
    });
  };
}
