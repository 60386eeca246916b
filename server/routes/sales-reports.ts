// Sales reports for organisers: an event's sales by day (the chart on Sales), its orders as CSV for
// a spreadsheet or an accounting import, and which attendee lists the member may read.
import { rolesFor } from '../../src/contract/team';
import type { FastifyInstance } from 'fastify';
import { configurationParamsSchema } from '../../src/contract/ticketing';
import { parseInput } from '../lib/validate';
import { organisationMemberOf, requireAccount } from '../plugins/authentication';
import { ordersCsv } from '../services/sales/orders-export';
import { salesSeriesOf } from '../services/sales/sales-series';
import { attendeeAccessOf } from '../services/team/taught-sessions';

export async function salesReportRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireAccount);

  app.get(
    '/api/v2/ticket/organiser/:id/sales-series',
    { config: { roles: rolesFor.sales } },
    async (request) => {
      const { id } = parseInput(configurationParamsSchema, request.params);
      const { organisationId } = organisationMemberOf(request);
      return { data: await salesSeriesOf(request.scope.db, organisationId, id) };
    },
  );

  app.get(
    '/api/v2/ticket/organiser/:id/orders/export',
    { config: { roles: rolesFor.sales } },
    async (request, reply) => {
      const { id } = parseInput(configurationParamsSchema, request.params);
      const { organisationId } = organisationMemberOf(request);
      const { csv, fileName } = await ordersCsv(request.scope.db, organisationId, id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/v2/ticket/organiser/attendee-access',
    { config: { roles: rolesFor.attendees } },
    async (request) => ({
      data: await attendeeAccessOf(request.scope.db, organisationMemberOf(request)),
    }),
  );
}
