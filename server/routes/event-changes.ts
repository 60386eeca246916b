// Cancelling or postponing a whole event: what it would do and its progress (GET
// /api/v2/ticket/organiser/{id}/event-change), and the action itself (POST, accepted at once and
// carried out by a background job, idempotent by the body's clientKey). Members of the event's
// organisation with a role over events (owner, manager): another organisation's event answers 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eventChangeRequestSchema } from '../../src/contract/event-changes';
import { rolesFor } from '../../src/contract/team';
import { configurationParamsSchema } from '../../src/contract/ticketing';
import { parseInput } from '../lib/validate';
import { organisationMemberOf, requireAccount } from '../plugins/authentication';
import type { ServiceContext } from '../services/context';
import { eventChangesView } from '../services/event-changes/event-change-read';
import { requestEventChange } from '../services/event-changes/request-change';

const memberOf = (request: FastifyRequest) => organisationMemberOf(request);
const asEvents = { roles: rolesFor.events };

export function eventChangeRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    const base = '/api/v2/ticket/organiser/:id/event-change';

    app.get(base, { config: asEvents, preHandler: requireAccount }, async (request) => {
      const { organisationId } = memberOf(request);
      const { id } = parseInput(configurationParamsSchema, request.params);
      return { data: await eventChangesView(request.scope.db, organisationId, id) };
    });

    app.post(base, { config: asEvents, preHandler: requireAccount }, async (request, reply) => {
      const member = memberOf(request);
      const { id } = parseInput(configurationParamsSchema, request.params);
      const input = parseInput(eventChangeRequestSchema, request.body);
      const data = await requestEventChange(ctx, request.scope.db, member, id, input);
      return reply.status(202).send({ data });
    });
  };
}
