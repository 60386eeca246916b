// Sales' figures and its chart count tickets sold the same way (server/services/sales/sale-rules.ts)
// on a real database: after a refund, a comp, a door sale and a comp at the door, "Tickets sold"
// and the chart's sentence ("N tickets sold …") say the same number — refunded tickets and comps
// are not sold — and the chart's days add up to it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { attendeesResponseSchema } from '../../src/contract/attendees';
import { salesSeriesSchema } from '../../src/contract/sales-reports';
import { salesSummary } from '../../src/features/dashboard/lib/sales-summary';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, purchaseOf } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Counting School' });
});
afterAll(() => server.close());

it('counts a refunded ticket and a comp as sold in neither the figures nor the sentence', async () => {
  const form = wizardForm();
  // Tonight, so the door is open and sells too.
  const tickets = await publishTickets(server, school, {
    eventDetails: { ...form.eventDetails!, startDateTime: hours(1), endDateTime: hours(5) },
  });
  const calls = callsAs(server, school);
  const buyer = await signedInMember(server);
  const bought = await callsAs(server, buyer).post(
    '/api/v2/ticket/purchase',
    purchaseOf(tickets, [3, 0]),
  );
  expect(bought.status).toBe(200);
  const orderId = bought.body.data.orderId as string;
  const [first] = await server.databases.production
    .selectFrom('tickets')
    .select('id')
    .where('order_id', '=', orderId)
    .orderBy('code')
    .execute();
  const refunded = await calls.post(`/api/v2/ticket/organiser/orders/${orderId}/refund`, {
    ticketIds: [first!.id],
  });
  expect(refunded.status).toBe(200);
  const door = (method: string) =>
    calls.post(`/api/v2/door/${tickets.eventId}/sales`, {
      clientKey: crypto.randomUUID(),
      ticketTypeId: tickets.types[0]!.id,
      quantity: 1,
      method,
      deviceId: 'phone-1',
    });
  expect((await door('cash')).status).toBe(200);
  expect((await door('comp')).status).toBe(200);

  const figures = attendeesResponseSchema.parse(
    (await calls.get(`/api/v2/ticket/organiser/${tickets.configurationId}/attendees`)).body,
  ).data;
  const series = salesSeriesSchema.parse(
    (await calls.get(`/api/v2/ticket/organiser/${tickets.configurationId}/sales-series`)).body.data,
  );
  // 3 bought online, 1 of them refunded, 1 sold at the door; the door's comp is a comp.
  expect(figures.ticketsSold).toBe(3);
  expect(figures.comps).toBe(1);
  const charted = series.days.flatMap((day) => day.tickets).reduce((sum, n) => sum + n, 0);
  expect(charted).toBe(figures.ticketsSold);
  expect(salesSummary(series)).toMatch(/^3 tickets sold on .+ \(Early Bird 3\)\./);
  expect(salesSummary(series)).toContain('was refunded');
});
