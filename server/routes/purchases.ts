// Purchase calls (spec §7 Tickets, purchase side): the purchase page's event data (public), buying,
// my tickets, the mobile app's checkout sessions and check-in at the door.
import type { FastifyInstance } from 'fastify';
import { eventIdParamsSchema, purchaseRequestSchema } from '../../src/contract/purchases';
import {
  createSessionRequestSchema,
  validateSessionRequestSchema,
} from '../../src/contract/checkout-sessions';
import { checkInRequestSchema } from '../../src/contract/check-in';
import { parseInput } from '../lib/validate';
import { buyerOf, requireAccount, signedInAccount } from '../plugins/authentication';
import type { ServiceContext } from '../services/context';
import { checkInWithEventCode } from '../services/purchases/check-in';
import {
  createCheckoutSession,
  validateCheckoutSession,
} from '../services/purchases/checkout-sessions';
import { myTickets } from '../services/purchases/my-tickets';
import { purchaseTickets } from '../services/purchases/purchase';
import { inputOfPurchase } from '../services/purchases/purchase-input';
import { readPurchaseEvent } from '../services/purchases/purchase-event';
import { canTakeCards } from '../services/payments/connect';
import { CANNOT_TAKE_CARDS } from '../../src/contract/payments';
import { passedOnPercent } from '../services/payments/booking-fee';

export function purchaseRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    app.get('/api/v2/ticket/purchase/event/:eventId', async (request) => {
      const { eventId } = parseInput(eventIdParamsSchema, request.params);
      const data = await readPurchaseEvent(request.scope.db, eventId);
      // A school whose Stripe account cannot take charges (restricted) sells nothing by card.
      const closed =
        data.salesClosedReason ??
        (ctx.stripe && !(await canTakeCards(request.scope.db, data.ticketingConfigId))
          ? CANNOT_TAKE_CARDS
          : null);
      return {
        success: true,
        data: {
          ...data,
          salesClosedReason: closed,
          paymentMode: ctx.stripe ? 'stripe' : 'demo',
          bookingFeePercent: await passedOnPercent(ctx, request.scope.db, data.ticketingConfigId),
        },
      };
    });

    app.post('/api/v2/ticket/purchase', { preHandler: requireAccount }, async (request) => {
      const purchase = parseInput(purchaseRequestSchema, request.body);
      const data = await purchaseTickets(
        ctx,
        request.scope.db,
        buyerOf(request),
        inputOfPurchase(purchase),
      );
      return { success: true, data };
    });

    app.get('/api/v2/ticket/mine', { preHandler: requireAccount }, async (request) => ({
      data: await myTickets(request.scope.db, signedInAccount(request).accountId),
    }));

    app.post('/api/v2/ticket/sessions', { preHandler: requireAccount }, async (request, reply) => {
      const { eventId } = parseInput(createSessionRequestSchema, request.body);
      const sessionId = await createCheckoutSession(
        request.scope,
        signedInAccount(request).accountId,
        eventId,
      );
      return reply.status(201).send({ sessionId });
    });

    app.post('/api/v2/ticket/sessions/validate', async (request) => {
      const { sessionId } = parseInput(validateSessionRequestSchema, request.body);
      return { success: true, data: await validateCheckoutSession(ctx, request.scope, sessionId) };
    });

    app.post('/api/v2/ticket/check-in', { preHandler: requireAccount }, async (request) => {
      const { token, count } = parseInput(checkInRequestSchema, request.body);
      return {
        data: await checkInWithEventCode(
          request.scope.db,
          ctx.checkInCodes,
          signedInAccount(request).accountId,
          token,
          count,
        ),
      };
    });
  };
}
