// Ticket calls for organisers (spec §7 Tickets): templates, drafts, the published list, saving,
// publishing and the check-in QR. Only members of an organisation; each sees only its own.
import { rolesFor } from '../../src/contract/team';
import { roleMay } from '../../src/contract/team-roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  configurationParamsSchema,
  draftSaveRequestSchema,
  duplicateRequestSchema,
  organiserListQuerySchema,
  publishRequestSchema,
} from '../../src/contract/ticketing';
import { attendeesExportQuerySchema } from '../../src/contract/attendees';
import { EVENT_EXISTS_MESSAGE } from '../../src/contract/ticketing';
import { publicUrlFor } from '../lib/public-url';
import { parseInput } from '../lib/validate';
import { organisationMemberOf, requireAccount } from '../plugins/authentication';
import { bigBodyLimit, ORDINARY_BODY_BYTES } from '../plugins/big-body-limit';
import type { ServiceContext } from '../services/context';
import { attendeesOf, checkInByHand, undoCheckIn } from '../services/purchases/attendees';
import { attendeesCsv } from '../services/purchases/attendees-csv';
import { attendeeScopeOf, scopedAttendees } from '../services/team/taught-sessions';
import { assertCanPublish } from '../services/payments/connect';
import { checkInQrCode } from '../services/ticketing/check-in-codes';
import { listDrafts, listPublished, loadConfiguration } from '../services/ticketing/configurations';
import { publishConfiguration } from '../services/ticketing/publish';
import { saveConfiguration, type Member } from '../services/ticketing/save-configuration';
import { SYSTEM_TEMPLATES } from '../services/ticketing/templates';
import { duplicateConfiguration } from '../services/ticketing/duplicate';
import { cancelSession } from '../services/ticketing/session-cancel';
import { listScheduleImages, saveScheduleImage } from '../services/ticketing/schedule-images';
import {
  scheduleImageParamsSchema,
  scheduleImageRequestSchema,
} from '../../src/contract/schedule-images';

/** 10 MB of event image in base64, with room for the rest of the wizard. */
const DRAFT_BODY_LIMIT_BYTES = 15 * 1024 * 1024;

function memberOf(request: FastifyRequest): Member {
  const { accountId, organisationId } = organisationMemberOf(request);
  return { accountId, organisationId };
}

/** Before a large body is read (and an upload's place taken): only a school's member saves. */
async function requireMember(request: FastifyRequest): Promise<void> {
  memberOf(request);
}

