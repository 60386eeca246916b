// A buyer's changes to the tickets of their order — what they may do now (GET
// /api/v2/orders/{id}/ticket-options), pass one on (POST …/tickets/{ticketId}/transfer), rename
// its holder (PUT …/holder), cancel it within the refund policy (POST …/cancel) or ask for a
// refund (POST …/refund-request) — and, for members of the event's school, the event's settings
// for them (GET/PUT /api/v2/ticket/organiser/{id}/buyer-changes) and the refunds asked
// (GET …/refund-requests). Another buyer's order or another school's event answers 404.
import { rolesFor } from '../../src/contract/team';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  buyerChangeSettingsSchema,
  cancelRequestSchema,
  refundAskSchema,
  renameRequestSchema,
  ticketChangeParamsSchema,
  transferRequestSchema,
} from '../../src/contract/ticket-changes';
import { configurationParamsSchema } from '../../src/contract/ticketing';
import { idParams, parseInput } from '../lib/validate';
import { organisationMemberOf, requireAccount, signedInAccount } from '../plugins/authentication';
import type { ServiceContext } from '../services/context';
import {
  buyerChangeSettings,
  saveBuyerChangeSettings,
} from '../services/ticket-changes/buyer-change-settings';
import { cancelTicket } from '../services/ticket-changes/cancel-ticket';
import { askRefund, refundAsksOf } from '../services/ticket-changes/refund-asks';
import { ticketOptions } from '../services/ticket-changes/ticket-options';
import { renameHolder, transferTicket } from '../services/ticket-changes/transfer-ticket';

const memberOf = (request: FastifyRequest) => organisationMemberOf(request);
const buyerIdOf = (request: FastifyRequest) => signedInAccount(request).accountId;

export function ticketChangeRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requireAccount);
    const ticket = '/api/v2/orders/:id/tickets/:ticketId';

    app.get('/api/v2/orders/:id/ticket-options', async (request) => {
      const { id } = parseInput(idParams, request.params);
      return { data: await ticketOptions(request.scope.db, buyerIdOf(request), id) };
    });

    app.post(`${ticket}/transfer`, async (request) => {
      const { id, ticketId } = parseInput(ticketChangeParamsSchema, request.params);
      const input = parseInput(transferRequestSchema, request.body);
      const data = await transferTicket(
        ctx,
        request.scope.db,
        buyerIdOf(request),
        id,
        ticketId,
        input,
      );
      return { data, message: `The ticket was passed on to ${data.name}.` };
    });

    app.put(`${ticket}/holder`, async (request) => {
      const { id, ticketId } = parseInput(ticketChangeParamsSchema, request.params);
      const { name } = parseInput(renameRequestSchema, request.body);
      await renameHolder(request.scope.db, buyerIdOf(request), id, ticketId, name);
      return { data: { ticketId, name }, message: 'The name on the ticket was changed.' };
    });

    app.post(`${ticket}/cancel`, async (request) => {
      const { id, ticketId } = parseInput(ticketChangeParamsSchema, request.params);
      const input = parseInput(cancelRequestSchema, request.body);
      const data = await cancelTicket(
        ctx,
        request.scope.db,
        buyerIdOf(request),
        id,
        ticketId,
        input,
      );
      return { data, message: 'The ticket was cancelled.' };
    });

    app.post(`${ticket}/refund-request`, async (request, reply) => {
      const { id, ticketId } = parseInput(ticketChangeParamsSchema, request.params);
      const input = parseInput(refundAskSchema, request.body);
      const data = await askRefund(ctx, request.scope.db, buyerIdOf(request), id, ticketId, input);
      return reply.status(201).send({ data, message: 'Your request was sent to the school.' });
    });

    const organiser = '/api/v2/ticket/organiser/:id';

    app.get(
      `${organiser}/buyer-changes`,
      { config: { roles: rolesFor.events } },
      async (request) => {
        const { id } = parseInput(configurationParamsSchema, request.params);
        return {
          data: await buyerChangeSettings(request.scope.db, memberOf(request).organisationId, id),
        };
      },
    );

    app.put(
      `${organiser}/buyer-changes`,
      { config: { roles: rolesFor.events } },
      async (request) => {
        const { id } = parseInput(configurationParamsSchema, request.params);
        const settings = parseInput(buyerChangeSettingsSchema, request.body);
        const { organisationId } = memberOf(request);
        return {
          data: await saveBuyerChangeSettings(request.scope.db, organisationId, id, settings),
        };
      },
    );

    app.get(
      `${organiser}/refund-requests`,
      { config: { roles: rolesFor.sales } },
      async (request) => {
        const { id } = parseInput(configurationParamsSchema, request.params);
        return { data: await refundAsksOf(request.scope.db, memberOf(request).organisationId, id) };
      },
    );
  };
}
