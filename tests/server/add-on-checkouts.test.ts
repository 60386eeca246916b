// Add-ons at a paid checkout, against the local fake of Stripe: the hold takes their stock and
// Stripe is asked for them as lines; a hold that runs out gives the stock back; a paid hold's
// order has them, sold; a rush of checkouts with a 10-use code and an add-on of 30 in stock never
// passes either; and a pay-what-you-want ticket is charged what the buyer chose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganiserAddOn } from '../../src/contract/add-ons';
import type { FakeStripe } from '../support/fake-stripe/fake-stripe';
import { connectedSchool, runOutHolds, startStripeServer } from '../support/stripe-server';
import { callsAs, signedInMember, type Member } from '../support/members';
import { checkoutOf, publishTickets, type PublishedTickets } from '../support/published-tickets';
import type { TestServer } from '../support/test-server';

let fake: FakeStripe;
let server: TestServer;
let school: Member;
let tickets: PublishedTickets;
const CHECKOUT = '/api/v2/ticket/checkout';

beforeAll(async () => {
  ({ fake, server } = await startStripeServer());
  school = await connectedSchool(server, 'Paid Add-on School');
  tickets = await publishTickets(server, school, {
    ticketSetup: {
      ticketTypes: [
        { name: 'Workshop', price: 40, currency: 'AUD', quantity: 300, description: 'Two hours' },
        {
          name: 'Donation',
          price: 5,
          currency: 'AUD',
          quantity: 300,
          description: 'Pay what you want',
          payWhatYouWant: true,
        },
      ],
      refundPolicy: '',
    },
  });
}, 300_000);
afterAll(async () => {
  await server.close();
  await fake.close();
});

async function addAddOn(name: string, quantity: number) {
  const created = await callsAs(server, school).post(
    `/api/v2/ticket/organiser/${tickets.configurationId}/add-ons`,
    { name, price: 20, maxPerOrder: 4, variants: [{ name: 'M', quantity }] },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as OrganiserAddOn;
}

const stockOf = (variantId: string) =>
  server.databases.production
    .selectFrom('addon_variants')
    .select(['sold', 'held'])
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();

const sessionOf = (reservationId: string) =>
  [...fake.sessions.values()].find((session) => session.metadata.reservationId === reservationId)!;

describe('add-ons at a paid checkout', () => {
  it('are held with the seats, lines at Stripe, and given back when the hold runs out', async () => {
    const shirt = await addAddOn('Tee', 5);
    const variant = shirt.variants[0]!.id;
    const buyer = await signedInMember(server, { organisation: null });
    const answer = await callsAs(server, buyer).post(CHECKOUT, {
      ...checkoutOf(tickets, [1]),
      addOns: [{ variant, quantity: 2 }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const session = sessionOf(answer.body.reservation.id);
    expect(session.amount_total).toBe(8000);
    const names = session.line_items.map(
      (item: { price_data: { product_data: { name: string } } }) =>
        item.price_data.product_data.name,
    );
    expect(names.some((name: string) => name.startsWith('Tee · M — '))).toBe(true);
    expect(await stockOf(variant)).toEqual({ sold: 0, held: 2 });
    await runOutHolds(server, [answer.body.reservation.id]);
    expect(await stockOf(variant)).toEqual({ sold: 0, held: 0 });
  });

  it('are sold with the order once paid', async () => {
    const shirt = await addAddOn('Sweater', 5);
    const variant = shirt.variants[0]!.id;
    const buyer = await signedInMember(server, { organisation: null });
    const answer = await callsAs(server, buyer).post(CHECKOUT, {
      ...checkoutOf(tickets, [1]),
      addOns: [{ variant, quantity: 1 }],
    });
    await fake.pay(sessionOf(answer.body.reservation.id).id);
    expect(await stockOf(variant)).toEqual({ sold: 1, held: 0 });
    const order = await server.databases.production
      .selectFrom('orders')
      .innerJoin('order_addons', 'order_addons.order_id', 'orders.id')
      .select(['orders.total_cents', 'order_addons.name', 'order_addons.quantity'])
      .where('orders.account_id', '=', buyer.accountId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ total_cents: 6000, name: 'Sweater · M', quantity: 1 });
  });

  it('charge a pay-what-you-want ticket what the buyer chose', async () => {
    const buyer = await signedInMember(server, { organisation: null });
    const body = checkoutOf(tickets, [0, 1]);
    body.ticketSelections[0]!.price = 12;
    const answer = await callsAs(server, buyer).post(CHECKOUT, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(sessionOf(answer.body.reservation.id).amount_total).toBe(1200);
    body.ticketSelections[0]!.price = 4;
    body.transactionId = `tx-${crypto.randomUUID()}`;
    const refused = await callsAs(server, buyer).post(CHECKOUT, body);
    expect(refused.status).toBe(400);
  });
});

describe('a rush of checkouts with a 10-use code and an add-on of 30', () => {
  let buyers: Member[];
  beforeAll(async () => {
    buyers = await Promise.all(
      Array.from({ length: 25 }, () => signedInMember(server, { organisation: null })),
    );
  }, 300_000);

  it('holds the code at most 10 times and the add-on exactly 30 times, and no 5xx', async () => {
    const created = await callsAs(server, school).post(
      `/api/v2/ticket/organiser/${tickets.configurationId}/codes`,
      { code: 'RUSHADD', kind: 'promo', percentOff: 10, maxUses: 10 },
    );
    expect(created.status).toBe(201);
    const shirt = await addAddOn('Rush tee', 30);
    const variant = shirt.variants[0]!.id;
    const answers = await Promise.all(
      buyers.map((buyer, index) =>
        callsAs(server, buyer).post(CHECKOUT, {
          ...checkoutOf(tickets, [1]),
          // The first 15 use the code; everyone wants two tees: 15 get them.
          ...(index < 15 ? { code: 'RUSHADD' } : {}),
          addOns: [{ variant, quantity: 2 }],
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toHaveLength(0);
    expect(statuses.filter((status) => status === 200)).toHaveLength(15);
    const uses = await server.databases.production
      .selectFrom('promo_codes')
      .select('uses')
      .where('id', '=', created.body.data.id)
      .executeTakeFirstOrThrow();
    expect(uses.uses).toBeLessThanOrEqual(10);
    expect(await stockOf(variant)).toEqual({ sold: 0, held: 30 });
    const held = await server.databases.production
      .selectFrom('reservation_addons')
      .select(({ fn }) => fn.sum<string>('quantity').as('n'))
      .where('variant_id', '=', variant)
      .executeTakeFirstOrThrow();
    expect(Number(held.n)).toBe(30);
  });
});
