// Class passes. A school's: GET/POST /api/v2/org/{organisationId}/passes, DELETE
// /api/v2/org/{organisationId}/passes/{passId} (taken off sale), PUT …/passes/{passId}/courses
// (what it covers), GET /api/v2/org/{organisationId}/pass-courses (what a pass can cover). A dancer's: POST
// /api/v2/passes/{passId}/checkout (buy), GET /api/v2/passes/mine, POST
// /api/v2/passes/orders/{passOrderId}/book (a class), DELETE /api/v2/passes/bookings/{bookingId}.
// A school's hand on the passes it sold: GET …/passes/{passId}/sold, POST
// /api/v2/org/{organisationId}/pass-orders/{passOrderId}/extend|refund.
import { rolesFor } from '../../src/contract/team';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  bookClassRequestSchema,
  buyPassRequestSchema,
  classPassInputSchema,
  extendPassRequestSchema,
  passCoursesRequestSchema,
  refundPassRequestSchema,
} from '../../src/contract/class-passes';
import { organisationParamsSchema } from '../../src/contract/organisations';
import { idParams, parseInput } from '../lib/validate';
import { buyerOf, requireAccount, signedInAccount } from '../plugins/authentication';
import type { ServiceContext } from '../services/context';
import { ownOrganisation } from '../services/organisations/settings';
import { bookClass, cancelBooking } from '../services/passes/pass-bookings';
import { buyPass } from '../services/passes/pass-orders';
import { passCourses } from '../services/passes/pass-courses';
import {
  changePassCourses,
  createPass,
  organiserPasses,
  withdrawPass,
} from '../services/passes/pass-products';
import { myPasses } from '../services/passes/pass-read';
import { extendPass, refundPass, soldPasses } from '../services/passes/pass-sold';

const passParams = z.extend(organisationParamsSchema, {
  passId: z.uuid('passId must be an id.'),
});

const schoolOf = (request: FastifyRequest) => {
  const { organisationId } = parseInput(organisationParamsSchema, request.params);
  return ownOrganisation(signedInAccount(request), organisationId);
};

export function passRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requireAccount);

    app.get(
      '/api/v2/org/:organisationId/passes',
      { config: { roles: rolesFor.events } },
      async (request) => ({
        data: await organiserPasses(request.scope.db, schoolOf(request)),
      }),
    );

    app.post(
      '/api/v2/org/:organisationId/passes',
      { config: { roles: rolesFor.events } },
      async (request) => {
        const organisationId = schoolOf(request);
        const input = parseInput(classPassInputSchema, request.body);
        return { data: await createPass(request.scope.db, organisationId, input) };
      },
    );

    app.get(
      '/api/v2/org/:organisationId/pass-courses',
      { config: { roles: rolesFor.events } },
      async (request) => ({
        data: await passCourses(request.scope.db, schoolOf(request)),
      }),
    );

    app.put(
      '/api/v2/org/:organisationId/passes/:passId/courses',
      { config: { roles: rolesFor.events } },
      async (request) => {
        const { organisationId, passId } = parseInput(passParams, request.params);
        ownOrganisation(signedInAccount(request), organisationId);
        const { courses } = parseInput(passCoursesRequestSchema, request.body);
        await changePassCourses(request.scope.db, organisationId, passId, courses);
        return { success: true };
      },
    );

    app.delete(
      '/api/v2/org/:organisationId/passes/:passId',
      { config: { roles: rolesFor.events } },
      async (request, reply) => {
        const { organisationId, passId } = parseInput(passParams, request.params);
        ownOrganisation(signedInAccount(request), organisationId);
        await withdrawPass(request.scope.db, organisationId, passId);
        return reply.status(204).send();
      },
    );

    const soldParams = z.extend(organisationParamsSchema, {
      passOrderId: z.uuid('passOrderId must be an id.'),
    });
    const schoolPassOrder = (request: FastifyRequest) => {
      const params = parseInput(soldParams, request.params);
      ownOrganisation(signedInAccount(request), params.organisationId);
      return params;
    };

    app.get(
      '/api/v2/org/:organisationId/passes/:passId/sold',
      { config: { roles: rolesFor.sales } },
      async (request) => {
        const { organisationId, passId } = parseInput(passParams, request.params);
        ownOrganisation(signedInAccount(request), organisationId);
        return { data: await soldPasses(request.scope.db, organisationId, passId) };
      },
    );

    app.post(
      '/api/v2/org/:organisationId/pass-orders/:passOrderId/extend',
      { config: { roles: rolesFor.events } },
      async (request) => {
        const { organisationId, passOrderId } = schoolPassOrder(request);
        const { weeks, clientKey } = parseInput(extendPassRequestSchema, request.body);
        await extendPass(request.scope.db, organisationId, passOrderId, {
          weeks,
          clientKey,
          accountId: signedInAccount(request).accountId,
        });
        return { success: true };
      },
    );

    app.post(
      '/api/v2/org/:organisationId/pass-orders/:passOrderId/refund',
      { config: { roles: rolesFor.sales } },
      async (request) => {
        const { organisationId, passOrderId } = schoolPassOrder(request);
        const { mode } = parseInput(refundPassRequestSchema, request.body);
        return { data: await refundPass(ctx, request.scope.db, organisationId, passOrderId, mode) };
      },
    );

    app.post('/api/v2/passes/:id/checkout', async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { transactionId } = parseInput(buyPassRequestSchema, request.body);
      return buyPass(ctx, request.scope, buyerOf(request), id, transactionId);
    });

    app.get('/api/v2/passes/mine', async (request) => ({
      data: await myPasses(request.scope.db, buyerOf(request).accountId),
    }));

    app.post('/api/v2/passes/orders/:id/book', async (request) => {
      const { id } = parseInput(idParams, request.params);
      const body = parseInput(bookClassRequestSchema, request.body);
      return { data: await bookClass(ctx, request.scope.db, buyerOf(request), id, body) };
    });

    app.delete('/api/v2/passes/bookings/:id', async (request, reply) => {
      const { id } = parseInput(idParams, request.params);
      await cancelBooking(ctx, request.scope.db, buyerOf(request).accountId, id);
      return reply.status(204).send();
    });
  };
}
