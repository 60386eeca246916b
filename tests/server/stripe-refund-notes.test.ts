// A refund made in Stripe's dashboard (not from Sales) is told to Floorcraft by Stripe's webhook:
// the order's refunded total follows it, and the refund gets its adjustment note once, however
// often the webhook comes; a refund made from Sales gets one note, not a second from its webhook.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_KEY, type FakeStripe } from '../support/fake-stripe/fake-stripe';
import { connectedSchool, startStripeServer } from '../support/stripe-server';
import { callsAs, signedInMember, type Member } from '../support/members';
import { checkoutOf, publishTickets } from '../support/published-tickets';
import type { TestServer } from '../support/test-server';

let fake: FakeStripe;
let server: TestServer;
let school: Member;

beforeAll(async () => {
  ({ fake, server } = await startStripeServer());
  school = await connectedSchool(server, 'Dashboard Refund School');
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

/** A paid order of two tickets: its id, payment intent and total in cents. */
async function paidOrder() {
  const tickets = await publishTickets(server, school);
  const buyer = await signedInMember(server, { organisation: null });
  const held = await callsAs(server, buyer).post(
    '/api/v2/ticket/checkout',
    checkoutOf(tickets, [2]),
  );
  expect(held.status, JSON.stringify(held.body)).toBe(200);
  const session = [...fake.sessions.values()].find(
    (entry) => entry.metadata.reservationId === held.body.reservation.id,
  )!;
  await fake.pay(session.id);
  const order = await server.databases.production
    .selectFrom('orders')
    .select(['id', 'payment_intent', 'total_cents'])
    .where('payment_intent', '=', session.payment_intent)
    .executeTakeFirstOrThrow();
  return order;
}

const notesOf = (orderId: string) =>
  server.databases.production
    .selectFrom('adjustment_notes')
    .select(['amount_cents'])
    .where('order_id', '=', orderId)
    .orderBy('number')
    .execute();

const refundInDashboard = (paymentIntent: string, amount: number) =>
  fetch(`${fake.url}/v1/refunds`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${FAKE_STRIPE_KEY}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: `payment_intent=${paymentIntent}&amount=${amount}`,
  });

describe("a refund made in Stripe's dashboard", () => {
  it('gets an adjustment note for what it refunded, once', async () => {
    const order = await paidOrder();
    expect((await refundInDashboard(order.payment_intent!, 1000)).status).toBe(200);
    expect(await notesOf(order.id)).toEqual([{ amount_cents: 1000 }]);
    const refunded = await server.databases.production
      .selectFrom('orders')
      .select('refunded_cents')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(refunded.refunded_cents).toBe(1000);
    // Stripe sends the webhook again: nothing new.
    await fake.webhooks.send('charge.refunded', {
      id: 'ch_again',
      object: 'charge',
      payment_intent: order.payment_intent,
      amount: order.total_cents,
      amount_refunded: 1000,
      refunded: false,
      metadata: {},
    });
    expect(await notesOf(order.id)).toHaveLength(1);
    // A second refund in the dashboard: a note for its own amount.
    expect((await refundInDashboard(order.payment_intent!, 500)).status).toBe(200);
    expect(await notesOf(order.id)).toEqual([{ amount_cents: 1000 }, { amount_cents: 500 }]);
  });

  it('leaves a refund from Sales with the one note Sales gave it', async () => {
    const order = await paidOrder();
    const refunded = await callsAs(server, school).post(
      `/api/v2/ticket/organiser/orders/${order.id}/refund`,
      {},
    );
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(await notesOf(order.id)).toEqual([{ amount_cents: order.total_cents }]);
  });
});
