// A buyer cancels an order's last ticket within the refund policy: its add-ons not yet handed over
// go with it (marked refunded, back in stock, their money in the refund at the policy's share);
// one already handed over stays the buyer's and is not paid back. Cancelling one of two tickets
// keeps the add-ons. The same key sent again refunds nothing twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganiserAddOn } from '../../src/contract/add-ons';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, purchaseOf, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const POLICY = [
  { hoursBefore: 168, percent: 100 },
  { hoursBefore: 24, percent: 50 },
];

/** An event `startsIn` hours away: Party ($30.00), a T-shirt ($25.00) and a dinner ($40.00). */
async function eventWithAddOns(startsIn: number) {
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
        { name: 'Party', price: 30, currency: 'AUD', quantity: 50, description: 'All night' },
      ],
    },
  });
  const saved = await callsAs(server, school).put(
    `/api/v2/ticket/organiser/${event.configurationId}/buyer-changes`,
    { transfersAllowed: true, transferCutoffHours: 0, refundRules: POLICY },
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const addOn = async (name: string, price: number) => {
    const created = await callsAs(server, school).post(
      `/api/v2/ticket/organiser/${event.configurationId}/add-ons`,
      { name, price, variants: [{ name: 'One size', quantity: 10 }] },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data as OrganiserAddOn;
  };
  return { event, shirt: await addOn('T-shirt', 25), dinner: await addOn('Dinner', 40) };
}

async function buy(
  buyer: Member,
  event: PublishedTickets,
  tickets: number,
  addOns: OrganiserAddOn[],
) {
  const calls = callsAs(server, buyer);
  const bought = await calls.post('/api/v2/ticket/purchase', {
    ...purchaseOf(event, [tickets]),
    addOns: addOns.map((addOn) => ({ variant: addOn.variants[0]!.id, quantity: 1 })),
  });
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  const orderId = bought.body.data.orderId as string;
  const order = await calls.get(`/api/v2/orders/${orderId}`);
  return {
    orderId,
    ticketIds: order.body.data.tickets.map((t: { id: string }) => t.id) as string[],
  };
}

const soldOf = async (addOn: OrganiserAddOn) =>
  (
    await server.databases.production
      .selectFrom('addon_variants')
      .select('sold')
      .where('id', '=', addOn.variants[0]!.id)
      .executeTakeFirstOrThrow()
  ).sold;

async function handOver(event: PublishedTickets, orderId: string, name: string) {
  const base = `/api/v2/ticket/organiser/${event.configurationId}`;
  const attendees = await callsAs(server, school).get(`${base}/attendees`);
  const line = attendees.body.data.attendees
    .flatMap((attendee: { addOnLines: Array<{ id: string; name: string }> }) => attendee.addOnLines)
    .find((one: { name: string }) => one.name.startsWith(name));
  const handed = await callsAs(server, school).post(
    `${base}/orders/${orderId}/add-ons/${line.id}/hand-over`,
    {},
  );
  expect(handed.status, JSON.stringify(handed.body)).toBe(200);
}

async function cancel(buyer: Member, orderId: string, ticketId: string, clientKey: string) {
  const calls = callsAs(server, buyer);
  const options = await calls.get(`/api/v2/orders/${orderId}/ticket-options`);
  const offer = options.body.data.tickets.find((t: { id: string }) => t.id === ticketId).cancel;
  const cancelled = await calls.post(`/api/v2/orders/${orderId}/tickets/${ticketId}/cancel`, {
    clientKey,
    refundCents: offer.refundCents,
  });
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  return { offered: offer.refundCents as number, refunded: cancelled.body.data.refundedCents };
}

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Add-on Cancel School' });
});
afterAll(() => server.close());

describe('cancelling an order’s last ticket with add-ons', () => {
  it('refunds the add-ons not handed over with it, and keeps one handed over', async () => {
    const { event, shirt, dinner } = await eventWithAddOns(240);
    const buyer = await signedInMember(server);
    const { orderId, ticketIds } = await buy(buyer, event, 1, [shirt, dinner]);
    await handOver(event, orderId, 'Dinner');
    expect([await soldOf(shirt), await soldOf(dinner)]).toEqual([1, 1]);
    const key = crypto.randomUUID();
    // Full refund period: the ticket and the T-shirt come back, the dinner eaten does not.
    expect(await cancel(buyer, orderId, ticketIds[0]!, key)).toEqual({
      offered: 5500,
      refunded: 5500,
    });
    const again = await callsAs(server, buyer).post(
      `/api/v2/orders/${orderId}/tickets/${ticketIds[0]}/cancel`,
      { clientKey: key, refundCents: 5500 },
    );
    expect(again.body.data.refundedCents).toBe(5500);
    const order = await callsAs(server, buyer).get(`/api/v2/orders/${orderId}`);
    expect(order.body.data.refundedCents).toBe(5500);
    expect(order.body.data.addOns).toEqual([
      expect.objectContaining({ name: 'Dinner · One size', handedOver: true, refunded: false }),
      expect.objectContaining({ name: 'T-shirt · One size', handedOver: false, refunded: true }),
    ]);
    expect([await soldOf(shirt), await soldOf(dinner)]).toEqual([0, 1]);
    // My Tickets: nothing left to collect (the dinner reads as collected).
    const mine = await callsAs(server, buyer).get('/api/v2/ticket/mine');
    expect(mine.body.data.flatMap((t: { orderAddOns?: unknown[] }) => t.orderAddOns ?? [])).toEqual(
      [{ name: 'Dinner · One size', quantity: 1, handedOver: true }],
    );
  });

  it('gives the policy’s share of the add-ons too, and nothing of them for one ticket of two', async () => {
    const { event, shirt } = await eventWithAddOns(30);
    const buyer = await signedInMember(server);
    const { orderId, ticketIds } = await buy(buyer, event, 2, [shirt]);
    // One of two tickets: half the ticket; the T-shirt stays to collect.
    expect(await cancel(buyer, orderId, ticketIds[0]!, crypto.randomUUID())).toEqual({
      offered: 1500,
      refunded: 1500,
    });
    let order = await callsAs(server, buyer).get(`/api/v2/orders/${orderId}`);
    expect(order.body.data.addOns).toEqual([expect.objectContaining({ refunded: false })]);
    expect(await soldOf(shirt)).toBe(1);
    // The last: half of the ticket and of the T-shirt.
    expect(await cancel(buyer, orderId, ticketIds[1]!, crypto.randomUUID())).toEqual({
      offered: 2750,
      refunded: 2750,
    });
    order = await callsAs(server, buyer).get(`/api/v2/orders/${orderId}`);
    expect(order.body.data.addOns).toEqual([expect.objectContaining({ refunded: true })]);
    expect(order.body.data.refundedCents).toBe(4250);
    expect(await soldOf(shirt)).toBe(0);
  });
});
