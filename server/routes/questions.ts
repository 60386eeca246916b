// Attendee questions: the organiser's list, create, edit and remove for one of their events
// (ticket configurations; another organisation's answers 404), and a buyer changing the answers
// given for one of their order's tickets (PUT /api/v2/orders/{id}/tickets/{ticketId}/answers), and
// the new holder of a ticket passed on answering them (GET/PUT /api/v2/ticket/mine/{ticketId}/answers).
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { answersRequestSchema, questionInputSchema } from '../../src/contract/attendee-questions';
import { lazySchema } from '../../src/contract/lazy-schema';
import { rolesFor } from '../../src/contract/team';
import { ticketChangeParamsSchema } from '../../src/contract/ticket-changes';
import { configurationParamsSchema } from '../../src/contract/ticketing';
import { parseInput } from '../lib/validate';
import { organisationMemberOf, requireAccount, signedInAccount } from '../plugins/authentication';
import {
  createQuestion,
  listQuestions,
  removeQuestion,
  updateQuestion,
} from '../services/questions/organiser-questions';
import { changeHeldAnswers, heldTicketAnswers } from '../services/questions/holder-answers';
import { changeAnswers } from '../services/questions/ticket-answers';

const questionParamsSchema = lazySchema(() =>
  z.object({ id: z.uuid('id must be an id.'), questionId: z.uuid('questionId must be an id.') }),
);

const heldTicketParamsSchema = lazySchema(() =>
  z.object({ ticketId: z.uuid('ticketId must be an id.') }),
);

const asEvents = { roles: rolesFor.events };

export function questionRoutes() {
  return async (app: FastifyInstance) => {
    const base = '/api/v2/ticket/organiser/:id/questions';

    app.get(base, { config: asEvents, preHandler: requireAccount }, async (request) => {
      const { organisationId } = organisationMemberOf(request);
      const { id } = parseInput(configurationParamsSchema, request.params);
      return { data: await listQuestions(request.scope.db, organisationId, id) };
    });

    app.post(base, { config: asEvents, preHandler: requireAccount }, async (request, reply) => {
      const { organisationId } = organisationMemberOf(request);
      const { id } = parseInput(configurationParamsSchema, request.params);
      const input = parseInput(questionInputSchema, request.body);
      const data = await createQuestion(request.scope.db, organisationId, id, input);
      return reply.status(201).send({ data });
    });

    app.put(
      `${base}/:questionId`,
      { config: asEvents, preHandler: requireAccount },
      async (request) => {
        const { organisationId } = organisationMemberOf(request);
        const { id, questionId } = parseInput(questionParamsSchema, request.params);
        const input = parseInput(questionInputSchema, request.body);
        return {
          data: await updateQuestion(request.scope.db, organisationId, id, questionId, input),
        };
      },
    );

    app.delete(
      `${base}/:questionId`,
      { config: asEvents, preHandler: requireAccount },
      async (request) => {
        const { organisationId } = organisationMemberOf(request);
        const { id, questionId } = parseInput(questionParamsSchema, request.params);
        await removeQuestion(request.scope.db, organisationId, id, questionId);
        return { data: { deleted: true } };
      },
    );

    app.put(
      '/api/v2/orders/:id/tickets/:ticketId/answers',
      { preHandler: requireAccount },
      async (request) => {
        const { id, ticketId } = parseInput(ticketChangeParamsSchema, request.params);
        const { answers } = parseInput(answersRequestSchema, request.body);
        const data = await changeAnswers(
          request.scope.db,
          signedInAccount(request).accountId,
          id,
          ticketId,
          answers,
        );
        return { data, message: 'Your answers were saved.' };
      },
    );

    // A ticket passed on to the signed-in dancer: its questions, answered by its new holder.
    const held = '/api/v2/ticket/mine/:ticketId/answers';
    app.get(held, { preHandler: requireAccount }, async (request) => {
      const { ticketId } = parseInput(heldTicketParamsSchema, request.params);
      const accountId = signedInAccount(request).accountId;
      return { data: await heldTicketAnswers(request.scope.db, accountId, ticketId) };
    });

    app.put(held, { preHandler: requireAccount }, async (request) => {
      const { ticketId } = parseInput(heldTicketParamsSchema, request.params);
      const { answers } = parseInput(answersRequestSchema, request.body);
      const accountId = signedInAccount(request).accountId;
      const data = await changeHeldAnswers(request.scope.db, accountId, ticketId, answers);
      return { data, message: 'Your answers were saved.' };
    });
  };
}
