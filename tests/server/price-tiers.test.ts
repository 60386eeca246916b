// Price tiers on a real database: the organiser's steps saved and checked, the purchase page's
// current price and what comes next, the demo purchase charged the step's price at the hold (by
// date and by seats taken, exactly at the count), a buyer whose step ended while buying refused
// with the new price, a promo code taken off the step's price, and a rush on the last early-bird
// seats selling exactly the step's count at its price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceStepInput } from '../../src/contract/price-tiers';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, purchaseOf, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
const PURCHASE = '/api/v2/ticket/purchase';
const DRAFT = '/api/v2/ticket/organiser/draft';
const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString();

/** An event with one type, Entry at $95 after the given steps. */
function eventWithSteps(priceSteps: PriceStepInput[], quantity = 100) {
  const form = wizardForm();
  return publishTickets(server, school, {
    ticketSetup: {
      ...form.ticketSetup,
      ticketTypes: [
        {
          name: 'Entry',
          price: 95,
          currency: 'AUD',
          quantity,
          description: 'Festival pass',
          priceSteps,
        },
      ],
    },
  });
}

/** A purchase of `quantity` Entry tickets at the price the buyer was shown. */
const entryAt = (tickets: PublishedTickets, quantity: number, price: number) => {
  const body = purchaseOf(tickets, [quantity]);
  body.ticketSelections[0]!.price = price;
  return body;
};

async function buy(body: unknown, buyer?: Member) {
  return callsAs(server, buyer ?? (await signedInMember(server))).post(PURCHASE, body);
}

const purchasePage = async (tickets: PublishedTickets) =>
  (await server.app.inject({ url: `/api/v2/ticket/purchase/event/${tickets.eventId}` })).json().data
    .ticketTypes[0];

const linePrices = async (tickets: PublishedTickets) =>
  (
    await server.databases.production
      .selectFrom('order_lines')
      .select(['unit_price_cents', 'quantity'])
      .where('ticket_type_id', '=', tickets.types[0]!.id)
      .execute()
  ).sort((a, b) => a.unit_price_cents - b.unit_price_cents || a.quantity - b.quantity);

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Tier Dance School' });
});
afterAll(() => server.close());

describe('the organiser’s price steps', () => {
  it('are saved with the type and loaded back into the wizard', async () => {
    const tickets = await eventWithSteps([
      { label: 'Early Bird', price: 80, endsAt: inAYear },
      { label: 'Second release', price: 88.5, endsAfterSold: 50 },
    ]);
    const loaded = await callsAs(server, school).get(`${DRAFT}/${tickets.configurationId}`);
    expect(loaded.body.data.ticketSetup.ticketTypes[0].priceSteps).toEqual([
      { label: 'Early Bird', price: 80, endsAt: inAYear, endsAfterSold: null },
      { label: 'Second release', price: 88.5, endsAt: null, endsAfterSold: 50 },
    ]);
  });

  it('are refused with the rule they break', async () => {
    const form = wizardForm();
    const save = (priceSteps: unknown) =>
      callsAs(server, school).post(DRAFT, {
        ...form,
        ticketSetup: {
          ...form.ticketSetup,
          ticketTypes: [{ name: 'Entry', price: 95, quantity: 10, priceSteps }],
        },
      });
    const endless = await save([{ label: 'Early', price: 80 }]);
    expect(endless.status).toBe(400);
    expect(JSON.stringify(endless.body.error)).toContain(
      'Each price step needs an end: a date, a number of tickets sold, or both.',
    );
    const backwards = await save([
      { price: 80, endsAfterSold: 50 },
      { price: 90, endsAfterSold: 20 },
    ]);
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body.error)).toContain(
      'Price step 2 must end at a higher count than step 1.',
    );
  });
});

