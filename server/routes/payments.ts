// Payment calls: checking out (a hold and a Stripe Checkout Session, or the demo purchase), the
// hold's state for the return page, a buyer's order, an event's sales and refunds for organisers,
// and a school's Stripe account (state and onboarding).
import { rolesFor } from '../../src/contract/team';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkoutRequestSchema, refundRequestSchema } from '../../src/contract/payments';
import { organisationParamsSchema } from '../../src/contract/organisations';
import { configurationParamsSchema } from '../../src/contract/ticketing';
import { idParams, parseInput } from '../lib/validate';
import {
  buyerOf,
  organisationMemberOf,
  requireAccount,
  signedInAccount,
} from '../plugins/authentication';
import type { ServiceContext } from '../services/context';
import { startCheckout } from '../services/payments/checkout';
import { paymentAccountOf, startOnboarding } from '../services/payments/connect';
import { buyersOrder, salesOf } from '../services/payments/orders';
import { refundOrder } from '../services/payments/refunds';
import { voidDoorComp } from '../services/door/door-comp-void';
import {
  DOOR_COMP_VOIDED,
  DOOR_REFUND_RECORDED,
  doorCompVoidRequestSchema,
} from '../../src/contract/door-sales';
import { buyersReservation } from '../services/payments/reservations';
import { ownOrganisation } from '../services/organisations/settings';

const memberOf = (request: FastifyRequest) => organisationMemberOf(request);

export function paymentRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requireAccount);

    app.post('/api/v2/ticket/checkout', async (request) => {
      const checkout = parseInput(checkoutRequestSchema, request.body);
      return startCheckout(ctx, request.scope, buyerOf(request), checkout);
    });

    app.get('/api/v2/ticket/reservations/:id', async (request) => {
      const { id } = parseInput(idParams, request.params);
      return {
        data: await buyersReservation(request.scope.db, signedInAccount(request).accountId, id),
      };
    });

    app.get('/api/v2/orders/:id', async (request) => {
      const { id } = parseInput(idParams, request.params);
      return { data: await buyersOrder(request.scope.db, signedInAccount(request).accountId, id) };
    });

    app.get(
      '/api/v2/ticket/organiser/:id/orders',
      { config: { roles: rolesFor.sales } },
      async (request) => {
        const { id } = parseInput(configurationParamsSchema, request.params);
        return { data: await salesOf(request.scope.db, memberOf(request).organisationId, id) };
      },
    );

    app.post(
      '/api/v2/ticket/organiser/orders/:id/refund',
      { config: { roles: rolesFor.sales } },
      async (request) => {
        const { id } = parseInput(idParams, request.params);
        const { ticketIds } = parseInput(refundRequestSchema, request.body);
        const member = memberOf(request);
        const refunded = await refundOrder(
          ctx,
          request.scope.db,
          member.organisationId,
          id,
          ticketIds,
          member.accountId,
        );
        return {
          data: { refundedCents: refunded.refundedCents, ticketIds: refunded.ticketIds },
          message: refunded.door ? DOOR_REFUND_RECORDED[refunded.door] : 'The refund was made.',
        };
      },
    );

    // A comp given at the door is voided, not refunded (door-comp-void.ts).
    app.post(
      '/api/v2/ticket/organiser/orders/:id/void-comp',
      { config: { roles: rolesFor.sales } },
      async (request) => {
        const { id } = parseInput(idParams, request.params);
        const { ticketIds } = parseInput(doorCompVoidRequestSchema, request.body ?? {});
        const member = memberOf(request);
        const data = await voidDoorComp(
          ctx,
          request.scope.db,
          member.organisationId,
          id,
          ticketIds,
          member.accountId,
        );
        return { data, message: DOOR_COMP_VOIDED };
      },
    );

    app.get(
      '/api/v2/org/:organisationId/payments',
      { config: { roles: rolesFor.payouts } },
      async (request) => {
        const { organisationId } = parseInput(organisationParamsSchema, request.params);
        ownOrganisation(signedInAccount(request), organisationId);
        return { data: await paymentAccountOf(ctx, request.scope.db, organisationId) };
      },
    );

    app.post(
      '/api/v2/org/:organisationId/payments/onboarding',
      { config: { roles: rolesFor.payouts } },
      async (request) => {
        const { organisationId } = parseInput(organisationParamsSchema, request.params);
        const account = signedInAccount(request);
        ownOrganisation(account, organisationId);
        return { data: await startOnboarding(ctx, request.scope, organisationId, account.email) };
      },
    );
  };
}
