// A buyer cancels the tickets of an order bought with a promo code, one at a time, under a refund
// policy that gives half back: each cancellation gives half of that ticket's discounted price, the
// last one included (it must not take half of "the rest", which holds the halves kept before), so
// the order's refunds stay within half of what was paid. At a full share the last one takes the
// rest and the refunds add up to the total exactly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, purchaseOf, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

/** An event `startsIn` hours away, three-ticket orders at $10.01 with a 33 % code. */
async function codedEvent(startsIn: number): Promise<PublishedTickets> {
  const form = wizardForm();
  const event = await publishTickets(server, school, {
    eventDetails: {
      ...form.eventDetails!,
      startDateTime: hours(startsIn),
      endDateTime: hours(startsIn + 4),
    },
    ticketSetup: {
      ...form.ticketSetup,
      ticketTypes: [
        { name: 'Odd', price: 10.01, currency: 'AUD', quantity: 50, description: 'Odd price' },
      ],
    },
  });
  const policy = await callsAs(server, school).put(
    `/api/v2/ticket/organiser/${event.configurationId}/buyer-changes`,
    {
      transfersAllowed: true,
      transferCutoffHours: 0,
      refundRules: [
        { hoursBefore: 168, percent: 100 },
        { hoursBefore: 24, percent: 50 },
      ],
    },
  );
  expect(policy.status, JSON.stringify(policy.body)).toBe(200);
  const code = await callsAs(server, school).post(
    `/api/v2/ticket/organiser/${event.configurationId}/codes`,
    { code: `ODD${startsIn}`, kind: 'promo', percentOff: 33 },
  );
  expect(code.status, JSON.stringify(code.body)).toBe(201);
  return event;
}

/** Buys three tickets with the code and cancels them one by one: the order's total and refunds. */
async function cancelOneByOne(event: PublishedTickets, code: string) {
  const buyer = await signedInMember(server);
  const calls = callsAs(server, buyer);
  const bought = await calls.post('/api/v2/ticket/purchase', {
    ...purchaseOf(event, [3]),
    code,
  });
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  const orderId = bought.body.data.orderId as string;
  const order = await calls.get(`/api/v2/orders/${orderId}`);
  const refunds: number[] = [];
  for (const ticket of order.body.data.tickets as Array<{ id: string }>) {
    const options = await calls.get(`/api/v2/orders/${orderId}/ticket-options`);
    const offer = options.body.data.tickets.find((t: { id: string }) => t.id === ticket.id).cancel;
    const cancelled = await calls.post(`/api/v2/orders/${orderId}/tickets/${ticket.id}/cancel`, {
      clientKey: crypto.randomUUID(),
      refundCents: offer.refundCents,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    refunds.push(cancelled.body.data.refundedCents as number);
  }
  const row = await server.databases.production
    .selectFrom('orders')
    .select(['total_cents', 'refunded_cents'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { total: row.total_cents, refunded: row.refunded_cents, refunds };
}

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Coded Cancel School' });
});
afterAll(() => server.close());

describe('cancelling tickets bought with a code', () => {
  it('gives half of each ticket back under a half share, the last one too', async () => {
    const { total, refunded, refunds } = await cancelOneByOne(await codedEvent(48), 'ODD48');
    expect(total).toBe(2013); // 3 × 1001 less 33 %: 990 off
    expect(refunds).toEqual([335, 335, 335]);
    expect(refunded).toBeLessThanOrEqual(Math.ceil(total / 2));
  });

  it('gives everything back at a full share, the last one taking the rest', async () => {
    const { total, refunded, refunds } = await cancelOneByOne(await codedEvent(400), 'ODD400');
    expect(refunds[0]).toBe(671);
    expect(refunded).toBe(total);
  });
});
