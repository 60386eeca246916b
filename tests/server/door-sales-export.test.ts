// The orders export of door sales: an amount that does not divide evenly is the line's total to
// the cent ($25.00 for 3 tickets, not 3 × 8.33), and a comp given at the door reads as a comp, and
// as a comp revoked once voided — as Sales shows them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
let tonight: PublishedTickets;
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Door Export School' });
  const form = wizardForm();
  tonight = await publishTickets(server, school, {
    eventDetails: { ...form.eventDetails!, startDateTime: hours(1), endDateTime: hours(5) },
  });
});
afterAll(() => server.close());

async function sell(extra: Record<string, unknown>): Promise<string> {
  const sold = await callsAs(server, school).post(`/api/v2/door/${tonight.eventId}/sales`, {
    clientKey: crypto.randomUUID(),
    ticketTypeId: tonight.types[0]!.id,
    quantity: 3,
    method: 'cash',
    deviceId: 'phone-1',
    ...extra,
  });
  expect(sold.status, JSON.stringify(sold.body)).toBe(200);
  return sold.body.data.orderId as string;
}

/** The export's rows as cells by header, for one order id. */
async function exportedRow(orderId: string): Promise<Record<string, string>> {
  const answer = await server.app.inject({
    method: 'GET',
    url: `/api/v2/ticket/organiser/${tonight.configurationId}/orders/export`,
    headers: school.headers,
  });
  expect(answer.statusCode).toBe(200);
  const [header, ...rows] = answer.body
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
  const row = rows.find((cells) => cells[header!.indexOf('Order id')] === orderId)!;
  return Object.fromEntries(header!.map((name, index) => [name, row[index] ?? '']));
}

describe('door sales in the orders export', () => {
  it('totals an uneven amount to the cent', async () => {
    const orderId = await sell({ amountCents: 2500 });
    const row = await exportedRow(orderId);
    expect([row['Quantity'], row['Line total'], row['Order total']]).toEqual([
      '3',
      '25.00',
      '25.00',
    ]);
  });

  it('reads a door comp as a comp, and as revoked once voided', async () => {
    const orderId = await sell({ method: 'comp', buyerName: 'Guest Teacher' });
    expect((await exportedRow(orderId))['Status']).toBe('comp');
    const voided = await callsAs(server, school).post(
      `/api/v2/ticket/organiser/orders/${orderId}/void-comp`,
      {},
    );
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect((await exportedRow(orderId))['Status']).toBe('comp revoked');
  });
});
