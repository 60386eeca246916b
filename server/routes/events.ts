// Calendar calls (spec §7 Events and calendar). Public reads need no account; a signed-in
// organiser's own events are marked isEventOwner. The organisation calendar needs an organisation.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { calendarMonthParamsSchema, calendarQuerySchema } from '../../src/contract/events';
import { AppError } from '../lib/app-error';
import { parseInput } from '../lib/validate';
import { requireAccount, signedInAccount } from '../plugins/authentication';
import {
  monthRange,
  readCalendarJson,
  timeZoneOrDefault,
  weekRange,
  type Point,
} from '../services/events/calendar';

function nearPoint(query: {
  isNearby?: string;
  latitude?: number;
  longitude?: number;
}): Point | null {
  if (query.isNearby !== 'true' || query.latitude === undefined || query.longitude === undefined)
    return null;
  return { latitude: query.latitude, longitude: query.longitude };
}

const viewerOrganisation = (request: FastifyRequest) => request.account?.organisationId ?? null;

/** Sends the database-built events as the calendar answer (the contract's CalendarResponse). */
const sendEvents = (reply: FastifyReply, eventsJson: string) =>
  reply.type('application/json; charset=utf-8').send(`{"data":${eventsJson}}`);

export async function eventRoutes(app: FastifyInstance) {
  app.get(
    '/api/v2/event/calendar/organisation/:year/:month',
    { preHandler: requireAccount },
    async (request, reply) => {
      const { year, month } = parseInput(calendarMonthParamsSchema, request.params);
      const query = parseInput(calendarQuerySchema, request.query);
      const organisationId = signedInAccount(request).organisationId;
      if (!organisationId)
        throw new AppError(
          403,
          'FORBIDDEN',
          'Only members of an organisation have an organisation calendar.',
        );
      const range = monthRange(year, month, timeZoneOrDefault(query.timeZone));
      return sendEvents(
        reply,
        await readCalendarJson(request.scope.db, {
          ...range,
          organisationId,
          viewerOrganisationId: organisationId,
        }),
      );
    },
  );

  app.get('/api/v2/event/calendar/:year/:month', async (request, reply) => {
    const { year, month } = parseInput(calendarMonthParamsSchema, request.params);
    const query = parseInput(calendarQuerySchema, request.query);
    const range = monthRange(year, month, timeZoneOrDefault(query.timeZone));
    return sendEvents(
      reply,
      await readCalendarJson(request.scope.db, {
        ...range,
        near: nearPoint(query),
        viewerOrganisationId: viewerOrganisation(request),
      }),
    );
  });

  app.get('/api/v2/event/calendar', async (request, reply) => {
    const query = parseInput(calendarQuerySchema, request.query);
    if (query.isThisWeekOnly !== 'true') {
      throw new AppError(
        400,
        'VALIDATION_ERROR',
        'Ask for a month (/api/v2/event/calendar/{year}/{month}) or isThisWeekOnly=true.',
        { field: 'isThisWeekOnly' },
      );
    }
    const range = weekRange(new Date(), timeZoneOrDefault(query.timeZone));
    return sendEvents(
      reply,
      await readCalendarJson(request.scope.db, {
        ...range,
        near: nearPoint(query),
        viewerOrganisationId: viewerOrganisation(request),
      }),
    );
  });
}