describe('a step by date', () => {
  it('is the purchase page’s price and the price charged until it ends', async () => {
    const tickets = await eventWithSteps([{ label: 'Early Bird', price: 80, endsAt: inAYear }]);
    expect(await purchasePage(tickets)).toMatchObject({
      price: 80,
      basePrice: 95,
      seatsTaken: 0,
      tiers: [{ label: 'Early Bird', price: 80, endsAt: inAYear, endsAfterSold: null }],
    });
    const bought = await buy(entryAt(tickets, 2, 80));
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body.data.total).toBe(160);
    expect(await linePrices(tickets)).toEqual([{ unit_price_cents: 8000, quantity: 2 }]);
  });

  it('refuses a buyer shown the early price once it ended, naming the new one', async () => {
    const soon = new Date(Date.now() + 1500).toISOString();
    const tickets = await eventWithSteps([{ label: 'Early Bird', price: 80, endsAt: soon }]);
    // Shown $80 on the purchase page; the step ends while the buyer pays.
    expect((await purchasePage(tickets)).price).toBe(80);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const refused = await buy(entryAt(tickets, 1, 80));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'PRICE_CHANGED',
      message: 'The price of "Entry" is now $95.00. Please review your order.',
      details: { price: 95 },
    });
    expect((await purchasePage(tickets)).price).toBe(95);
    expect((await buy(entryAt(tickets, 1, 95))).status).toBe(200);
  });
});

describe('a step by count', () => {
  it('sells its count at its price; an order that would cross it is priced at the next', async () => {
    const tickets = await eventWithSteps([{ label: 'First 3', price: 80, endsAfterSold: 3 }]);
    expect((await buy(entryAt(tickets, 2, 80))).status).toBe(200);
    expect(await purchasePage(tickets)).toMatchObject({ price: 80, seatsTaken: 2 });
    // One left at $80: two more pay $95 each, and a buyer shown $80 for two is told so.
    const crossing = await buy(entryAt(tickets, 2, 80));
    expect(crossing.status).toBe(409);
    expect(crossing.body.error.message).toBe(
      'The price of "Entry" is now $95.00. Please review your order.',
    );
    // The last early seat is still there for an order that fits in it.
    expect((await buy(entryAt(tickets, 1, 80))).status).toBe(200);
    expect((await buy(entryAt(tickets, 2, 95))).status).toBe(200);
    expect((await purchasePage(tickets)).price).toBe(95);
    expect(await linePrices(tickets)).toEqual([
      { unit_price_cents: 8000, quantity: 1 },
      { unit_price_cents: 8000, quantity: 2 },
      { unit_price_cents: 9500, quantity: 2 },
    ]);
  });

  it('takes a promo code off the step’s price', async () => {
    const tickets = await eventWithSteps([{ label: 'First 10', price: 80, endsAfterSold: 10 }]);
    const code = await callsAs(server, school).post(
      `/api/v2/ticket/organiser/${tickets.configurationId}/codes`,
      { code: 'TIER10', kind: 'promo', percentOff: 10 },
    );
    expect(code.status).toBe(201);
    const bought = await buy({ ...entryAt(tickets, 2, 80), code: 'tier10' });
    expect(bought.status).toBe(200);
    expect(bought.body.data).toMatchObject({
      total: 144,
      discount: { code: 'TIER10', amount: 16 },
    });
  });
});

describe('a rush on the last early-bird seats', () => {
  // Signing 20 accounts up hashes 20 passwords: done before the rush.
  let buyers: Member[];
  beforeAll(async () => {
    buyers = await Promise.all(Array.from({ length: 20 }, () => signedInMember(server)));
  });

  it('sells exactly the step’s count at its price, the rest refused with the new price', async () => {
    const tickets = await eventWithSteps([{ label: 'First 6', price: 80, endsAfterSold: 6 }]);
    const answers = await Promise.all(buyers.map((buyer) => buy(entryAt(tickets, 1, 80), buyer)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.filter((status) => status === 409)).toHaveLength(14);
    for (const refused of answers.filter((answer) => answer.status !== 200))
      expect(refused.body.error.code).toBe('PRICE_CHANGED');
    expect(await linePrices(tickets)).toEqual(
      Array.from({ length: 6 }, () => ({ unit_price_cents: 8000, quantity: 1 })),
    );
    expect(await purchasePage(tickets)).toMatchObject({ price: 95, seatsTaken: 6 });
  });
});
