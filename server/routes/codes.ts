// Promo and access codes: the organiser's list, create, edit and remove for one of their events
// (ticket configurations; another organisation's answers 404), and the buyer's public check of a
// code for a selection — limited per address, so codes cannot be guessed by brute force cheaply.
import { rolesFor } from '../../src/contract/team';
import type { FastifyInstance } from 'fastify';
import { codeCheckRequestSchema } from '../../src/contract/code-check';
import { codeInputSchema, codeParamsSchema } from '../../src/contract/promo-codes';
import { configurationParamsSchema } from '../../src/contract/ticketing';
import { parseInput } from '../lib/validate';
import { organisationMemberOf, requireAccount } from '../plugins/authentication';
import { limitAttempt } from '../services/accounts/attempt-limits';
import { checkCode } from '../services/codes/code-check';
import { createCode, deleteCode, listCodes, updateCode } from '../services/codes/organiser-codes';

/** Code checks an address may make per 15 minutes. */
export const CODE_CHECKS_PER_ADDRESS = 30;

export function codeRoutes() {
  return async (app: FastifyInstance) => {
    app.post('/api/v2/ticket/purchase/code', async (request) => {
      const input = parseInput(codeCheckRequestSchema, request.body);
      await limitAttempt(request.scope.db, [
        { key: `code-check:${request.ip}`, limit: CODE_CHECKS_PER_ADDRESS },
      ]);
      return { data: await checkCode(request.scope.db, input) };
    });

    const base = '/api/v2/ticket/organiser/:id/codes';

    app.get(
      base,
      { config: { roles: rolesFor.events }, preHandler: requireAccount },
      async (request) => {
        const { organisationId } = organisationMemberOf(request);
        const { id } = parseInput(configurationParamsSchema, request.params);
        return { data: await listCodes(request.scope.db, organisationId, id) };
      },
    );

    app.post(
      base,
      { config: { roles: rolesFor.events }, preHandler: requireAccount },
      async (request, reply) => {
        const { organisationId } = organisationMemberOf(request);
        const { id } = parseInput(configurationParamsSchema, request.params);
        const input = parseInput(codeInputSchema, request.body);
        const data = await createCode(request.scope.db, organisationId, id, input);
        return reply.status(201).send({ data });
      },
    );

    app.put(
      `${base}/:codeId`,
      { config: { roles: rolesFor.events }, preHandler: requireAccount },
      async (request) => {
        const { organisationId } = organisationMemberOf(request);
        const { id, codeId } = parseInput(codeParamsSchema, request.params);
        const input = parseInput(codeInputSchema, request.body);
        return { data: await updateCode(request.scope.db, organisationId, id, codeId, input) };
      },
    );

    app.delete(
      `${base}/:codeId`,
      { config: { roles: rolesFor.events }, preHandler: requireAccount },
      async (request) => {
        const { organisationId } = organisationMemberOf(request);
        const { id, codeId } = parseInput(codeParamsSchema, request.params);
        await deleteCode(request.scope.db, organisationId, id, codeId);
        return { data: { deleted: true } };
      },
    );
  };
}
