// Codes at a paid checkout, against the local fake of Stripe: the hold counts the code's use and
// Stripe is asked for the discounted total; a hold that runs out gives the use back; a paid hold
// becomes an order with its discount line; and a rush of checkouts never passes the code's limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../support/fake-stripe/fake-stripe';
import { connectedSchool, runOutHolds, startStripeServer } from '../support/stripe-server';
import { callsAs, signedInMember, type Member } from '../support/members';
import { checkoutOf, publishTickets, type PublishedTickets } from '../support/published-tickets';
import type { TestServer } from '../support/test-server';

let fake: FakeStripe;
let server: TestServer;
let school: Member;
let tickets: PublishedTickets;
let buyers: Member[];
const CHECKOUT = '/api/v2/ticket/checkout';

beforeAll(async () => {
  ({ fake, server } = await startStripeServer());
  school = await connectedSchool(server, 'Paid Code School');
  // Signing 25 accounts up hashes 25 passwords: done before the rush, which is what is timed.
  buyers = await Promise.all(
    Array.from({ length: 25 }, () => signedInMember(server, { organisation: null })),
  );
  tickets = await publishTickets(server, school, {
    ticketSetup: {
      ticketTypes: [
        { name: 'Workshop', price: 40, currency: 'AUD', quantity: 100, description: 'Two hours' },
      ],
      refundPolicy: '',
    },
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

async function addCode(code: string, maxUses: number) {
  const created = await callsAs(server, school).post(
    `/api/v2/ticket/organiser/${tickets.configurationId}/codes`,
    { code, kind: 'promo', percentOff: 25, maxUses },
  );
  expect(created.status).toBe(201);
  return created.body.data.id as string;
}

const usesOf = async (id: string) =>
  (
    await server.databases.production
      .selectFrom('promo_codes')
      .select('uses')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).uses;

const sessionOf = (reservationId: string) =>
  [...fake.sessions.values()].find((session) => session.metadata.reservationId === reservationId)!;

describe('a code at a paid checkout', () => {
  it('is counted by the hold, charged at Stripe, and given back when the hold runs out', async () => {
    const codeId = await addCode('PAID25', 5);
    const buyer = await signedInMember(server, { organisation: null });
    const answer = await callsAs(server, buyer).post(CHECKOUT, {
      ...checkoutOf(tickets, [2]),
      code: 'paid25',
    });
    expect(answer.status).toBe(200);
    const session = sessionOf(answer.body.reservation.id);
    // 2 × 40 less 25 %: one line at the discounted total, naming the code.
    expect(session.amount_total).toBe(6000);
    expect(session.line_items[0].price_data.product_data.name).toContain('code PAID25');
    expect(await usesOf(codeId)).toBe(1);
    await runOutHolds(server, [answer.body.reservation.id]);
    expect(await usesOf(codeId)).toBe(0);
  });

  it('becomes an order with the discount once paid', async () => {
    const codeId = await addCode('PAIDNOW', 5);
    const buyer = await signedInMember(server, { organisation: null });
    const answer = await callsAs(server, buyer).post(CHECKOUT, {
      ...checkoutOf(tickets, [1]),
      code: 'PAIDNOW',
    });
    await fake.pay(sessionOf(answer.body.reservation.id).id);
    const order = await server.databases.production
      .selectFrom('orders')
      .select(['total_cents', 'code', 'discount_cents'])
      .where('account_id', '=', buyer.accountId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ total_cents: 3000, code: 'PAIDNOW', discount_cents: 1000 });
    expect(await usesOf(codeId)).toBe(1);
  });

  it('holds for exactly its limit under a rush of checkouts', async () => {
    const codeId = await addCode('RUSHPAID', 10);
    const answers = await Promise.all(
      buyers.map((buyer) =>
        callsAs(server, buyer).post(CHECKOUT, { ...checkoutOf(tickets, [1]), code: 'RUSHPAID' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(await usesOf(codeId)).toBe(10);
  });
});
