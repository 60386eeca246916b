// The door scanner's calls: its event's door data, scan batches, door links for helpers, and a
// helper's door session. A school's members work the doors of the school's events; a helper's
// door session works the one event its link was made for, and nothing else.
import { rolesFor } from '../../src/contract/team';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createDoorLinkSchema,
  doorDataQuerySchema,
  doorEventParamsSchema,
  doorHandOverParamsSchema,
  doorLinkParamsSchema,
  doorScanBatchSchema,
  doorSessionRequestSchema,
} from '../../src/contract/door';
import { unauthorized } from '../lib/app-error';
import { publicUrlFor } from '../lib/public-url';
import { parseInput } from '../lib/validate';
import { organisationMemberOf } from '../plugins/authentication';
import type { ServiceContext } from '../services/context';
import type { DoorActor } from '../services/door/door-access';
import { doorData } from '../services/door/door-data';
import {
  createDoorLink,
  listDoorLinks,
  openDoorSession,
  revokeDoorLink,
} from '../services/door/door-links';
import { syncScans } from '../services/door/door-scans';
import { sellAtDoor } from '../services/door/door-sale';
import { doorSaleSchema } from '../../src/contract/door-sales';
import { handOverAtDoor } from '../services/door/door-add-ons';

export function doorRoutes(ctx: ServiceContext) {
  async function actorOf(request: FastifyRequest): Promise<DoorActor> {
    if (request.organiser) {
      const { accountId, email, organisationId, role } = organisationMemberOf(request);
      return { kind: 'organiser', accountId, email, organisationId, role };
    }
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const door = match?.[1] ? ctx.doorTokens.verify(match[1]) : null;
    if (!door || door.database !== request.scope.target) throw unauthorized();
    return { kind: 'link', linkId: door.linkId, eventId: door.eventId, label: door.label };
  }

  const organiserOf = (request: FastifyRequest) => {
    const { accountId, email, organisationId, role } = organisationMemberOf(request);
    return { kind: 'organiser' as const, accountId, email, organisationId, role };
  };

  return async (app: FastifyInstance) => {
    app.get(
      '/api/v2/door/:eventId',
      { config: { roles: rolesFor.door, doorLinks: true } },
      async (request, reply) => {
        const actor = await actorOf(request);
        const { eventId } = parseInput(doorEventParamsSchema, request.params);
        const { session } = parseInput(doorDataQuerySchema, request.query);
        // Buyers' names and e-mails: kept by the device that asked, by no cache on the way.
        reply.header('Cache-Control', 'no-store');
        return { data: await doorData(request.scope.db, actor, eventId, session) };
      },
    );

    app.post(
      '/api/v2/door/:eventId/scans',
      { config: { roles: rolesFor.door, doorLinks: true } },
      async (request) => {
        const actor = await actorOf(request);
        const { eventId } = parseInput(doorEventParamsSchema, request.params);
        const batch = parseInput(doorScanBatchSchema, request.body);
        return { data: await syncScans(request.scope.db, actor, eventId, batch) };
      },
    );

    app.post(
      '/api/v2/door/:eventId/sales',
      { config: { roles: rolesFor.door, doorLinks: true } },
      async (request) => {
        const actor = await actorOf(request);
        const { eventId } = parseInput(doorEventParamsSchema, request.params);
        const sale = parseInput(doorSaleSchema, request.body);
        return { data: await sellAtDoor(ctx, request.scope.db, actor, eventId, sale) };
      },
    );

    // An order's add-on handed over from the scanner's ticket (once; a repeat answers the first
    // moment). Online only: the device does not queue it.
    app.post(
      '/api/v2/door/:eventId/orders/:orderId/add-ons/:addOnId/hand-over',
      { config: { roles: rolesFor.door, doorLinks: true } },
      async (request) => {
        const actor = await actorOf(request);
        const { eventId, orderId, addOnId } = parseInput(doorHandOverParamsSchema, request.params);
        const data = await handOverAtDoor(request.scope.db, actor, eventId, orderId, addOnId);
        return { data, message: data.already ? 'Already handed over.' : 'Handed over.' };
      },
    );

    app.get(
      '/api/v2/door/:eventId/links',
      { config: { roles: rolesFor.events } },
      async (request) => {
        const organiser = organiserOf(request);
        const { eventId } = parseInput(doorEventParamsSchema, request.params);
        return { data: await listDoorLinks(request.scope.db, organiser, eventId) };
      },
    );

    app.post(
      '/api/v2/door/:eventId/links',
      { config: { roles: rolesFor.events } },
      async (request, reply) => {
        const organiser = organiserOf(request);
        const { eventId } = parseInput(doorEventParamsSchema, request.params);
        const { label } = parseInput(createDoorLinkSchema, request.body);
        const data = await createDoorLink(
          request.scope.db,
          organiser,
          eventId,
          label,
          publicUrlFor(ctx.config, request),
        );
        return reply.status(201).send({ data });
      },
    );

    app.delete(
      '/api/v2/door/:eventId/links/:linkId',
      { config: { roles: rolesFor.events } },
      async (request) => {
        const organiser = organiserOf(request);
        const { eventId, linkId } = parseInput(doorLinkParamsSchema, request.params);
        await revokeDoorLink(request.scope.db, organiser, eventId, linkId);
        return { success: true };
      },
    );

    app.post('/api/v2/door/session', async (request) => {
      const body = parseInput(doorSessionRequestSchema, request.body);
      return {
        data: await openDoorSession(request.scope.db, ctx.doorTokens, request.scope.target, body),
      };
    });
  };
}
