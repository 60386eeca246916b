// Add-ons: the organiser's list, create, edit and remove for one of their events (ticket
// configurations; another organisation's answers 404), and the door's "handed over" mark.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { addOnInputSchema } from '../../src/contract/add-ons';
import { lazySchema } from '../../src/contract/lazy-schema';
import { rolesFor } from '../../src/contract/team';
import { configurationParamsSchema } from '../../src/contract/ticketing';
import { parseInput } from '../lib/validate';
import { organisationMemberOf, requireAccount } from '../plugins/authentication';
import {
  createAddOn,
  listAddOns,
  removeAddOn,
  updateAddOn,
} from '../services/addons/organiser-addons';
import { handOverForSchool } from '../services/addons/door-hand-over';

const addOnParamsSchema = lazySchema(() =>
  z.object({ id: z.uuid('id must be an id.'), addOnId: z.uuid('addOnId must be an id.') }),
);

const handOverParamsSchema = lazySchema(() =>
  z.object({
    id: z.uuid('id must be an id.'),
    orderId: z.uuid('orderId must be an order id.'),
    addOnId: z.uuid('addOnId must be an id.'),
  }),
);

const asEvents = { roles: rolesFor.events };

export function addOnRoutes() {
  return async (app: FastifyInstance) => {
    const base = '/api/v2/ticket/organiser/:id/add-ons';

    app.get(base, { config: asEvents, preHandler: requireAccount }, async (request) => {
      const { organisationId } = organisationMemberOf(request);
      const { id } = parseInput(configurationParamsSchema, request.params);
      return { data: await listAddOns(request.scope.db, organisationId, id) };
    });

    app.post(base, { config: asEvents, preHandler: requireAccount }, async (request, reply) => {
      const { organisationId } = organisationMemberOf(request);
      const { id } = parseInput(configurationParamsSchema, request.params);
      const input = parseInput(addOnInputSchema, request.body);
      const data = await createAddOn(request.scope.db, organisationId, id, input);
      return reply.status(201).send({ data });
    });

    app.put(
      `${base}/:addOnId`,
      { config: asEvents, preHandler: requireAccount },
      async (request) => {
        const { organisationId } = organisationMemberOf(request);
        const { id, addOnId } = parseInput(addOnParamsSchema, request.params);
        const input = parseInput(addOnInputSchema, request.body);
        return { data: await updateAddOn(request.scope.db, organisationId, id, addOnId, input) };
      },
    );

    app.delete(
      `${base}/:addOnId`,
      { config: asEvents, preHandler: requireAccount },
      async (request) => {
        const { organisationId } = organisationMemberOf(request);
        const { id, addOnId } = parseInput(addOnParamsSchema, request.params);
        await removeAddOn(request.scope.db, organisationId, id, addOnId);
        return { data: { deleted: true } };
      },
    );

    // The door: an order's add-on handed over (once; a repeat answers the first moment).
    app.post(
      '/api/v2/ticket/organiser/:id/orders/:orderId/add-ons/:addOnId/hand-over',
      { config: { roles: rolesFor.door }, preHandler: requireAccount },
      async (request) => {
        const { organisationId } = organisationMemberOf(request);
        const { id, orderId, addOnId } = parseInput(handOverParamsSchema, request.params);
        const data = await handOverForSchool(
          request.scope.db,
          organisationId,
          id,
          orderId,
          addOnId,
        );
        return {
          data,
          message: data.already ? 'Already handed over.' : 'Handed over.',
        };
      },
    );
  };
}
