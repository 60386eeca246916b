// Buying without an account, against the local fake of Stripe: a guest's checkout holds seats and
// opens a Checkout Session (cards, so Apple Pay and Google Pay) like a signed-in buyer's; only the
// verified webhook issues the order; the same client key gives one hold and one order even when
// sent at once; the receipt's signed link opens the order page without signing in (and nothing
// else does); an account registered with the address claims the tickets once confirmed, not
// before; terms must be accepted; and the route is limited per address and per e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_REQUIRED } from '../../src/contract/payments';
import { MAX_GUEST_CHECKOUTS_PER_EMAIL } from '../../src/contract/guest-checkout';
import type { FakeStripe } from '../support/fake-stripe/fake-stripe';
import { connectedSchool, startStripeServer } from '../support/stripe-server';
import { callsAs, type Member } from '../support/members';
import { checkoutOf, publishTickets, type PublishedTickets } from '../support/published-tickets';
import { jsonOf, uniqueAddress, uniqueEmail, type TestServer } from '../support/test-server';

let fake: FakeStripe;
let server: TestServer;
let school: Member;
beforeAll(async () => {
  ({ fake, server } = await startStripeServer());
  school = await connectedSchool(server, 'Guest Salsa School');
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const db = () => server.databases.production;

async function guestCheckout(body: unknown, address = uniqueAddress()) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/v2/ticket/guest-checkout',
    payload: body as object,
    remoteAddress: address,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as the test needs
  return { status: response.statusCode, body: jsonOf<Record<string, any>>(response) };
}

const guestBody = (tickets: PublishedTickets, quantities: number[], email: string) => ({
  ...checkoutOf(tickets, quantities),
  guest: { email, name: 'Gia Guest' },
});

const workshop = () =>
  publishTickets(server, school, {
    ticketSetup: {
      ticketTypes: [
        { name: 'Workshop', price: 40, currency: 'AUD', quantity: 10, description: 'Two hours' },
      ],
      refundPolicy: '',
    },
  });

const sessionOf = (reservationId: string) =>
  [...fake.sessions.values()].find((session) => session.metadata.reservationId === reservationId)!;

const mailsTo = (email: string) =>
  db()
    .selectFrom('outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .execute();

async function paidGuestOrder(tickets: PublishedTickets, email: string) {
  const started = await guestCheckout(guestBody(tickets, [2], email));
  expect(started.status).toBe(200);
  await fake.pay(sessionOf(started.body.reservation.id).id);
  const order = await db()
    .selectFrom('orders')
    .select(['id', 'account_id', 'guest_name', 'buyer_email'])
    .where('buyer_email', '=', email)
    .executeTakeFirstOrThrow();
  const receipt = (await mailsTo(email)).find((mail) => mail.subject.startsWith('Your tickets'))!;
  return { started, order, receipt };
}

const orderLinkOf = (text: string) => /\/orders\/([\w-]+)\?access=([\w.-]+)/.exec(text)!;

describe('guest checkout', () => {
  it('holds, pays on Stripe and issues the order to the guest, with a signed order link', async () => {
    const tickets = await workshop();
    const email = uniqueEmail('guest');
    const { started, order, receipt } = await paidGuestOrder(tickets, email);
    expect(started.body.mode).toBe('stripe');
    const session = sessionOf(started.body.reservation.id);
    // Cards, and with them the wallets; the guest's way back says the tickets come by e-mail.
    expect(session.allowed_payment_method_types).toEqual(['card']);
    expect(session.customer_email).toBe(email);
    expect(session.success_url).toContain('/orders/guest?reservation=');
    expect(order).toMatchObject({ account_id: null, guest_name: 'Gia Guest' });
    const tickets2 = await db()
      .selectFrom('tickets')
      .select(['account_id', 'holder_email', 'holder_name'])
      .where('order_id', '=', order.id)
      .execute();
    expect(tickets2).toEqual([
      { account_id: null, holder_email: email, holder_name: 'Gia Guest' },
      { account_id: null, holder_email: email, holder_name: 'Gia Guest' },
    ]);
    expect(receipt.text_body).toContain('it opens without signing in');

    const [, orderId, access] = orderLinkOf(receipt.text_body);
    expect(orderId).toBe(order.id);
    const anyone = callsAs(server, null);
    const shared = await anyone.get(`/api/v2/orders/${orderId}/shared?access=${access}`);
    expect(shared.status).toBe(200);
    expect(shared.body.data).toMatchObject({ status: 'paid', totalCents: 8000 });
    expect(shared.body.data.tickets).toHaveLength(2);
    // A changed, missing or borrowed signature opens nothing; nor does the plain order address.
    const forged = `${access!.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await anyone.get(`/api/v2/orders/${orderId}/shared?access=${forged}`)).status).toBe(
      404,
    );
    const later = `${(parseInt(access!.split('.')[0]!, 36) + 1).toString(36)}.${access!.split('.')[1]}`;
    expect((await anyone.get(`/api/v2/orders/${orderId}/shared?access=${later}`)).status).toBe(404);
    expect((await anyone.get(`/api/v2/orders/${orderId}/shared`)).status).toBe(400);
    expect((await anyone.get(`/api/v2/orders/${orderId}`)).status).toBe(401);
    const other = await paidGuestOrder(tickets, uniqueEmail('other'));
    const borrowed = await anyone.get(`/api/v2/orders/${other.order.id}/shared?access=${access}`);
    expect(borrowed.status).toBe(404);
  });

  it('gives one hold and one order for the same client key, even sent at once', async () => {
    const tickets = await workshop();
    const email = uniqueEmail('rush');
    const body = guestBody(tickets, [2], email);
    const address = uniqueAddress();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => guestCheckout(body, address)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((answer) => answer.body.reservation.id));
    expect(ids.size).toBe(1);
    const [reservationId] = [...ids];
    await fake.pay(sessionOf(reservationId!).id);
    await fake.webhooks.deliver(fake.webhooks.sent.at(-1)!);
    // Sent again once paid: refused as for a signed-in buyer, and nothing new is held or sold.
    expect((await guestCheckout(body, address)).status).toBe(409);
    const orders = await db()
      .selectFrom('orders')
      .select('id')
      .where('buyer_email', '=', email)
      .execute();
    expect(orders).toHaveLength(1);
    const seats = await db()
      .selectFrom('ticket_types')
      .select(['sold', 'held'])
      .where('id', '=', tickets.types[0]!.id)
      .executeTakeFirstOrThrow();
    expect(seats).toEqual({ sold: 2, held: 0 });
    // The same key for other tickets is another order: refused.
    const other = { ...guestBody(tickets, [1], email), transactionId: body.transactionId };
    expect((await guestCheckout(other, address)).status).toBe(409);
  });

  it('moves the tickets to the account registered with that e-mail once confirmed, not before', async () => {
    const tickets = await workshop();
    const email = uniqueEmail('claim');
    const { order } = await paidGuestOrder(tickets, email);
    const anyone = callsAs(server, null);
    const registered = await anyone.post('/api/v2/auth/register', {
      email,
      password: 'salsa123',
      name: 'Gia',
    });
    expect(registered.status).toBe(201);
    const signIn = await anyone.post('/api/v2/auth/login', { email, password: 'salsa123' });
    const headers = { authorization: `Bearer ${signIn.body.accessToken}` };
    const member = { headers } as unknown as Member;
    // Not confirmed yet: nothing is theirs.
    expect((await callsAs(server, member).get('/api/v2/ticket/mine')).body.data).toEqual([]);
    expect((await callsAs(server, member).get(`/api/v2/orders/${order.id}`)).status).toBe(404);

    const confirmation = (await mailsTo(email)).find((mail) =>
      mail.text_body.includes('/verify-email/'),
    );
    const token = /\/verify-email\/([\w-]+)/.exec(confirmation!.text_body)![1];
    expect((await anyone.post('/api/v2/auth/verify-email', { token })).status).toBe(200);
    const mine = await callsAs(server, member).get('/api/v2/ticket/mine');
    expect(mine.body.data).toHaveLength(2);
    const page = await callsAs(server, member).get(`/api/v2/orders/${order.id}`);
    expect(page.status).toBe(200);
    expect(page.body.data.tickets).toHaveLength(2);
  });

  it('refuses a checkout without the terms accepted, with the contract’s shape', async () => {
    const tickets = await workshop();
    const { termsAccepted: _accepted, ...body } = guestBody(tickets, [1], uniqueEmail('terms'));
    const refused = await guestCheckout(body);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: TERMS_REQUIRED,
    });
    const signedIn = await guestCheckout({ ...body, termsAccepted: false });
    expect(signedIn.status).toBe(400);
    expect(
      await db()
        .selectFrom('reservations')
        .select('id')
        .where('buyer_email', '=', body.guest.email)
        .execute(),
    ).toEqual([]);
  });

  it('refuses a bad guest address or name with a 400', async () => {
    const tickets = await workshop();
    const body = guestBody(tickets, [1], 'not-an-address');
    expect((await guestCheckout(body)).status).toBe(400);
    const noName = { ...body, guest: { email: uniqueEmail('named'), name: '  ' } };
    expect((await guestCheckout(noName)).status).toBe(400);
  });

  it('is limited per e-mail (whatever the address) and per address', async () => {
    const tickets = await workshop();
    const email = uniqueEmail('limited');
    for (let attempt = 0; attempt < MAX_GUEST_CHECKOUTS_PER_EMAIL; attempt++)
      expect((await guestCheckout(guestBody(tickets, [1], email))).status).toBe(200);
    const over = await guestCheckout(guestBody(tickets, [1], email));
    expect(over.status).toBe(429);
    const address = uniqueAddress();
    // Many addresses from one place: an event that is not on sale costs no seats, but counts.
    const elsewhere = { ...guestBody(tickets, [1], email), ticketingConfigId: crypto.randomUUID() };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      const guest = { email: uniqueEmail('spray'), name: 'Spray' };
      statuses.push((await guestCheckout({ ...elsewhere, guest }, address)).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
