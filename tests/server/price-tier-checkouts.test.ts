// Price tiers at a paid checkout, against the local fake of Stripe: the hold is priced at the step
// that applies when it is taken, Stripe is asked for that amount, a paid hold becomes an order at
// the price it was held at, a hold that runs out gives its early-bird seat back, and a rush of
// checkouts holds exactly the step's count at its price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../support/fake-stripe/fake-stripe';
import { connectedSchool, runOutHolds, startStripeServer } from '../support/stripe-server';
import { callsAs, signedInMember, type Member } from '../support/members';
import { checkoutOf, publishTickets, type PublishedTickets } from '../support/published-tickets';
import type { TestServer } from '../support/test-server';

let fake: FakeStripe;
let server: TestServer;
let school: Member;
const CHECKOUT = '/api/v2/ticket/checkout';

beforeAll(async () => {
  ({ fake, server } = await startStripeServer());
  school = await connectedSchool(server, 'Paid Tier School');
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

/** Workshop at $40 after its first `count` at $30. */
const workshopWithFirst = (count: number) =>
  publishTickets(server, school, {
    ticketSetup: {
      ticketTypes: [
        {
          name: 'Workshop',
          price: 40,
          currency: 'AUD',
          quantity: 100,
          description: 'Two hours',
          priceSteps: [{ label: 'Early', price: 30, endsAfterSold: count }],
        },
      ],
      refundPolicy: '',
    },
  });

const checkoutAt = (tickets: PublishedTickets, quantity: number, price: number) => {
  const body = checkoutOf(tickets, [quantity]);
  body.ticketSelections[0]!.price = price;
  return body;
};

const sessionOf = (reservationId: string) =>
  [...fake.sessions.values()].find((session) => session.metadata.reservationId === reservationId)!;

const heldPrices = async (tickets: PublishedTickets) =>
  (
    await server.databases.production
      .selectFrom('reservation_lines as l')
      .innerJoin('reservations as r', 'r.id', 'l.reservation_id')
      .select(['l.unit_price_cents'])
      .where('l.ticket_type_id', '=', tickets.types[0]!.id)
      .where('r.status', 'in', ['held', 'paid'])
      .execute()
  ).map((row) => row.unit_price_cents);

describe('a stepped price at a paid checkout', () => {
  it('is held at the step, charged at Stripe, and paid at the price it was held at', async () => {
    const tickets = await workshopWithFirst(2);
    const buyer = await signedInMember(server, { organisation: null });
    const answer = await callsAs(server, buyer).post(CHECKOUT, checkoutAt(tickets, 2, 30));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const session = sessionOf(answer.body.reservation.id);
    expect(session.amount_total).toBe(6000);
    // The step is used up by the hold: the next buyer shown $30 is refused with $40.
    const late = await callsAs(server, await signedInMember(server, { organisation: null })).post(
      CHECKOUT,
      checkoutAt(tickets, 1, 30),
    );
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: 'PRICE_CHANGED', details: { price: 40 } });
    await fake.pay(session.id);
    const order = await server.databases.production
      .selectFrom('orders')
      .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
      .select(['orders.total_cents', 'order_lines.unit_price_cents'])
      .where('orders.account_id', '=', buyer.accountId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ total_cents: 6000, unit_price_cents: 3000 });
  });

  it('comes back when a hold at it runs out', async () => {
    const tickets = await workshopWithFirst(1);
    const first = await callsAs(server, await signedInMember(server, { organisation: null })).post(
      CHECKOUT,
      checkoutAt(tickets, 1, 30),
    );
    expect(first.status).toBe(200);
    await runOutHolds(server, [first.body.reservation.id]);
    const again = await callsAs(server, await signedInMember(server, { organisation: null })).post(
      CHECKOUT,
      checkoutAt(tickets, 1, 30),
    );
    expect(again.status).toBe(200);
    expect(sessionOf(again.body.reservation.id).amount_total).toBe(3000);
  });
});

describe('a rush of checkouts on the last early seats', () => {
  let buyers: Member[];
  beforeAll(async () => {
    buyers = await Promise.all(
      Array.from({ length: 16 }, () => signedInMember(server, { organisation: null })),
    );
  });

  it('holds exactly the step’s count at its price; the rest are refused with the new price', async () => {
    const tickets = await workshopWithFirst(5);
    const answers = await Promise.all(
      buyers.map((buyer) => callsAs(server, buyer).post(CHECKOUT, checkoutAt(tickets, 1, 30))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
    for (const refused of answers.filter((answer) => answer.status !== 200))
      expect(refused.body.error.code).toBe('PRICE_CHANGED');
    expect(await heldPrices(tickets)).toEqual([3000, 3000, 3000, 3000, 3000]);
  });
});
