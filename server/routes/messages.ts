// Messages to an event's attendees: the log (GET /api/v2/ticket/organiser/{id}/messages), sending
// one (POST, accepted at once and sent in the background, idempotent by the body's clientKey), its
// preview (POST …/messages/preview), a test to oneself (POST …/messages/test), and the event's
// reminders on or off (PUT …/messages/reminders). Members of the event's organisation only:
// another organisation's event answers 404.
import { rolesFor } from '../../src/contract/team';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  messageContentSchema,
  messageSendSchema,
  reminderSettingSchema,
} from '../../src/contract/attendee-messages';
import { configurationParamsSchema } from '../../src/contract/ticketing';
import { parseInput } from '../lib/validate';
import { organisationMemberOf, requireAccount } from '../plugins/authentication';
import type { ServiceContext } from '../services/context';
import { messageLogOf, setReminders } from '../services/messages/message-log';
import { previewMessage, sendMessage, sendTestMessage } from '../services/messages/send-message';

const memberOf = (request: FastifyRequest) => organisationMemberOf(request);

export function messageRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    const base = '/api/v2/ticket/organiser/:id/messages';

    app.get(
      base,
      { config: { roles: rolesFor.events }, preHandler: requireAccount },
      async (request) => {
        const { organisationId } = memberOf(request);
        const { id } = parseInput(configurationParamsSchema, request.params);
        return { data: await messageLogOf(request.scope.db, organisationId, id) };
      },
    );

    app.post(
      base,
      { config: { roles: rolesFor.events }, preHandler: requireAccount },
      async (request, reply) => {
        const member = memberOf(request);
        const { id } = parseInput(configurationParamsSchema, request.params);
        const input = parseInput(messageSendSchema, request.body);
        const data = await sendMessage(ctx, request.scope.db, member, id, input);
        return reply.status(202).send({ data });
      },
    );

    app.post(
      `${base}/preview`,
      { config: { roles: rolesFor.events }, preHandler: requireAccount },
      async (request) => {
        const { organisationId } = memberOf(request);
        const { id } = parseInput(configurationParamsSchema, request.params);
        const input = parseInput(messageContentSchema, request.body);
        return { data: await previewMessage(ctx, request.scope.db, organisationId, id, input) };
      },
    );

    app.post(
      `${base}/test`,
      { config: { roles: rolesFor.events }, preHandler: requireAccount },
      async (request) => {
        const member = memberOf(request);
        const { id } = parseInput(configurationParamsSchema, request.params);
        const input = parseInput(messageContentSchema, request.body);
        return { data: await sendTestMessage(ctx, request.scope.db, member, id, input) };
      },
    );

    app.put(
      `${base}/reminders`,
      { config: { roles: rolesFor.events }, preHandler: requireAccount },
      async (request) => {
        const { organisationId } = memberOf(request);
        const { id } = parseInput(configurationParamsSchema, request.params);
        const { enabled } = parseInput(reminderSettingSchema, request.body);
        return { data: await setReminders(request.scope.db, organisationId, id, enabled) };
      },
    );
  };
}
