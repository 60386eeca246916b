// An order's add-ons as its buyer reads them on the order page (GET /api/v2/orders/{id}): each
// line with its name, quantity and unit price, not yet collected; none on an order without them;
// and in My Tickets (GET /api/v2/ticket/mine), on each ticket of the order, as what to collect.
// The door hands an add-on over from the attendee list: once (a repeat answers the first moment),
// only for the school's own event and order. Sales › Orders (GET …/organiser/{id}/orders) lists
// each order's add-on lines next to its tickets.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganiserAddOn } from '../../src/contract/add-ons';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, purchaseOf, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let school: Member;
let tickets: PublishedTickets;
let shirt: OrganiserAddOn;

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Order Add-on School' });
  tickets = await publishTickets(server, school);
  const created = await callsAs(server, school).post(
    `/api/v2/ticket/organiser/${tickets.configurationId}/add-ons`,
    {
      name: 'T-shirt',
      price: 25,
      variants: [
        { name: 'S', quantity: 5 },
        { name: 'M', quantity: 5 },
      ],
    },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  shirt = created.body.data as OrganiserAddOn;
});
afterAll(() => server.close());

describe('the order page’s add-ons', () => {
  it('lists the add-on lines bought with the tickets', async () => {
    const buyer = await signedInMember(server);
    const medium = shirt.variants.find((variant) => variant.name === 'M')!;
    const bought = await callsAs(server, buyer).post('/api/v2/ticket/purchase', {
      ...purchaseOf(tickets, [1]),
      addOns: [{ variant: medium.id, quantity: 2 }],
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const order = await callsAs(server, buyer).get(`/api/v2/orders/${bought.body.data.orderId}`);
    expect(order.status).toBe(200);
    expect(order.body.data.addOns).toEqual([
      {
        name: 'T-shirt · M',
        quantity: 2,
        unitPriceCents: 2500,
        handedOver: false,
        refunded: false,
      },
    ]);
    const mine = await callsAs(server, buyer).get('/api/v2/ticket/mine');
    expect(mine.status).toBe(200);
    expect(mine.body.data[0].orderAddOns).toEqual([
      { name: 'T-shirt · M', quantity: 2, handedOver: false },
    ]);
    expect(order.body.data.totalCents).toBe(order.body.data.lines[0].unitPriceCents + 2 * 2500);
  });

  it('is an empty list for an order without add-ons', async () => {
    const buyer = await signedInMember(server);
    const bought = await callsAs(server, buyer).post(
      '/api/v2/ticket/purchase',
      purchaseOf(tickets, [1]),
    );
    expect(bought.status).toBe(200);
    const order = await callsAs(server, buyer).get(`/api/v2/orders/${bought.body.data.orderId}`);
    expect(order.body.data.addOns).toEqual([]);
    const mine = await callsAs(server, buyer).get('/api/v2/ticket/mine');
    expect(mine.body.data[0]).not.toHaveProperty('orderAddOns');
  });
});

describe('Sales › Orders', () => {
  it('lists each order’s add-on lines next to its tickets', async () => {
    const buyer = await signedInMember(server);
    const medium = shirt.variants.find((variant) => variant.name === 'M')!;
    const bought = await callsAs(server, buyer).post('/api/v2/ticket/purchase', {
      ...purchaseOf(tickets, [1]),
      addOns: [{ variant: medium.id, quantity: 1 }],
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const plain = await callsAs(server, buyer).post(
      '/api/v2/ticket/purchase',
      purchaseOf(tickets, [1]),
    );
    expect(plain.status).toBe(200);
    const sales = await callsAs(server, school).get(
      `/api/v2/ticket/organiser/${tickets.configurationId}/orders`,
    );
    expect(sales.status).toBe(200);
    const orderOf = (id: string) =>
      sales.body.data.orders.find((order: { id: string }) => order.id === id);
    expect(orderOf(bought.body.data.orderId).addOns).toEqual([
      {
        name: 'T-shirt · M',
        quantity: 1,
        unitPriceCents: 2500,
        handedOver: false,
        refunded: false,
      },
    ]);
    expect(orderOf(bought.body.data.orderId).tickets).toHaveLength(1);
    expect(orderOf(plain.body.data.orderId).addOns).toEqual([]);
  });
});

describe('handing an add-on over at the door', () => {
  it('marks it once, shows it on the attendee list and the order, and only for the school', async () => {
    const buyer = await signedInMember(server);
    const small = shirt.variants.find((variant) => variant.name === 'S')!;
    const bought = await callsAs(server, buyer).post('/api/v2/ticket/purchase', {
      ...purchaseOf(tickets, [1]),
      addOns: [{ variant: small.id, quantity: 1 }],
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const orderId: string = bought.body.data.orderId;
    const base = `/api/v2/ticket/organiser/${tickets.configurationId}`;
    const attendees = await callsAs(server, school).get(`${base}/attendees`);
    const attendee = attendees.body.data.attendees.find(
      (one: { orderId: string; addOnLines: unknown[] }) =>
        one.orderId === orderId && one.addOnLines.length > 0,
    );
    expect(attendee.addOnLines).toMatchObject([
      { name: 'T-shirt · S', quantity: 1, handedOver: false },
    ]);
    const path = `${base}/orders/${orderId}/add-ons/${attendee.addOnLines[0].id}/hand-over`;

    const stranger = await signedInMember(server, { organisation: 'Another Door School' });
    expect((await callsAs(server, stranger).post(path, {})).status).toBe(404);

    const first = await callsAs(server, school).post(path, {});
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ data: { already: false }, message: 'Handed over.' });
    const again = await callsAs(server, school).post(path, {});
    expect(again.body).toMatchObject({
      data: { already: true, handedOverAt: first.body.data.handedOverAt },
      message: 'Already handed over.',
    });

    const order = await callsAs(server, buyer).get(`/api/v2/orders/${orderId}`);
    expect(order.body.data.addOns[0]).toMatchObject({ name: 'T-shirt · S', handedOver: true });
    const after = await callsAs(server, school).get(`${base}/attendees`);
    const listed = after.body.data.attendees.find(
      (one: { orderId: string; addOnLines: unknown[] }) =>
        one.orderId === orderId && one.addOnLines.length > 0,
    );
    expect(listed.addOnLines[0].handedOver).toBe(true);
    const variants = await callsAs(server, school).get(`${base}/add-ons`);
    expect(
      variants.body.data[0].variants.find((v: { name: string }) => v.name === 'S'),
    ).toMatchObject({ sold: 1, handedOver: 1 });
  });

  it('is a 404 for an add-on not of the order, and a 400 for a malformed id', async () => {
    const base = `/api/v2/ticket/organiser/${tickets.configurationId}/orders/${randomUUID()}`;
    const unknown = await callsAs(server, school).post(
      `${base}/add-ons/${randomUUID()}/hand-over`,
      {},
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('This add-on is not part of this order.');
    const malformed = await callsAs(server, school).post(`${base}/add-ons/x/hand-over`, {});
    expect(malformed.status).toBe(400);
  });
});
