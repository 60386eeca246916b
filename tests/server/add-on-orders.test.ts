// An order's add-ons as its buyer reads them on the order page (GET /api/v2/orders/{id}): each
// line with its name, quantity and unit price, not yet collected; none on an order without them;
// and in My Tickets (GET /api/v2/ticket/mine), on each ticket of the order, as what to collect.
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
