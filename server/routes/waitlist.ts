// A dancer's waitlist places: POST /api/v2/ticket/waitlist (join a blocked role's line),
// GET /api/v2/ticket/waitlist/{id}, POST /api/v2/ticket/waitlist/{id}/checkout (pay for an offered
// place), DELETE /api/v2/ticket/waitlist/{id} (leave the line); for a school,
// GET /api/v2/ticket/organiser/{configurationId}/waitlist and POST
// /api/v2/ticket/organiser/waitlist/{id}/offer|skip.
import { rolesFor } from '../../src/contract/team';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { joinWaitlistRequestSchema } from '../../src/contract/waitlist';
import { idParams, parseInput } from '../lib/validate';
import { buyerOf, organisationMemberOf, requireAccount } from '../plugins/authentication';
import { offerByHand, organiserWaitlist, skipEntry } from '../services/waitlist/waitlist-organiser';
import type { ServiceContext } from '../services/context';
import { joinWaitlist, leaveWaitlist, payForOffer } from '../services/waitlist/waitlist-entries';
import { waitlistEntry } from '../services/waitlist/waitlist-entry-read';

export function waitlistRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requireAccount);

    app.post('/api/v2/ticket/waitlist', async (request) => {
      const body = parseInput(joinWaitlistRequestSchema, request.body);
      return { data: await joinWaitlist(request.scope.db, buyerOf(request), body) };
    });

    app.get('/api/v2/ticket/waitlist/:id', async (request) => {
      const { id } = parseInput(idParams, request.params);
      return { data: await waitlistEntry(request.scope.db, buyerOf(request).accountId, id) };
    });

    app.post('/api/v2/ticket/waitlist/:id/checkout', async (request) => {
      const { id } = parseInput(idParams, request.params);
      return payForOffer(ctx, request.scope, buyerOf(request), id);
    });

    app.delete('/api/v2/ticket/waitlist/:id', async (request, reply) => {
      const { id } = parseInput(idParams, request.params);
      await leaveWaitlist(ctx, request.scope.db, buyerOf(request).accountId, id);
      return reply.status(204).send();
    });

    // The school's hand on its lines.
    const schoolOf = (request: FastifyRequest) => organisationMemberOf(request).organisationId;

    app.get(
      '/api/v2/ticket/organiser/:id/waitlist',
      { config: { roles: rolesFor.events } },
      async (request) => {
        const { id } = parseInput(idParams, request.params);
        return { data: await organiserWaitlist(request.scope.db, schoolOf(request), id) };
      },
    );

    app.post(
      '/api/v2/ticket/organiser/waitlist/:id/offer',
      { config: { roles: rolesFor.events } },
      async (request) => {
        const { id } = parseInput(idParams, request.params);
        await offerByHand(ctx, request.scope.db, schoolOf(request), id);
        return { success: true };
      },
    );

    app.post(
      '/api/v2/ticket/organiser/waitlist/:id/skip',
      { config: { roles: rolesFor.events } },
      async (request) => {
        const { id } = parseInput(idParams, request.params);
        await skipEntry(request.scope.db, schoolOf(request), id);
        return { success: true };
      },
    );
  };
}
