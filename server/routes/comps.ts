// Comps: an event's organiser lists its comps (GET /api/v2/ticket/organiser/{id}/comps), issues
// them (POST, idempotent by the body's clientKey) and revokes one (POST …/comps/{orderId}/revoke).
// Members of the event's organisation only: another organisation's event answers 404.
import { rolesFor } from '../../src/contract/team';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { compIssueSchema, compParamsSchema } from '../../src/contract/comps';
import { configurationParamsSchema } from '../../src/contract/ticketing';
import { parseInput } from '../lib/validate';
import { organisationMemberOf, requireAccount } from '../plugins/authentication';
import type { ServiceContext } from '../services/context';
import { issueComps } from '../services/comps/issue-comps';
import { listComps, revokeComp } from '../services/comps/revoke-comp';

const memberOf = (request: FastifyRequest) => organisationMemberOf(request);

export function compRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    const base = '/api/v2/ticket/organiser/:id/comps';

    app.get(
      base,
      { config: { roles: rolesFor.sales }, preHandler: requireAccount },
      async (request) => {
        const { organisationId } = memberOf(request);
        const { id } = parseInput(configurationParamsSchema, request.params);
        return { data: await listComps(request.scope.db, organisationId, id) };
      },
    );

    app.post(
      base,
      { config: { roles: rolesFor.events }, preHandler: requireAccount },
      async (request, reply) => {
        const member = memberOf(request);
        const { id } = parseInput(configurationParamsSchema, request.params);
        const input = parseInput(compIssueSchema, request.body);
        const data = await issueComps(ctx, request.scope.db, member, id, input);
        return reply.status(201).send({ data });
      },
    );

    app.post(
      `${base}/:orderId/revoke`,
      { config: { roles: rolesFor.events }, preHandler: requireAccount },
      async (request) => {
        const { organisationId } = memberOf(request);
        const { id, orderId } = parseInput(compParamsSchema, request.params);
        return { data: await revokeComp(ctx, request.scope.db, organisationId, id, orderId) };
      },
    );
  };
}
