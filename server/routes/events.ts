// Calendar calls (spec §7 Events and calendar), and one event's page data. Public reads need no account; a signed-in
// organiser's own events are marked isEventOwner. The organisation calendar needs an organisation.
// Month and week answers cap each day (see services/events/calendar); the day calls page through
// one day in full.
import { rolesFor } from '../../src/contract/team';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  calendarDayParamsSchema,
  calendarMonthParamsSchema,
  calendarQuerySchema,
} from '../../src/contract/events';
import {
  eventSearchQuerySchema,
  filteredCalendarQuerySchema,
  searchWordsOf,
  SEARCH_PAGE_SIZE,
  styleListOf,
  type FilteredCalendarQuery,
} from '../../src/contract/event-search';
import { eventIdParamsSchema } from '../../src/contract/purchases';
import { readEventPage } from '../services/events/event-page';
import { AppError } from '../lib/app-error';
import { parseInput } from '../lib/validate';
import { requireAccount, signedInAccount } from '../plugins/authentication';
import {
  monthDates,
  readCalendarDayJson,
  readCalendarJson,
  timeZoneOrDefault,
  weekDates,
  type CalendarFilter,
} from '../services/events/calendar';
import { readEventSearchJson } from '../services/events/event-search';

/**
 * Anyone's events, near the point (within radiusKm) when asked, of the styles and with the words
 * asked; owned ones marked for a signed-in organiser.
 */
export function publicFilter(
  request: FastifyRequest,
  query: FilteredCalendarQuery,
): CalendarFilter {
  const near =
    query.isNearby === 'true' && query.latitude !== undefined && query.longitude !== undefined
      ? { latitude: query.latitude, longitude: query.longitude }
      : null;
  return {
    near,
    ...(query.radiusKm !== undefined ? { radiusMetres: query.radiusKm * 1000 } : {}),
    styles: styleListOf(query.styles),
    words: searchWordsOf(query.q),
    viewerOrganisationId: request.account?.organisationId ?? null,
  };
}

/** The signed-in member's organisation's events only. */
function organisationFilter(request: FastifyRequest): CalendarFilter {
  const organisationId = signedInAccount(request).organisationId;
  if (!organisationId)
    throw new AppError(
      403,
      'FORBIDDEN',
      'Only members of an organisation have an organisation calendar.',
    );
  return { organisationId, viewerOrganisationId: organisationId };
}

/** Sends JSON text the database built in the contract's shape. */
const sendJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);

export async function eventRoutes(app: FastifyInstance) {
  app.get(
    '/api/v2/event/calendar/organisation/:year/:month',
    { config: { roles: rolesFor.anyMember }, preHandler: requireAccount },
    async (request, reply) => {
      const { year, month } = parseInput(calendarMonthParamsSchema, request.params);
      parseInput(calendarQuerySchema, request.query);
      const filter = organisationFilter(request);
      return sendJson(
        reply,
        await readCalendarJson(request.scope.db, monthDates(year, month), filter),
      );
    },
  );

  app.get(
    '/api/v2/event/calendar/organisation/day/:date',
    { config: { roles: rolesFor.anyMember }, preHandler: requireAccount },
    async (request, reply) => {
      const { date } = parseInput(calendarDayParamsSchema, request.params);
      const query = parseInput(calendarQuerySchema, request.query);
      const filter = organisationFilter(request);
      return sendJson(
        reply,
        await readCalendarDayJson(request.scope.db, date, query.offset ?? 0, filter),
      );
    },
  );

  app.get('/api/v2/event/calendar/search', async (request, reply) => {
    const query = parseInput(eventSearchQuerySchema, request.query);
    return sendJson(
      reply,
      await readEventSearchJson(
        request.scope.db,
        { from: query.from ?? null, to: query.to ?? null },
        { offset: query.offset ?? 0, limit: query.limit ?? SEARCH_PAGE_SIZE },
        publicFilter(request, query),
      ),
    );
  });

  app.get('/api/v2/event/calendar/day/:date', async (request, reply) => {
    const { date } = parseInput(calendarDayParamsSchema, request.params);
    const query = parseInput(filteredCalendarQuerySchema, request.query);
    return sendJson(
      reply,
      await readCalendarDayJson(
        request.scope.db,
        date,
        query.offset ?? 0,
        publicFilter(request, query),
      ),
    );
  });

  app.get('/api/v2/event/calendar/:year/:month', async (request, reply) => {
    const { year, month } = parseInput(calendarMonthParamsSchema, request.params);
    const query = parseInput(filteredCalendarQuerySchema, request.query);
    timeZoneOrDefault(query.timeZone); // months are calendar dates; a zone sent is still checked
    return sendJson(
      reply,
      await readCalendarJson(
        request.scope.db,
        monthDates(year, month),
        publicFilter(request, query),
      ),
    );
  });

  app.get('/api/v2/event/calendar', async (request, reply) => {
    const query = parseInput(filteredCalendarQuerySchema, request.query);
    if (query.isThisWeekOnly !== 'true') {
      throw new AppError(
        400,
        'VALIDATION_ERROR',
        'Ask for a month (/api/v2/event/calendar/{year}/{month}) or isThisWeekOnly=true.',
        { field: 'isThisWeekOnly' },
      );
    }
    const dates = weekDates(new Date(), timeZoneOrDefault(query.timeZone));
    return sendJson(
      reply,
      await readCalendarJson(request.scope.db, dates, publicFilter(request, query)),
    );
  });

  app.get('/api/v2/event/:eventId', async (request) => {
    const { eventId } = parseInput(eventIdParamsSchema, request.params);
    return { data: await readEventPage(request.scope.db, eventId) };
  });
}
