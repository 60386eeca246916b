// The iCalendar feeds (text/calendar, with an ETag; an unchanged feed answers 304): a school's
// /org/{id}/calendar.ics, the discovery feed /calendar.ics?style=&latitude=&longitude=&radiusKm=,
// a dancer's /calendar/tickets/{token}.ics, and the calls that make, look up or remove that address.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_FEED_RADIUS_KM,
  discoveryFeedQuerySchema,
  schoolFeedParamsSchema,
} from '../../src/contract/calendar-feeds';
import { notFound } from '../lib/app-error';
import { publicUrlFor } from '../lib/public-url';
import { parseInput } from '../lib/validate';
import { requireAccount, signedInAccount } from '../plugins/authentication';
import type { ServiceContext } from '../services/context';
import {
  discoveryFeed,
  removeTicketsFeed,
  renewTicketsFeed,
  schoolFeed,
  ticketsFeed,
  ticketsFeedActive,
  type Feed,
} from '../services/events/calendar-feeds';

function sendFeed(request: FastifyRequest, reply: FastifyReply, feed: Feed, cache: string) {
  reply.header('etag', feed.etag).header('cache-control', cache);
  if (request.headers['if-none-match'] === feed.etag) return reply.status(304).send();
  return reply.type('text/calendar; charset=utf-8').send(feed.body);
}

export function calendarFeedRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    const origin = (request: FastifyRequest) => publicUrlFor(ctx.config, request);

    app.get('/org/:organisationId/calendar.ics', async (request, reply) => {
      const { organisationId } = parseInput(schoolFeedParamsSchema, request.params);
      const feed = await schoolFeed(request.scope.db, organisationId, origin(request));
      return sendFeed(request, reply, feed, 'public, max-age=900');
    });

    app.get('/calendar.ics', async (request, reply) => {
      const query = parseInput(discoveryFeedQuerySchema, request.query);
      const near =
        query.latitude !== undefined && query.longitude !== undefined
          ? {
              latitude: query.latitude,
              longitude: query.longitude,
              radiusKm: query.radiusKm ?? DEFAULT_FEED_RADIUS_KM,
            }
          : undefined;
      const feed = await discoveryFeed(
        request.scope.db,
        { style: query.style, near },
        origin(request),
      );
      return sendFeed(request, reply, feed, 'public, max-age=900');
    });

    app.get<{ Params: { file: string } }>('/calendar/tickets/:file', async (request, reply) => {
      const token = /^([A-Za-z0-9_-]{20,100})\.ics$/.exec(request.params.file)?.[1];
      if (!token) throw notFound('This calendar link has been replaced or removed.');
      const feed = await ticketsFeed(request.scope.db, token, origin(request));
      return sendFeed(request, reply, feed, 'private, max-age=900');
    });

    app.post(
      '/api/v2/account/calendar-feed',
      { preHandler: requireAccount },
      async (request, reply) => {
        const { accountId } = signedInAccount(request);
        const data = await renewTicketsFeed(request.scope.db, accountId, origin(request));
        return reply.status(201).send({ data });
      },
    );

    app.get('/api/v2/account/calendar-feed', { preHandler: requireAccount }, async (request) => ({
      data: {
        active: await ticketsFeedActive(request.scope.db, signedInAccount(request).accountId),
      },
    }));

    app.delete('/api/v2/account/calendar-feed', { preHandler: requireAccount }, async (request) => {
      await removeTicketsFeed(request.scope.db, signedInAccount(request).accountId);
      return { success: true };
    });
  };
}
