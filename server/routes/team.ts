// A school's team (docs/team.md): GET /api/v2/team (members and open invitations), POST
// /api/v2/team/invitations, DELETE /api/v2/team/invitations/{id}, PUT
// /api/v2/team/members/{accountId}/role, DELETE /api/v2/team/members/{accountId} — owners only;
// GET /api/v2/team/schools (the caller's schools and roles), GET /api/v2/team/join/{token} (what
// an invitation offers) and POST /api/v2/team/join (accept it, signed in with the invited address).
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import {
  acceptInvitationSchema,
  INVITATION_SENT_MESSAGE,
  invitationParamsSchema,
  inviteRequestSchema,
  memberParamsSchema,
  roleChangeSchema,
  rolesFor,
} from '../../src/contract/team';
import { parseInput } from '../lib/validate';
import { organisationMemberOf, requireAccount, signedInAccount } from '../plugins/authentication';
import type { ServiceContext } from '../services/context';
import {
  acceptInvitation,
  inviteMember,
  previewInvitation,
  revokeInvitation,
} from '../services/team/invitations';
import { schoolsOf } from '../services/team/memberships';
import { changeRole, removeMember, teamOf } from '../services/team/team-members';

const tokenParams = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

export function teamRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    const owners = { config: { roles: rolesFor.team } };

    app.get('/api/v2/team', owners, async (request) => ({
      data: await teamOf(request.scope.db, organisationMemberOf(request).organisationId),
    }));

    app.post('/api/v2/team/invitations', owners, async (request, reply) => {
      const member = organisationMemberOf(request);
      const input = parseInput(inviteRequestSchema, request.body);
      const data = await inviteMember(ctx, request.scope.db, member, input);
      return reply.status(201).send({ data, message: INVITATION_SENT_MESSAGE });
    });

    app.delete('/api/v2/team/invitations/:invitationId', owners, async (request, reply) => {
      const { organisationId } = organisationMemberOf(request);
      const { invitationId } = parseInput(invitationParamsSchema, request.params);
      await revokeInvitation(request.scope.db, organisationId, invitationId);
      return reply.status(204).send();
    });

    app.put('/api/v2/team/members/:accountId/role', owners, async (request) => {
      const { organisationId } = organisationMemberOf(request);
      const { accountId } = parseInput(memberParamsSchema, request.params);
      const { role } = parseInput(roleChangeSchema, request.body);
      await changeRole(request.scope.db, organisationId, accountId, role);
      return { success: true, message: 'Role changed.' };
    });

    app.delete('/api/v2/team/members/:accountId', owners, async (request, reply) => {
      const { organisationId } = organisationMemberOf(request);
      const { accountId } = parseInput(memberParamsSchema, request.params);
      await removeMember(request.scope.db, organisationId, accountId);
      return reply.status(204).send();
    });

    app.get('/api/v2/team/schools', { preHandler: requireAccount }, async (request) => ({
      data: await schoolsOf(request.scope.db, signedInAccount(request).accountId),
    }));

    app.get('/api/v2/team/join/:token', async (request) => {
      const { token } = parseInput(tokenParams, request.params);
      return { data: await previewInvitation(request.scope.db, token) };
    });

    app.post('/api/v2/team/join', { preHandler: requireAccount }, async (request) => {
      const { token } = parseInput(acceptInvitationSchema, request.body);
      return {
        data: await acceptInvitation(request.scope.db, signedInAccount(request), token),
        message: 'Welcome to the team.',
      };
    });
  };
}
