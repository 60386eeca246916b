// One event's calendar file, /e/{eventId}/calendar.ics: the event, or one VEVENT per session of a
// festival or course (contract/programme-ics.ts). Public, like the event's page.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eventPagePath } from '../../src/contract/event-page';
import { icsCalendar } from '../../src/contract/ics';
import { programmeIcsEvents } from '../../src/contract/programme-ics';
import { eventIdParamsSchema } from '../../src/contract/purchases';
import { publicUrlFor } from '../lib/public-url';
import { parseInput } from '../lib/validate';
import type { ServiceContext } from '../services/context';
import { readEventPage } from '../services/events/event-page';

export function eventCalendarFileRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    const origin = (request: FastifyRequest) => publicUrlFor(ctx.config, request);
    app.get('/e/:eventId/calendar.ics', async (request, reply) => {
      const { eventId } = parseInput(eventIdParamsSchema, request.params);
      const event = await readEventPage(request.scope.db, eventId);
      const entries = programmeIcsEvents(
        {
          uid: `${event.id}@floorcraft`,
          title: event.title,
          start: event.startDateTime,
          end: event.endDateTime,
          timeZone: event.timeZone,
          location: event.location.description,
          description: event.description,
          url: `${origin(request)}${eventPagePath(event)}`,
          // Cancelled by its school: a newer version of the entry than the one first added.
          ...(event.tickets?.eventState === 'cancelled' ? { cancelled: true, sequence: 1 } : {}),
        },
        event.sessions,
      );
      return reply
        .header('cache-control', 'public, max-age=300')
        .type('text/calendar; charset=utf-8')
        .send(icsCalendar(entries, new Date(), event.title));
    });
  };
}
