// Add-ons and pay-what-you-want tickets on a real database, with the demo purchase: the
// organiser's add-ons (their own events only), the purchase page's offer, stock taken with the
// seats (a rush never oversells a size), the receipt, Sales' order lines and a full refund giving
// the stock back; and a pay-what-you-want type's minimum and maximum.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddOnInput, OrganiserAddOn } from '../../src/contract/add-ons';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, purchaseOf, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
let tickets: PublishedTickets;
const PURCHASE = '/api/v2/ticket/purchase';

async function event(quantity = 200) {
  const form = wizardForm();
  return publishTickets(server, school, {
    ticketSetup: {
      ...form.ticketSetup,
      ticketTypes: [
        { name: 'Party', price: 20, currency: 'AUD', quantity, description: 'All night' },
        {
          name: 'Supporter',
          price: 10,
          currency: 'AUD',
          quantity,
          description: 'Pay what you want',
          payWhatYouWant: true,
        },
      ],
    },
  });
}

const addOnsOf = (event: PublishedTickets) =>
  `/api/v2/ticket/organiser/${event.configurationId}/add-ons`;

async function addAddOn(input: AddOnInput, event = tickets, as = school) {
  const created = await callsAs(server, as).post(addOnsOf(event), input);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as OrganiserAddOn;
}

const tShirt: AddOnInput = {
  name: 'T-shirt',
  price: 25,
  maxPerOrder: 3,
  variants: [
    { name: 'S', quantity: 5 },
    { name: 'M', quantity: 2 },
  ],
};

const buy = async (body: unknown, buyer?: Member) =>
  callsAs(server, buyer ?? (await signedInMember(server))).post(PURCHASE, body);

const variant = (addOn: OrganiserAddOn, name: string) =>
  addOn.variants.find((candidate) => candidate.name === name)!;

const stockOf = (variantId: string) =>
  server.databases.production
    .selectFrom('addon_variants')
    .select(['sold', 'held', 'quantity'])
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Add-on Dance School' });
  tickets = await event();
});
afterAll(() => server.close());

