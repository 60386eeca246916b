// A ticket bought at the door is not cancelled by its buyer for a policy refund: the school took
// the cash (or the card outside Floorcraft) and gives it back itself, so the books must not say a
// refund was made that no money followed. The buyer is offered "Request a refund" instead, which
// reaches the school's Sales.
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
  school = await signedInMember(server, { organisation: 'Door Cancel School' });
  const form = wizardForm();
  tonight = await publishTickets(server, school, {
    eventDetails: { ...form.eventDetails!, startDateTime: hours(1), endDateTime: hours(5) },
  });
  const policy = await callsAs(server, school).put(
    `/api/v2/ticket/organiser/${tonight.configurationId}/buyer-changes`,
    {
      transfersAllowed: true,
      transferCutoffHours: 0,
      refundRules: [{ hoursBefore: 0, percent: 100 }],
    },
  );
  expect(policy.status, JSON.stringify(policy.body)).toBe(200);
});
afterAll(() => server.close());

describe('a ticket bought at the door', () => {
  it('is not cancelled by its buyer for a refund; the buyer may ask the school', async () => {
    const buyer = await signedInMember(server);
    const sold = await callsAs(server, school).post(`/api/v2/door/${tonight.eventId}/sales`, {
      clientKey: crypto.randomUUID(),
      ticketTypeId: tonight.types[0]!.id,
      quantity: 1,
      method: 'cash',
      deviceId: 'phone-1',
      amountCents: 2000,
      buyerName: 'Walk In',
      email: buyer.email,
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    const orderId = sold.body.data.orderId as string;
    // The admission is undone (a mistake at the door), so only the door sale stands in the way.
    const [ticket] = await server.databases.production
      .selectFrom('tickets')
      .select('id')
      .where('order_id', '=', orderId)
      .execute();
    const undone = await callsAs(server, school).post(
      `/api/v2/ticket/organiser/${tonight.configurationId}/attendees/${ticket!.id}/undo`,
      {},
    );
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);

    const calls = callsAs(server, buyer);
    const options = await calls.get(`/api/v2/orders/${orderId}/ticket-options`);
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    const offered = options.body.data.tickets[0];
    expect(offered).toMatchObject({ cancel: null, canAskRefund: true });
    const refused = await calls.post(`/api/v2/orders/${orderId}/tickets/${ticket!.id}/cancel`, {
      clientKey: crypto.randomUUID(),
      refundCents: 2000,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/bought at the door is refunded by the school/);
    const order = await server.databases.production
      .selectFrom('orders')
      .select(['refunded_cents', 'status'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.refunded_cents).toBe(0);
    const asked = await calls.post(
      `/api/v2/orders/${orderId}/tickets/${ticket!.id}/refund-request`,
      {
        clientKey: crypto.randomUUID(),
      message: 'I could not stay, sorry.',
      },
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  });
});
