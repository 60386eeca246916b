// Real payments against a local fake of Stripe that the official SDK talks to over HTTP: a school
// connects its account, seats are held while the buyer pays, only a verified webhook issues the
// order (once, whatever the delivery order), expired holds give their seats back, a late payment
// for resold seats is refunded, and a refund voids the tickets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { HOLD_EXPIRY_JOB, holdExpiryJob } from '../../server/services/payments/hold-expiry';
import { JobRunner } from '../../server/services/jobs/job-runner';
import type { FakeStripe } from '../support/fake-stripe/fake-stripe';
import { connectedSchool, runOutHolds, startStripeServer } from '../support/stripe-server';
import { callsAs, signedInMember, type Member } from '../support/members';
import { checkoutOf, publishTickets, purchaseOf } from '../support/published-tickets';
import type { TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let fake: FakeStripe;
let server: TestServer;
let school: Member;
beforeAll(async () => {
  ({ fake, server } = await startStripeServer());
  school = await connectedSchool(server, 'Paid Salsa School');
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const seats = (typeId: string) =>
  server.databases.production
    .selectFrom('ticket_types')
    .select(['sold', 'held'])
    .where('id', '=', typeId)
    .executeTakeFirstOrThrow();

const ordersOf = (accountId: string) =>
  server.databases.production
    .selectFrom('orders')
    .select(['id', 'status', 'payment_intent'])
    .where('account_id', '=', accountId)
    .execute();

async function smallEvent(quantity: number) {
  return publishTickets(server, school, {
    ticketSetup: {
      ticketTypes: [
        { name: 'Workshop', price: 40, currency: 'AUD', quantity, description: 'Two hours' },
      ],
      refundPolicy: '',
    },
  });
}

describe('a school’s Stripe account', () => {
  it('is active after onboarding, and card sales need one', async () => {
    const account = await callsAs(server, school).get(
      `/api/v2/org/${school.organisationId}/payments`,
    );
    expect(account.body.data).toMatchObject({ state: 'active', chargesEnabled: true });
    const newcomer = await signedInMember(server, { organisation: 'Unconnected School' });
    const calls = callsAs(server, newcomer);
    expect(
      (await calls.get(`/api/v2/org/${newcomer.organisationId}/payments`)).body.data.state,
    ).toBe('not_connected');
    const saved = await calls.post('/api/v2/ticket/organiser/draft', wizardForm());
    const refused = await calls.post('/api/v2/ticket/organiser/publish', {
      eventId: saved.body.data.id,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('Connect Stripe');
  });
});

describe('a school Stripe later restricts', () => {
  it('stops selling by card, saying so to buyers', async () => {
    const other = await connectedSchool(server, 'Soon Restricted School');
    const tickets = await publishTickets(server, other);
    const accountId = [...fake.accounts.values()].find(
      (account) => account.metadata.organisationId === other.organisationId,
    )!.id;
    const account = fake.accounts.get(accountId)!;
    Object.assign(account, {
      charges_enabled: false,
      requirements: { currently_due: ['individual.verification.document'] },
    });
    await fake.webhooks.send('account.updated', account, accountId);
    const buyer = callsAs(server, await signedInMember(server, { organisation: null }));
    const page = await buyer.get(`/api/v2/ticket/purchase/event/${tickets.eventId}`);
    expect(page.body.data.salesClosedReason).toBe(
      'This organiser cannot take card payments right now. Please try again later.',
    );
    expect((await buyer.post('/api/v2/ticket/checkout', checkoutOf(tickets, [1]))).status).toBe(
      409,
    );
    const state = await callsAs(server, other).get(`/api/v2/org/${other.organisationId}/payments`);
    expect(state.body.data).toMatchObject({
      state: 'restricted',
      requirementsDue: ['individual.verification.document'],
    });
  });
});

describe('paying through Stripe Checkout', () => {
  it('holds the seats, opens a session at the server’s prices, and is idempotent', async () => {
    const tickets = await publishTickets(server, school);
    const buyer = await signedInMember(server, { organisation: null });
    const calls = callsAs(server, buyer);
    // With Stripe configured, a client cannot declare its own payment.
    expect((await calls.post('/api/v2/ticket/purchase', purchaseOf(tickets, [1]))).status).toBe(
      409,
    );
    const body = checkoutOf(tickets, [2, 1]);
    const first = await calls.post('/api/v2/ticket/checkout', body);
    expect(first.status).toBe(200);
    expect(first.body.mode).toBe('stripe');
    const reservation = first.body.reservation;
    expect(reservation.status).toBe('held');
    expect(await seats(tickets.types[0]!.id)).toEqual({ sold: 0, held: 2 });
    const session = [...fake.sessions.values()].find(
      (candidate) => candidate.metadata.reservationId === reservation.id,
    )!;
    expect(reservation.checkoutUrl).toBe(session.url);
    expect(session.amount_total).toBe(2 * 1500 + 2250);
    expect(session.payment_intent_data.transfer_data.destination).toMatch(/^acct_/);
    expect(session.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(29 * 60);

    const again = await calls.post('/api/v2/ticket/checkout', body);
    expect(again.body.reservation.id).toBe(reservation.id);
    expect(fake.sessions.size).toBeGreaterThan(0);
    const changed = await calls.post('/api/v2/ticket/checkout', {
      ...body,
      ticketSelections: body.ticketSelections.slice(0, 1),
    });
    expect(changed.status).toBe(409);
    expect(await seats(tickets.types[0]!.id)).toEqual({ sold: 0, held: 2 });

    // Taken off sale since: a retry still answers its hold; a new checkout is refused.
    await server.databases.production
      .updateTable('ticket_configurations')
      .set({ status: 'draft' })
      .where('id', '=', tickets.configurationId)
      .execute();
    const retried = await calls.post('/api/v2/ticket/checkout', body);
    expect(retried.body.reservation.id).toBe(reservation.id);
    const fresh = await calls.post('/api/v2/ticket/checkout', checkoutOf(tickets, [1]));
    expect(fresh.status).toBe(404);
  });

  it('issues the order only from the verified webhook, exactly once', async () => {
    const tickets = await smallEvent(5);
    const buyer = await signedInMember(server, { organisation: null });
    const calls = callsAs(server, buyer);
    const { reservation } = (await calls.post('/api/v2/ticket/checkout', checkoutOf(tickets, [2])))
      .body;
    const sessionId = [...fake.sessions.values()].find(
      (session) => session.metadata.reservationId === reservation.id,
    )!.id;
    // The return address alone issues nothing.
    expect(await ordersOf(buyer.accountId)).toEqual([]);

    // A webhook signed with another secret, or too old, is refused and changes nothing.
    const forged = fake.webhooks.event('checkout.session.completed', {
      ...fake.sessions.get(sessionId),
      status: 'complete',
      payment_status: 'paid',
    });
    expect(await fake.webhooks.deliver(forged, { secret: 'whsec_wrong' })).toBe(400);
    expect(
      await fake.webhooks.deliver(forged, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
    ).toBe(400);
    expect(await ordersOf(buyer.accountId)).toEqual([]);

    await fake.pay(sessionId);
    const completed = fake.webhooks.sent.at(-1)!;
    // Delivered again, and replayed as a new event of the same session: still one order.
    expect(await fake.webhooks.deliver(completed)).toBe(200);
    const replay = fake.webhooks.event('checkout.session.completed', fake.sessions.get(sessionId));
    expect(await fake.webhooks.deliver(replay)).toBe(200);
    const orders = await ordersOf(buyer.accountId);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.payment_intent).toMatch(/^pi_/);
    expect(await seats(tickets.types[0]!.id)).toEqual({ sold: 2, held: 0 });
    const status = await calls.get(`/api/v2/ticket/reservations/${reservation.id}`);
    expect(status.body.data).toMatchObject({ status: 'paid', orderId: orders[0]!.id });
    const order = await calls.get(`/api/v2/orders/${orders[0]!.id}`);
    expect(order.body.data).toMatchObject({ status: 'paid', totalCents: 8000, demo: false });
    expect(order.body.data.tickets).toHaveLength(2);
  });

  it('acknowledges a signed event whose metadata is not ours, and changes nothing', async () => {
    const session = {
      id: 'cs_test_not_ours',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_not_ours',
    };
    const unusable = [
      ['checkout.session.completed', { reservationId: 'not-a-uuid' }],
      ['checkout.session.completed', { reservationId: "1' OR '1'='1" }],
      ['checkout.session.completed', { passOrderId: 'pass-42' }],
      ['checkout.session.async_payment_succeeded', { reservationId: 'x'.repeat(500) }],
      ['checkout.session.expired', { reservationId: 'nope' }],
      ['checkout.session.async_payment_failed', { reservationId: '12345' }],
    ] as const;
    const ids: string[] = [];
    for (const [type, metadata] of unusable) {
      const event = fake.webhooks.event(type, { ...session, metadata });
      ids.push(event.id);
      expect(await fake.webhooks.deliver(event), `${type} ${JSON.stringify(metadata)}`).toBe(200);
      // Acknowledged once and for all: delivered again it is a duplicate, still 200.
      expect(await fake.webhooks.deliver(event)).toBe(200);
    }
    const recorded = await server.databases.production
      .selectFrom('stripe_events')
      .select('id')
      .where('id', 'in', ids)
      .execute();
    expect(recorded).toHaveLength(ids.length);
    expect(
      await server.databases.production
        .selectFrom('orders')
        .select('id')
        .where('payment_intent', '=', 'pi_not_ours')
        .execute(),
    ).toEqual([]);
  });

  it('ends the same when the expiry arrives before the payment', async () => {
    const tickets = await smallEvent(5);
    const buyer = await signedInMember(server, { organisation: null });
    const { reservation } = (
      await callsAs(server, buyer).post('/api/v2/ticket/checkout', checkoutOf(tickets, [1]))
    ).body;
    const session = [...fake.sessions.values()].find(
      (candidate) => candidate.metadata.reservationId === reservation.id,
    )!;
    const expired = fake.webhooks.event('checkout.session.expired', {
      ...session,
      status: 'expired',
    });
    fake.webhooks.paused = true;
    await fake.pay(session.id);
    fake.webhooks.paused = false;
    const completed = fake.webhooks.held.pop()!;
    expect(await fake.webhooks.deliver(expired)).toBe(200);
    expect(await seats(tickets.types[0]!.id)).toEqual({ sold: 0, held: 0 });
    expect(await fake.webhooks.deliver(completed)).toBe(200);
    expect(await ordersOf(buyer.accountId)).toHaveLength(1);
    expect(await seats(tickets.types[0]!.id)).toEqual({ sold: 1, held: 0 });
  });

  it('releases expired holds and refunds a late payment whose seats were resold', async () => {
    const tickets = await smallEvent(1);
    const late = await signedInMember(server, { organisation: null });
    const { reservation } = (
      await callsAs(server, late).post('/api/v2/ticket/checkout', checkoutOf(tickets, [1]))
    ).body;
    const session = [...fake.sessions.values()].find(
      (candidate) => candidate.metadata.reservationId === reservation.id,
    )!;
    await runOutHolds(server, [reservation.id]);
    // Expired at Stripe (so it can no longer be paid there), and the seats back on sale.
    expect(session.status).toBe('expired');
    const status = await callsAs(server, late).get(`/api/v2/ticket/reservations/${reservation.id}`);
    expect(status.body.data).toMatchObject({ status: 'released', checkoutUrl: null });
    expect(await seats(tickets.types[0]!.id)).toEqual({ sold: 0, held: 0 });

    // Someone else buys the seat.
    const other = await signedInMember(server, { organisation: null });
    const theirs = (
      await callsAs(server, other).post('/api/v2/ticket/checkout', checkoutOf(tickets, [1]))
    ).body.reservation;
    await fake.pay(
      [...fake.sessions.values()].find((s) => s.metadata.reservationId === theirs.id)!.id,
    );
    expect(await seats(tickets.types[0]!.id)).toEqual({ sold: 1, held: 0 });

    // The first buyer's payment lands after all (a bank that was slow): refunded, not oversold.
    Object.assign(session, { status: 'open' });
    await fake.pay(session.id);
    expect(await ordersOf(late.accountId)).toEqual([]);
    expect(await seats(tickets.types[0]!.id)).toEqual({ sold: 1, held: 0 });
    expect(fake.refunds.at(-1)).toMatchObject({
      payment_intent: session.payment_intent,
      amount: 4000,
    });
    const mail = await server.databases.production
      .selectFrom('outbox')
      .select('subject')
      .where('to_address', '=', late.email)
      .execute();
    expect(mail.map((row) => row.subject).join()).toContain('was refunded');
  });

  it('runs the expiry job in one process per minute', async () => {
    const db = server.databases.production;
    await db.deleteFrom('jobs').where('name', '=', HOLD_EXPIRY_JOB).execute();
    // Two processes: each writes the recurring job at start and polls; one row, one run.
    const runners = [1, 2].map(() =>
      new JobRunner(server.databases, server.app.log, { targets: ['production'] }).define({
        [HOLD_EXPIRY_JOB]: holdExpiryJob(server.ctx),
      }),
    );
    await Promise.all(runners.map((runner) => runner.scheduleRecurring()));
    await db
      .updateTable('jobs')
      .set({ run_at: new Date(Date.now() - 1_000) })
      .where('name', '=', HOLD_EXPIRY_JOB)
      .execute();
    await Promise.all(runners.map((runner) => runner.drain()));
    const rows = await db
      .selectFrom('jobs')
      .select([
        'done_at',
        'attempts',
        sql<number>`extract(epoch from run_at - now())::float8`.as('dueIn'),
      ])
      .where('name', '=', HOLD_EXPIRY_JOB)
      .orderBy('created_at')
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ attempts: 1, done_at: expect.any(Date) });
    expect(rows[1]).toMatchObject({ attempts: 0, done_at: null });
    expect(rows[1]!.dueIn).toBeGreaterThan(50);
    expect(rows[1]!.dueIn).toBeLessThanOrEqual(60);
    // No runner of another test on a shared database meets it later.
    await db.deleteFrom('jobs').where('name', '=', HOLD_EXPIRY_JOB).execute();
  });

  it('holds exactly the seats there are for 500 buyers at once', async () => {
    const tickets = await smallEvent(20);
    const buyers = await Promise.all(
      Array.from({ length: 25 }, () => signedInMember(server, { organisation: null })),
    );
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, index) =>
        callsAs(server, buyers[index % buyers.length]!).post(
          '/api/v2/ticket/checkout',
          checkoutOf(tickets, [1]),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    expect(await seats(tickets.types[0]!.id)).toEqual({ sold: 0, held: 20 });
    // Sessions saved together still land on their own holds: each answer's page pays its own hold.
    const held = answers
      .filter((answer) => answer.status === 200)
      .map(
        (answer) =>
          (answer.body as { reservation: { id: string; checkoutUrl: string } }).reservation,
      );
    const stored = await server.databases.production
      .selectFrom('reservations')
      .select(['id', 'checkout_session_id', 'checkout_url'])
      .where(
        'id',
        'in',
        held.map((hold) => hold.id),
      )
      .execute();
    expect(stored).toHaveLength(20);
    for (const hold of held) {
      const row = stored.find((candidate) => candidate.id === hold.id)!;
      const session = fake.sessions.get(row.checkout_session_id!)!;
      expect(session.metadata.reservationId).toBe(hold.id);
      expect(row.checkout_url).toBe(hold.checkoutUrl);
      expect(session.url).toBe(hold.checkoutUrl);
    }
  }, 60_000);
});

describe('refunds', () => {
  it('refunds a ticket at Stripe, voids it, and tells the buyer', async () => {
    const tickets = await smallEvent(10);
    const buyer = await signedInMember(server, { organisation: null });
    const { reservation } = (
      await callsAs(server, buyer).post('/api/v2/ticket/checkout', checkoutOf(tickets, [2]))
    ).body;
    await fake.pay(
      [...fake.sessions.values()].find((s) => s.metadata.reservationId === reservation.id)!.id,
    );
    const organiser = callsAs(server, school);
    const sales = await organiser.get(`/api/v2/ticket/organiser/${tickets.configurationId}/orders`);
    const order = sales.body.data.orders[0];
    expect(sales.body.data).toMatchObject({ grossCents: 8000, refundedCents: 0 });
    const ticket = order.tickets[0];
    const refunded = await organiser.post(`/api/v2/ticket/organiser/orders/${order.id}/refund`, {
      ticketIds: [ticket.id],
    });
    expect(refunded.status).toBe(200);
    expect(fake.refunds.at(-1)).toMatchObject({ amount: 4000, reverse_transfer: true });
    // The same ticket twice: refused, no second refund.
    const twice = await organiser.post(`/api/v2/ticket/organiser/orders/${order.id}/refund`, {
      ticketIds: [ticket.id],
    });
    expect(twice.status).toBe(409);
    const after = await organiser.get(`/api/v2/ticket/organiser/${tickets.configurationId}/orders`);
    expect(after.body.data).toMatchObject({ refundedCents: 4000, netCents: 4000 });
    expect(after.body.data.orders[0].status).toBe('partially_refunded');
    expect(
      after.body.data.orders[0].tickets.find((t: { id: string }) => t.id === ticket.id).void,
    ).toBe(true);
    expect(await seats(tickets.types[0]!.id)).toEqual({ sold: 1, held: 0 });
    // Refunded in Stripe's dashboard: the webhook voids the rest and puts the seat back on sale.
    const intent = (await ordersOf(buyer.accountId))[0]!.payment_intent!;
    await server.ctx.stripe!.refunds.create({ payment_intent: intent });
    const whole = await organiser.get(`/api/v2/ticket/organiser/${tickets.configurationId}/orders`);
    expect(whole.body.data.orders[0].status).toBe('refunded');
    expect(whole.body.data.refundedCents).toBe(8000);
    expect(await seats(tickets.types[0]!.id)).toEqual({ sold: 0, held: 0 });
    // Another school cannot see or refund it.
    const stranger = await signedInMember(server, { organisation: 'Nosy School' });
    expect(
      (
        await callsAs(server, stranger).post(
          `/api/v2/ticket/organiser/orders/${order.id}/refund`,
          {},
        )
      ).status,
    ).toBe(404);
  });
});
