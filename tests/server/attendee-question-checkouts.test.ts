// Holders and answers at a paid checkout, against the local fake of Stripe: a required question
// left unanswered is refused before any hold or Checkout Session; the hold keeps each ticket's
// holder and answers, and the order Stripe's webhook issues gives them to its tickets — once, even
// when the webhook is sent again; a guest's checkout carries them the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '../../src/contract/attendee-questions';
import type { FakeStripe } from '../support/fake-stripe/fake-stripe';
import { connectedSchool, startStripeServer } from '../support/stripe-server';
import { callsAs, signedInMember, type Member } from '../support/members';
import { checkoutOf, publishTickets, type PublishedTickets } from '../support/published-tickets';
import { uniqueAddress, uniqueEmail, type TestServer } from '../support/test-server';

let fake: FakeStripe;
let server: TestServer;
let school: Member;
let tickets: PublishedTickets;
let level: Question;
let waiver: Question;
const CHECKOUT = '/api/v2/ticket/checkout';
const db = () => server.databases.production;

beforeAll(async () => {
  ({ fake, server } = await startStripeServer());
  school = await connectedSchool(server, 'Question Checkout School');
  tickets = await publishTickets(server, school, {
    ticketSetup: {
      ticketTypes: [
        { name: 'Workshop', price: 40, currency: 'AUD', quantity: 50, description: 'Two hours' },
      ],
      refundPolicy: '',
    },
  });
  const path = `/api/v2/ticket/organiser/${tickets.configurationId}/questions`;
  const calls = callsAs(server, school);
  level = (
    await calls.post(path, {
      kind: 'multiple',
      label: 'Styles you dance',
      options: ['Salsa', 'Bachata', 'Zouk'],
      required: true,
    })
  ).body.data as Question;
  waiver = (
    await calls.post(path, { kind: 'checkbox', label: 'I accept the waiver', required: true })
  ).body.data as Question;
}, 300_000);
afterAll(async () => {
  await server.close();
  await fake.close();
});

const sessionOf = (reservationId: string) =>
  [...fake.sessions.values()].find((session) => session.metadata.reservationId === reservationId)!;

const holders = () => [
  {
    ticketType: tickets.types[0]!.id,
    name: 'Ann Lee',
    answers: { [level.id]: ['Salsa', 'Zouk'], [waiver.id]: true },
  },
  {
    ticketType: tickets.types[0]!.id,
    name: 'Bo Kim',
    answers: { [level.id]: ['Bachata'], [waiver.id]: true },
  },
];

const ticketsOf = (orderId: string) =>
  db()
    .selectFrom('tickets')
    .select(['holder_name', 'answers'])
    .where('order_id', '=', orderId)
    .orderBy('holder_name')
    .execute();

describe('holders and answers at a paid checkout', () => {
  it('are refused before any hold when a required one is missing', async () => {
    const buyer = await signedInMember(server, { organisation: null });
    const [ann, bo] = holders();
    const refused = await callsAs(server, buyer).post(CHECKOUT, {
      ...checkoutOf(tickets, [2]),
      attendees: [ann, { ...bo!, answers: { [level.id]: ['Bachata'] } }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Please answer "I accept the waiver".');
    expect(refused.body.error.details).toMatchObject({ questionId: waiver.id, ticket: 1 });
    const held = await db()
      .selectFrom('reservations')
      .select('id')
      .where('account_id', '=', buyer.accountId)
      .execute();
    expect(held).toEqual([]);
  });

  it('are kept with the hold and given to the tickets once paid, once', async () => {
    const buyer = await signedInMember(server, { organisation: null });
    const answer = await callsAs(server, buyer).post(CHECKOUT, {
      ...checkoutOf(tickets, [2]),
      attendees: holders(),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const reservationId = answer.body.reservation.id as string;
    const hold = await db()
      .selectFrom('reservations')
      .select('attendees')
      .where('id', '=', reservationId)
      .executeTakeFirstOrThrow();
    expect(hold.attendees?.map((one) => one.name)).toEqual(['Ann Lee', 'Bo Kim']);
    const session = sessionOf(reservationId);
    await fake.pay(session.id);
    // Stripe sends the same event again: nothing new is issued.
    await fake.webhooks.send('checkout.session.completed', session);
    const orders = await db()
      .selectFrom('orders')
      .select('id')
      .where('account_id', '=', buyer.accountId)
      .execute();
    expect(orders).toHaveLength(1);
    expect(await ticketsOf(orders[0]!.id)).toEqual([
      { holder_name: 'Ann Lee', answers: { [level.id]: ['Salsa', 'Zouk'], [waiver.id]: true } },
      { holder_name: 'Bo Kim', answers: { [level.id]: ['Bachata'], [waiver.id]: true } },
    ]);
  });

  it('travel with a guest’s checkout too', async () => {
    const email = uniqueEmail('guest');
    const started = await server.app.inject({
      method: 'POST',
      url: '/api/v2/ticket/guest-checkout',
      payload: {
        ...checkoutOf(tickets, [2]),
        guest: { email, name: 'Gia Guest' },
        attendees: holders(),
      },
      remoteAddress: uniqueAddress(),
    });
    expect(started.statusCode, started.body).toBe(200);
    await fake.pay(sessionOf(started.json().reservation.id).id);
    const order = await db()
      .selectFrom('orders')
      .select('id')
      .where('buyer_email', '=', email)
      .executeTakeFirstOrThrow();
    const issued = await ticketsOf(order.id);
    expect(issued.map((ticket) => ticket.holder_name)).toEqual(['Ann Lee', 'Bo Kim']);
    expect(issued[0]!.answers).toEqual({ [level.id]: ['Salsa', 'Zouk'], [waiver.id]: true });
  });
});
