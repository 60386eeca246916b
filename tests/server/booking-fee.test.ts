// The booking fee against the local fake of Stripe: a school that absorbs the platform's fee sells
// at the tickets' price (the fee taken from its share); one that passes it on charges it on top as
// a line of its own, shown on the purchase page, the order, the receipt and the tax invoice, and a
// refund of the whole order gives it back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../support/fake-stripe/fake-stripe';
import { connectedSchool, startStripeServer } from '../support/stripe-server';
import { callsAs, signedInMember, type Member } from '../support/members';
import { pdfText } from '../support/pdf-text';
import { checkoutOf, publishTickets } from '../support/published-tickets';
import type { TestServer } from '../support/test-server';

let fake: FakeStripe;
let server: TestServer;
let school: Member;
beforeAll(async () => {
  ({ fake, server } = await startStripeServer({ PLATFORM_FEE_PERCENT: '2.9' }));
  school = await connectedSchool(server, 'Fee School');
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const sessionOf = (reservationId: string) =>
  [...fake.sessions.values()].find((session) => session.metadata.reservationId === reservationId)!;

async function checkout(buyer: Member, eventQuantities: number[]) {
  const tickets = await publishTickets(server, school);
  const { status, body } = await callsAs(server, buyer).post(
    '/api/v2/ticket/checkout',
    checkoutOf(tickets, eventQuantities),
  );
  expect(status).toBe(200);
  return { tickets, session: sessionOf(body.reservation.id) };
}

const setFee = (passOnBookingFee: boolean) =>
  callsAs(server, school).put(`/api/v2/org/${school.organisationId}/settings/tax`, {
    abn: '51 824 753 556',
    gstRegistered: true,
    passOnBookingFee,
  });

describe('the booking fee', () => {
  it('is the school’s when absorbed: the buyer pays the tickets’ price', async () => {
    expect((await setFee(false)).status).toBe(200);
    const buyer = await signedInMember(server, { organisation: null });
    const { tickets, session } = await checkout(buyer, [2, 1]);
    expect(session.amount_total).toBe(5250);
    expect(Number(session.payment_intent_data.application_fee_amount)).toBe(152);
    expect(
      session.line_items.map(
        (line: { price_data: { product_data: { name: string } } }) =>
          line.price_data.product_data.name,
      ),
    ).not.toContain('Booking fee');
    const page = await callsAs(server, null).get(
      `/api/v2/ticket/purchase/event/${tickets.eventId}`,
    );
    expect(page.body.data.bookingFeePercent).toBe(0);
  });

  it('is the buyer’s when passed on: a line of its own, on every document', async () => {
    expect((await setFee(true)).status).toBe(200);
    const buyer = await signedInMember(server, { organisation: null });
    const { tickets, session } = await checkout(buyer, [2, 1]);
    const page = await callsAs(server, null).get(
      `/api/v2/ticket/purchase/event/${tickets.eventId}`,
    );
    expect(page.body.data.bookingFeePercent).toBe(2.9);
    expect(session.amount_total).toBe(5250 + 152);
    expect(Number(session.payment_intent_data.application_fee_amount)).toBe(152);
    const fee = session.line_items.at(-1);
    expect(fee.price_data.product_data.name).toBe('Booking fee');
    expect(Number(fee.price_data.unit_amount)).toBe(152);
    expect(Number(fee.quantity)).toBe(1);
    await fake.pay(session.id);
    const order = await server.databases.production
      .selectFrom('orders')
      .select(['id', 'total_cents', 'fee_cents', 'booking_fee_cents'])
      .where('account_id', '=', buyer.accountId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ total_cents: 5402, fee_cents: 152, booking_fee_cents: 152 });
    const details = await callsAs(server, buyer).get(`/api/v2/orders/${order.id}`);
    expect(details.body.data).toMatchObject({ totalCents: 5402, bookingFeeCents: 152 });
    const mail = await server.databases.production
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', buyer.email)
      .where('subject', 'like', 'Your tickets%')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Booking fee: $1.52');
    const invoice = await server.app.inject({
      method: 'GET',
      url: `/api/v2/orders/${order.id}/invoice`,
      headers: buyer.headers,
    });
    const text = pdfText(invoice.rawPayload);
    expect(text).toContain('Booking fee');
    expect(text).toContain('$1.52');
    expect(text).toContain('$54.02');
    expect(text).toContain('$4.91'); // 54.02 / 11
    // The whole order refunded: the booking fee comes back with the last ticket.
    const refund = await callsAs(server, school).post(
      `/api/v2/ticket/organiser/orders/${order.id}/refund`,
      {},
    );
    expect(refund.status).toBe(200);
    expect(refund.body.data.refundedCents).toBe(5402);
  });

  it('is on a waitlist offer too when passed on: the held place costs what a checkout would', async () => {
    expect((await setFee(true)).status).toBe(200);
    const tickets = await publishTickets(server, school, {
      ticketSetup: {
        ticketTypes: [
          {
            name: 'Partner workshop',
            price: 40,
            currency: 'AUD',
            quantity: 10,
            description: '',
            roles: { leadName: 'Leader', followName: 'Follower', soloName: null, maxImbalance: 1 },
          },
        ],
        refundPolicy: '',
      },
    });
    const typeId = tickets.types[0]!.id;
    const pay = async (role: 'lead' | 'follow') => {
      const body = checkoutOf(tickets, [1]);
      const selection = { ...body.ticketSelections[0]!, role };
      const held = await callsAs(server, await signedInMember(server, { organisation: null })).post(
        '/api/v2/ticket/checkout',
        { ...body, ticketSelections: [selection] },
      );
      expect(held.status, JSON.stringify(held.body)).toBe(200);
      await fake.pay(sessionOf(held.body.reservation.id).id);
    };
    await pay('lead');
    const waiter = await signedInMember(server, { organisation: null });
    const joined = await callsAs(server, waiter).post('/api/v2/ticket/waitlist', {
      ticketingConfigId: tickets.configurationId,
      ticketType: typeId,
      role: 'lead',
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    await pay('follow');
    // The follower's order lets one more leader in: the offer is made just after it.
    let entry = joined.body.data;
    for (let tries = 0; tries < 50 && entry.status !== 'offered'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      entry = (await callsAs(server, waiter).get(`/api/v2/ticket/waitlist/${entry.id}`)).body.data;
    }
    expect(entry).toMatchObject({ status: 'offered', price: 40 + 1.16 });
    const hold = await server.databases.production
      .selectFrom('reservations')
      .select(['total_cents', 'booking_fee_cents', 'fee_cents'])
      .where('idempotency_key', '=', `waitlist-${entry.id}`)
      .executeTakeFirstOrThrow();
    expect(hold).toEqual({ total_cents: 4116, booking_fee_cents: 116, fee_cents: 116 });
  });
});