export function ticketingRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requireAccount);

    app.get('/api/v2/ticket/templates', async () => ({ templates: SYSTEM_TEMPLATES }));

    app.get(
      '/api/v2/ticket/organiser/drafts',
      { config: { roles: rolesFor.events } },
      async (request) => ({
        data: await listDrafts(request.scope.db, memberOf(request).organisationId),
      }),
    );

    app.get(
      '/api/v2/ticket/organiser',
      { config: { roles: rolesFor.anyMember } },
      async (request) => {
        const { organisationId, role } = organisationMemberOf(request);
        const { status } = parseInput(organiserListQuerySchema, request.query);
        const db = request.scope.db;
        return {
          data:
            status === 'published'
              ? await listPublished(db, organisationId, { revenue: roleMay(role, 'sales') })
              : await listDrafts(db, organisationId),
        };
      },
    );

    app.get(
      '/api/v2/ticket/organiser/draft/:id',
      { config: { roles: rolesFor.anyMember } },
      async (request) => {
        const { organisationId } = memberOf(request);
        const { id } = parseInput(configurationParamsSchema, request.params);
        return { data: await loadConfiguration(request.scope.db, organisationId, id) };
      },
    );

    app.post(
      '/api/v2/ticket/organiser/draft',
      // Signed in before a byte of the (up to 15 MB) body is read, and few bodies over 1 MB (a
      // save with images) at once; ordinary saves, which may overlap, are not counted.
      {
        config: { roles: rolesFor.events },
        onRequest: [requireAccount, requireMember, bigBodyLimit(4, 1, ORDINARY_BODY_BYTES)],
        bodyLimit: DRAFT_BODY_LIMIT_BYTES,
      },
      async (request) => {
        const member = memberOf(request);
        const save = parseInput(draftSaveRequestSchema, request.body);
        const answer = await saveConfiguration(request.scope.db, member, save, ctx);
        if (answer.requiresOwnershipAck)
          return {
            requiresOwnershipAck: true,
            message: EVENT_EXISTS_MESSAGE,
            data: answer.ownership,
          };
        return { data: answer.configuration, message: 'Progress saved successfully' };
      },
    );

    app.post(
      '/api/v2/ticket/organiser/publish',
      { config: { roles: rolesFor.events } },
      async (request) => {
        const { organisationId } = memberOf(request);
        const { eventId } = parseInput(publishRequestSchema, request.body);
        await assertCanPublish(ctx, request.scope.db, organisationId, eventId);
        const data = await publishConfiguration(request.scope.db, organisationId, eventId);
        return { data, message: 'Your tickets are live.' };
      },
    );

    app.post(
      '/api/v2/ticket/organiser/:id/duplicate',
      { config: { roles: rolesFor.events } },
      async (request) => {
        const member = memberOf(request);
        const { id } = parseInput(configurationParamsSchema, request.params);
        const { clientKey } = parseInput(duplicateRequestSchema, request.body ?? {});
        const copy = await duplicateConfiguration(request.scope.db, member, id, clientKey);
        return {
          data: await loadConfiguration(request.scope.db, member.organisationId, copy),
          message: 'A copy is in your drafts.',
        };
      },
    );

    const sessionParams = z.object({
      id: z.uuid('id must be a configuration id.'),
      sessionId: z.uuid('sessionId must be a session id.'),
    });

    app.post(
      '/api/v2/ticket/organiser/:id/sessions/:sessionId/cancel',
      { config: { roles: rolesFor.events } },
      async (request) => {
        const { id, sessionId } = parseInput(sessionParams, request.params);
        const { told } = await cancelSession(
          ctx,
          request.scope.db,
          memberOf(request),
          id,
          sessionId,
        );
        return {
          data: { told },
          message: 'The class was cancelled. Its ticket holders were told by e-mail.',
        };
      },
    );

    app.get(
      '/api/v2/ticket/organiser/:id/schedule-images',
      { config: { roles: rolesFor.events } },
      async (request) => {
        const { id } = parseInput(configurationParamsSchema, request.params);
        return { data: await listScheduleImages(request.scope.db, memberOf(request), id) };
      },
    );

    app.put(
      '/api/v2/ticket/organiser/:id/schedule-images/:day',
      // Like a branding image: signed in before the (up to 15 MB) body is read.
      {
        config: { roles: rolesFor.events },
        onRequest: [requireAccount, requireMember, bigBodyLimit(4, 1, ORDINARY_BODY_BYTES)],
        bodyLimit: DRAFT_BODY_LIMIT_BYTES,
      },
      async (request) => {
        const { id, day } = parseInput(scheduleImageParamsSchema, request.params);
        const { imageBase64 } = parseInput(scheduleImageRequestSchema, request.body);
        return {
          data: await saveScheduleImage(request.scope.db, memberOf(request), id, day, imageBase64),
          message: imageBase64 ? 'Image saved.' : 'Image removed.',
        };
      },
    );

    app.get(
      '/api/v2/ticket/organiser/:id/attendees',
      { config: { roles: rolesFor.attendees } },
      async (request) => {
        const reader = organisationMemberOf(request);
        const { id } = parseInput(configurationParamsSchema, request.params);
        const scope = await attendeeScopeOf(request.scope.db, reader, id);
        const list = await attendeesOf(request.scope.db, reader.organisationId, id);
        return { data: scopedAttendees(list, scope) };
      },
    );

    const doorParams = z.object({
      id: z.uuid('id must be a configuration id.'),
      ticketId: z.uuid('ticketId must be a ticket id.'),
    });

    app.post(
      '/api/v2/ticket/organiser/:id/attendees/:ticketId/check-in',
      { config: { roles: rolesFor.door } },
      async (request) => {
        const { id, ticketId } = parseInput(doorParams, request.params);
        const admitted = await checkInByHand(request.scope.db, memberOf(request), id, ticketId);
        return { data: { admitted }, message: admitted ? 'Checked in.' : 'Already checked in.' };
      },
    );

    app.post(
      '/api/v2/ticket/organiser/:id/attendees/:ticketId/undo',
      { config: { roles: rolesFor.door } },
      async (request) => {
        const { id, ticketId } = parseInput(doorParams, request.params);
        const undone = await undoCheckIn(request.scope.db, memberOf(request), id, ticketId);
        return {
          data: { undone },
          message: undone ? 'Check-in undone.' : 'It was not checked in.',
        };
      },
    );

    app.get(
      '/api/v2/ticket/organiser/:id/attendees/export',
      { config: { roles: rolesFor.attendees } },
      async (request, reply) => {
        const reader = organisationMemberOf(request);
        const { id } = parseInput(configurationParamsSchema, request.params);
        const { session } = parseInput(attendeesExportQuerySchema, request.query);
        const scope = await attendeeScopeOf(request.scope.db, reader, id);
        const { csv, fileName } = await attendeesCsv(
          request.scope.db,
          reader.organisationId,
          id,
          session,
          scope,
        );
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(csv);
      },
    );

    app.get(
      '/api/v2/ticket/organiser/:id/qr-code',
      { config: { roles: rolesFor.events } },
      async (request) => {
        const { organisationId } = memberOf(request);
        const { id } = parseInput(configurationParamsSchema, request.params);
        const code = await checkInQrCode(
          request.scope.db,
          ctx.checkInCodes,
          publicUrlFor(ctx.config, request),
          organisationId,
          id,
        );
        return {
          data: { ...code, developmentDatabase: request.scope.target === 'development' },
        };
      },
    );
  };
}
