// Buying without an account: a guest's checkout (no sign-in; limited per address and e-mail) and
// a guest's order page opened by the signed link of their receipt, with its tickets' answers to
// the event's questions, read and changed by that link, and the names on its tickets changed.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import {
  GUEST_ORDER_LINK_INVALID,
  guestCheckoutRequestSchema,
} from '../../src/contract/guest-checkout';
import { answersRequestSchema } from '../../src/contract/attendee-questions';
import { renameRequestSchema, ticketChangeParamsSchema } from '../../src/contract/ticket-changes';
import { idParams, parseInput } from '../lib/validate';
import type { ServiceContext } from '../services/context';
import { guestOrder, startGuestCheckout } from '../services/payments/guest-checkout';
import {
  changeGuestAnswers,
  guestOrderAnswers,
  renameGuestHolder,
} from '../services/questions/guest-answers';

const accessQuery = z.object({
  access: z
    .string()
    .check(z.minLength(1, 'access is missing.'), z.maxLength(200, GUEST_ORDER_LINK_INVALID)),
});

export function guestCheckoutRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    app.post('/api/v2/ticket/guest-checkout', async (request) => {
      const { guest, ...checkout } = parseInput(guestCheckoutRequestSchema, request.body);
      return startGuestCheckout(ctx, request.scope, { ip: request.ip, guest, checkout });
    });

    app.get('/api/v2/orders/:id/shared', async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { access } = parseInput(accessQuery, request.query);
      return { data: await guestOrder(ctx, request.scope.db, id, access) };
    });

    app.get('/api/v2/orders/:id/shared/answers', async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { access } = parseInput(accessQuery, request.query);
      return { data: await guestOrderAnswers(ctx, request.scope.db, id, access) };
    });

    app.put('/api/v2/orders/:id/shared/tickets/:ticketId/answers', async (request) => {
      const { id, ticketId } = parseInput(ticketChangeParamsSchema, request.params);
      const { access } = parseInput(accessQuery, request.query);
      const { answers } = parseInput(answersRequestSchema, request.body);
      const data = await changeGuestAnswers(ctx, request.scope.db, id, access, ticketId, answers);
      return { data, message: 'Your answers were saved.' };
    });

    app.put('/api/v2/orders/:id/shared/tickets/:ticketId/holder', async (request) => {
      const { id, ticketId } = parseInput(ticketChangeParamsSchema, request.params);
      const { access } = parseInput(accessQuery, request.query);
      const { name } = parseInput(renameRequestSchema, request.body);
      await renameGuestHolder(ctx, request.scope.db, id, access, ticketId, name);
      return { data: { ticketId, name }, message: 'The name on the ticket was changed.' };
    });
  };
}