describe('an organiser’s add-ons', () => {
  it('are created with variants and stock, listed, edited and offered on the purchase page', async () => {
    const shirt = await addAddOn(tShirt);
    expect(shirt).toMatchObject({ name: 'T-shirt', price: 25, currency: 'AUD', maxPerOrder: 3 });
    expect(shirt.variants.map((v) => [v.name, v.quantity, v.sold])).toEqual([
      ['S', 5, 0],
      ['M', 2, 0],
    ]);
    const edited = await callsAs(server, school).put(`${addOnsOf(tickets)}/${shirt.id}`, {
      ...tShirt,
      variants: [
        ...shirt.variants.map(({ id, name, quantity }) => ({ id, name, quantity })),
        { name: 'L', quantity: 4 },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.variants).toHaveLength(3);
    const page = await server.app.inject({
      method: 'GET',
      url: `/api/v2/ticket/purchase/event/${tickets.eventId}`,
    });
    const offered = page.json().data.addOns;
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatchObject({ name: 'T-shirt', price: 25, maxPerOrder: 3 });
    expect(offered[0].variants.map((v: { name: string }) => v.name)).toEqual(['S', 'M', 'L']);
    expect(page.json().data.ticketTypes[1]).toMatchObject({ payWhatYouWant: true, price: 10 });
  });

  it('are another organisation’s 404, and bad input is a 400', async () => {
    const other = await signedInMember(server, { organisation: 'Other School' });
    const list = await callsAs(server, other).get(addOnsOf(tickets));
    expect(list.status).toBe(404);
    const noVariants = await callsAs(server, school).post(addOnsOf(tickets), {
      name: 'Dinner',
      price: 40,
      variants: [],
    });
    expect(noVariants.status).toBe(400);
    const negative = await callsAs(server, school).post(addOnsOf(tickets), {
      name: 'Dinner',
      price: -1,
      variants: [{ name: '', quantity: 10 }],
    });
    expect(negative.status).toBe(400);
  });
});

describe('add-ons on the demo purchase', () => {
  it('are charged, on the receipt, in the order and taken from stock', async () => {
    const shirt = await addAddOn({ ...tShirt, name: 'Hoodie' });
    const dinner = await addAddOn({
      name: 'Gala dinner',
      price: 45,
      variants: [{ name: '', quantity: null }],
    });
    const buyer = await signedInMember(server);
    const { status, body } = await buy(
      {
        ...purchaseOf(tickets, [1]),
        addOns: [
          { variant: variant(shirt, 'M').id, quantity: 1 },
          { variant: dinner.variants[0]!.id, quantity: 2 },
        ],
      },
      buyer,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    // 20 + 25 + 2 × 45.
    expect(body.data.total).toBe(135);
    expect(body.data.addOns).toEqual(
      expect.arrayContaining([
        { name: 'Hoodie · M', quantity: 1, amount: 25 },
        { name: 'Gala dinner', quantity: 2, amount: 90 },
      ]),
    );
    expect(await stockOf(variant(shirt, 'M').id)).toMatchObject({ sold: 1, held: 0 });
    const mail = await server.databases.production
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', buyer.email)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Hoodie · M × 1 = $25.00');
    expect(mail.text_body).toContain('Collect at the door:');
    const lines = await server.databases.production
      .selectFrom('order_addons')
      .select(['name', 'quantity', 'unit_price_cents'])
      .where('order_id', '=', body.data.orderId)
      .orderBy('name')
      .execute();
    expect(lines).toEqual([
      { name: 'Gala dinner', quantity: 2, unit_price_cents: 4500 },
      { name: 'Hoodie · M', quantity: 1, unit_price_cents: 2500 },
    ]);
  });

  it('refuses more than is left, more than the per-order limit, and another event’s add-on', async () => {
    const shirt = await addAddOn({ ...tShirt, name: 'Cap' });
    const tooMany = await buy({
      ...purchaseOf(tickets, [1]),
      addOns: [{ variant: variant(shirt, 'M').id, quantity: 3 }],
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.message).toBe('Only 2 "Cap · M" are left.');
    const overLimit = await buy({
      ...purchaseOf(tickets, [1]),
      addOns: [
        { variant: variant(shirt, 'S').id, quantity: 2 },
        { variant: variant(shirt, 'M').id, quantity: 2 },
      ],
    });
    expect(overLimit.status).toBe(400);
    expect(overLimit.body.error.message).toBe('At most 3 "Cap" per order.');
    const elsewhere = await event();
    const foreign = await buy({
      ...purchaseOf(elsewhere, [1]),
      addOns: [{ variant: variant(shirt, 'S').id, quantity: 1 }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.message).toBe('That add-on is not part of this event.');
    const malformed = await buy({
      ...purchaseOf(tickets, [1]),
      addOns: [{ variant: 'x', quantity: 1 }],
    });
    expect(malformed.status).toBe(400);
  });

  it('go back to stock when the order is refunded in full', async () => {
    const shirt = await addAddOn({ ...tShirt, name: 'Bag' });
    const { body } = await buy({
      ...purchaseOf(tickets, [1]),
      addOns: [{ variant: variant(shirt, 'S').id, quantity: 2 }],
    });
    expect(await stockOf(variant(shirt, 'S').id)).toMatchObject({ sold: 2 });
    const refund = await callsAs(server, school).post(
      `/api/v2/ticket/organiser/orders/${body.data.orderId}/refund`,
      {},
    );
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(await stockOf(variant(shirt, 'S').id)).toMatchObject({ sold: 0 });
  });
});

describe('a rush on an add-on of 30', () => {
  let buyers: Member[];
  beforeAll(async () => {
    buyers = await Promise.all(Array.from({ length: 40 }, () => signedInMember(server)));
  }, 300_000);

  it('sells exactly 30, never 31, and no 5xx', async () => {
    const rush = await event(500);
    const shirt = await addAddOn(
      { name: 'Rush tee', price: 15, maxPerOrder: 5, variants: [{ name: 'M', quantity: 30 }] },
      rush,
    );
    const answers = await Promise.all(
      buyers.map((buyer) =>
        buy(
          { ...purchaseOf(rush, [1]), addOns: [{ variant: shirt.variants[0]!.id, quantity: 1 }] },
          buyer,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toHaveLength(0);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    expect(await stockOf(shirt.variants[0]!.id)).toMatchObject({ sold: 30, held: 0 });
    const sold = await server.databases.production
      .selectFrom('order_addons')
      .select(({ fn }) => fn.sum<string>('quantity').as('n'))
      .where('variant_id', '=', shirt.variants[0]!.id)
      .executeTakeFirstOrThrow();
    expect(Number(sold.n)).toBe(30);
    // The refused buyers bought no seats either: the statement aborted whole.
    const seats = await server.databases.production
      .selectFrom('ticket_types')
      .select('sold')
      .where('id', '=', rush.types[0]!.id)
      .executeTakeFirstOrThrow();
    expect(seats.sold).toBe(30);
  });
});

describe('a pay-what-you-want ticket', () => {
  it('charges what the buyer chose, at least the minimum and at most the bound', async () => {
    const chosen = purchaseOf(tickets, [0, 2]);
    chosen.ticketSelections[0]!.price = 17.5;
    const { status, body } = await buy(chosen);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.total).toBe(35);
    const line = await server.databases.production
      .selectFrom('order_lines')
      .select('unit_price_cents')
      .where('order_id', '=', body.data.orderId)
      .executeTakeFirstOrThrow();
    expect(line.unit_price_cents).toBe(1750);

    const below = purchaseOf(tickets, [0, 1]);
    below.ticketSelections[0]!.price = 9.99;
    const refused = await buy(below);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Please pay at least $10.00.');

    const above = purchaseOf(tickets, [0, 1]);
    above.ticketSelections[0]!.price = 20_000;
    expect((await buy(above)).status).toBe(400);
  });
});
