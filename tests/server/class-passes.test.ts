// Class passes through the fake Stripe: a school sells a 5-class pass for its "Beginner Salsa"
// classes (chosen by id); the purchase page of a class offers it; a dancer pays for it (the pass is theirs only
// after the webhook), books classes with it (a normal ticket each), never below zero credits under
// concurrent bookings, cancels before the cutoff (credit back) but not after, and the role balance
// applies to booked classes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../support/fake-stripe/fake-stripe';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, type PublishedTickets } from '../support/published-tickets';
import { connectedSchool, startStripeServer } from '../support/stripe-server';
import type { TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

const HOUR = 3_600_000;
let fake: FakeStripe;
let server: TestServer;
let school: Member;

beforeAll(async () => {
  // The platform keeps 5 % of each sale.
  ({ fake, server } = await startStripeServer({ PLATFORM_FEE_PERCENT: '5' }));
  school = await connectedSchool(server, 'Pass Salsa School');
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

function salsaClass(
  startsInHours: number,
  roles = false,
  title = ' Beginner Salsa',
): Promise<PublishedTickets> {
  const start = new Date(Date.now() + startsInHours * HOUR);
  return publishTickets(server, school, {
    eventDetails: {
      ...wizardForm().eventDetails,
      title,
      startDateTime: start.toISOString(),
      endDateTime: new Date(start.getTime() + HOUR).toISOString(),
    },
    ticketSetup: {
      ticketTypes: [
        {
          name: 'Class',
          price: 15,
          currency: 'AUD',
          quantity: 20,
          description: '',
          roles: roles
            ? { leadName: 'Lead', followName: 'Follow', soloName: null, maxImbalance: 1 }
            : null,
        },
      ],
      refundPolicy: '',
    },
  });
}

/** A pass covering these classes (each a series of its own). */
async function newPass(classes: number, covered: PublishedTickets[]) {
  const created = await callsAs(server, school).post(
    `/api/v2/org/${school.organisationId}/passes`,
    {
      name: `${classes}-class pass`,
      classes,
      validityWeeks: 8,
      price: 12 * classes,
      currency: 'AUD',
      courses: covered.map((tickets) => tickets.configurationId),
    },
  );
  expect(created.status).toBe(200);
  return created.body.data as { id: string };
}

/** Buys a pass at the fake Stripe; answers the dancer's pass order id once it is paid. */
async function boughtPass(passId: string, dancer: Member) {
  const calls = callsAs(server, dancer);
  const bought = await calls.post(`/api/v2/passes/${passId}/checkout`, {
    transactionId: `tx-${crypto.randomUUID()}`,
  });
  expect(bought.body).toMatchObject({ mode: 'stripe' });
  const session = [...fake.sessions.values()].find(
    (candidate) => candidate.metadata.passOrderId === bought.body.passOrderId,
  )!;
  await fake.pay(session.id);
  return bought.body.passOrderId as string;
}

const mine = async (dancer: Member) =>
  (await callsAs(server, dancer).get('/api/v2/passes/mine')).body.data as Array<{
    id: string;
    status: string;
    classesLeft: number;
    classes: Array<{ eventId: string; bookingId: string | null }>;
  }>;

const book = (dancer: Member, passOrderId: string, eventId: string, role?: string) =>
  callsAs(server, dancer).post(`/api/v2/passes/orders/${passOrderId}/book`, {
    eventId,
    ...(role ? { role } : {}),
  });

describe('a class pass', () => {
  it('is set up by its school only, with clear refusals of bad input', async () => {
    const calls = callsAs(server, school);
    const bad = await calls.post(`/api/v2/org/${school.organisationId}/passes`, {
      name: '',
      classes: 0,
      validityWeeks: 8,
      price: 10,
      currency: 'AUD',
      courses: [],
    });
    expect(bad.status).toBe(400);
    // A course of another school, or none at all, is not this school's to cover.
    const someone = await connectedSchool(server, 'Someone Else School');
    const theirs = await publishTickets(server, someone);
    const foreign = await calls.post(`/api/v2/org/${school.organisationId}/passes`, {
      name: 'Sneaky pass',
      classes: 5,
      validityWeeks: 8,
      price: 10,
      currency: 'AUD',
      courses: [theirs.configurationId],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.message).toBe('Some of those courses are not this school’s.');
    const other = await connectedSchool(server, 'Other Pass School');
    expect(
      (await callsAs(server, other).get(`/api/v2/org/${school.organisationId}/passes`)).status,
    ).toBe(404);
  });

  it('is bought through Stripe, books classes with tickets, and cancels before the cutoff only', async () => {
    const classes = await Promise.all([salsaClass(48), salsaClass(24 * 8), salsaClass(1)]);
    const pass = await newPass(5, classes);
    const page = await callsAs(server, null).get(
      `/api/v2/ticket/purchase/event/${classes[0]!.eventId}`,
    );
    expect(page.body.data.passes).toMatchObject([{ id: pass.id, classes: 5, price: 60 }]);

    const dancer = await signedInMember(server, { organisation: null });
    const pending = await callsAs(server, dancer).post(`/api/v2/passes/${pass.id}/checkout`, {
      transactionId: `tx-${crypto.randomUUID()}`,
    });
    // Not paid yet: no classes to book.
    expect(
      (await book(dancer, pending.body.passOrderId, classes[0]!.eventId)).body.error.message,
    ).toBe('This pass is not paid yet.');
    const passOrderId = await boughtPass(pass.id, dancer);
    // Paid to the school, less the platform's fee (5 % of $60).
    const session = [...fake.sessions.values()].find(
      (candidate) => candidate.metadata.passOrderId === passOrderId,
    )!;
    expect(session.payment_intent_data).toMatchObject({
      application_fee_amount: '300', // form-encoded, as Stripe receives it
      transfer_data: { destination: expect.stringMatching(/^acct_/) },
    });
    const [held] = (await mine(dancer)).filter((p) => p.id === passOrderId);
    expect(held).toMatchObject({ status: 'paid', classesLeft: 5 });
    expect(held!.classes.map((c) => c.eventId).sort()).toEqual(
      classes.map((c) => c.eventId).sort(),
    );

    const first = await book(dancer, passOrderId, classes[0]!.eventId);
    expect(first.status).toBe(200);
    expect((await book(dancer, passOrderId, classes[0]!.eventId)).body.error.message).toBe(
      'This pass has already booked that class.',
    );
    const tickets = await callsAs(server, dancer).get('/api/v2/ticket/mine');
    expect(tickets.body.data.map((t: { code: string }) => t.code)).toContain(first.body.data.code);
    const soon = await book(dancer, passOrderId, classes[2]!.eventId);
    expect((await mine(dancer)).find((p) => p.id === passOrderId)!.classesLeft).toBe(3);

    // Before the cutoff the credit comes back; an hour before the class it does not.
    const cancel = (id: string) =>
      server.app.inject({
        method: 'DELETE',
        url: `/api/v2/passes/bookings/${id}`,
        headers: dancer.headers,
      });
    expect((await cancel(first.body.data.bookingId)).statusCode).toBe(204);
    const late = await cancel(soon.body.data.bookingId);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      'Bookings can be cancelled until 2 hours before the class.',
    );
    expect((await mine(dancer)).find((p) => p.id === passOrderId)!.classesLeft).toBe(4);
    const after = await callsAs(server, dancer).get('/api/v2/ticket/mine');
    const voided = after.body.data.find((t: { code: string }) => t.code === first.body.data.code);
    expect(voided.void).toBe(true);
    // Someone else's pass is not theirs to use, and a class of another series is not covered.
    const stranger = await signedInMember(server, { organisation: null });
    expect((await book(stranger, passOrderId, classes[1]!.eventId)).status).toBe(404);
    const tango = await salsaClass(24 * 4, false, 'Beginner Tango');
    const notCovered = await book(dancer, passOrderId, tango.eventId);
    expect(notCovered.status).toBe(409);
    expect(notCovered.body.error.message).toBe('This pass does not cover that class.');
    expect((await mine(dancer)).find((p) => p.id === passOrderId)!.classes).not.toContainEqual(
      expect.objectContaining({ eventId: tango.eventId }),
    );
  });

  it('never goes below zero credits, however many bookings arrive at once', async () => {
    const classes = await Promise.all(
      Array.from({ length: 6 }, (_, index) => salsaClass(24 * (index + 3))),
    );
    const pass = await newPass(2, classes);
    const dancer = await signedInMember(server, { organisation: null });
    const passOrderId = await boughtPass(pass.id, dancer);
    const answers = await Promise.all(
      classes.map((tickets) => book(dancer, passOrderId, tickets.eventId)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
    expect(answers.find((answer) => answer.status === 409)!.body.error.message).toBe(
      'No classes are left on this pass.',
    );
    const order = await server.databases.production
      .selectFrom('pass_orders')
      .select(['classes_used', 'classes_total'])
      .where('id', '=', passOrderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ classes_used: 2, classes_total: 2 });
    const sold = await callsAs(server, school).get(`/api/v2/org/${school.organisationId}/passes`);
    expect(sold.body.data.find((p: { id: string }) => p.id === pass.id)).toMatchObject({
      sold: 1,
      creditsUsed: 2,
      creditsLeft: 0,
    });
  });

  it('books a partner class by role, under its balance', async () => {
    const partnerClass = await salsaClass(24 * 4, true);
    const pass = await newPass(3, [partnerClass]);
    const [one, two] = await Promise.all([
      signedInMember(server, { organisation: null }),
      signedInMember(server, { organisation: null }),
    ]);
    const first = await boughtPass(pass.id, one!);
    const second = await boughtPass(pass.id, two!);
    expect((await book(one!, first, partnerClass.eventId)).body.error).toMatchObject({
      message: 'Please choose a role for "Class".',
      details: { field: 'role' },
    });
    expect((await book(one!, first, partnerClass.eventId, 'lead')).status).toBe(200);
    const blocked = await book(two!, second, partnerClass.eventId, 'lead');
    expect(blocked.body.error.code).toBe('ROLE_FULL');
    // The refused booking used no credit.
    expect((await mine(two!)).find((p) => p.id === second)!.classesLeft).toBe(3);
    expect((await book(two!, second, partnerClass.eventId, 'follow')).status).toBe(200);
  });

  it('is extended (once per click) or refunded (the unused classes, pro rata) by its school', async () => {
    const [lesson, another] = await Promise.all([salsaClass(24 * 5), salsaClass(24 * 6)]);
    const pass = await newPass(4, [lesson!, another!]);
    const dancer = await signedInMember(server, { organisation: null });
    const passOrderId = await boughtPass(pass.id, dancer);
    expect((await book(dancer, passOrderId, lesson!.eventId)).status).toBe(200);
    const calls = callsAs(server, school);
    const base = `/api/v2/org/${school.organisationId}`;
    const sold = await calls.get(`${base}/passes/${pass.id}/sold`);
    // A pass that is not this school's (or none at all): a 404, not an empty list.
    const unknown = await calls.get(`${base}/passes/${crypto.randomUUID()}/sold`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('This pass was not found.');
    expect(sold.body.data).toMatchObject([
      { id: passOrderId, email: dancer.email, classesLeft: 3 },
    ]);
    const before = Date.parse(sold.body.data[0].validUntil);

    // One click sent five times at once extends once.
    const extend = (body: object) => calls.post(`${base}/pass-orders/${passOrderId}/extend`, body);
    const click = { weeks: 4, clientKey: crypto.randomUUID() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => extend(click)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await extend(click)).status).toBe(200);
    const validUntil = async () =>
      Date.parse((await calls.get(`${base}/passes/${pass.id}/sold`)).body.data[0].validUntil);
    const once = (await validUntil()) - before;
    expect(once).toBeGreaterThan(27.9 * 86_400_000);
    expect(once).toBeLessThan(28.1 * 86_400_000);
    // The same key with other weeks is another intent under a used key: refused.
    expect((await extend({ ...click, weeks: 5 })).status).toBe(409);
    // A new click is a new extension.
    expect((await extend({ weeks: 1, clientKey: crypto.randomUUID() })).status).toBe(200);
    expect((await validUntil()) - before).toBeGreaterThan(34.9 * 86_400_000);
    expect((await validUntil()) - before).toBeLessThan(35.1 * 86_400_000);
    expect((await extend({ weeks: 0, clientKey: crypto.randomUUID() })).status).toBe(400);
    expect((await extend({ weeks: 4 })).status).toBe(400);

    // Three of four classes unused: three quarters of $48 back, the transfer reversed.
    const refunded = await calls.post(`${base}/pass-orders/${passOrderId}/refund`, {
      mode: 'unused',
    });
    expect(refunded.body.data).toEqual({ refundedCents: 3600 });
    expect(fake.refunds.at(-1)).toMatchObject({ amount: 3600, reverse_transfer: true });
    expect(
      (await calls.post(`${base}/pass-orders/${passOrderId}/refund`, { mode: 'full' })).status,
    ).toBe(409);
    expect((await book(dancer, passOrderId, another!.eventId)).body.error.message).toBe(
      'This pass was refunded.',
    );
    // Another school cannot touch it.
    const other = callsAs(server, await connectedSchool(server, 'Meddling School'));
    expect(
      (
        await other.post(`/api/v2/org/${school.organisationId}/pass-orders/${passOrderId}/extend`, {
          weeks: 1,
          clientKey: crypto.randomUUID(),
        })
      ).status,
    ).toBe(404);
  });

  it('ends when its payment is refunded in Stripe’s dashboard', async () => {
    const next = await salsaClass(24 * 9);
    const pass = await newPass(3, [next]);
    const dancer = await signedInMember(server, { organisation: null });
    const passOrderId = await boughtPass(pass.id, dancer);
    const { payment_intent: intent } = await server.databases.production
      .selectFrom('pass_orders')
      .select('payment_intent')
      .where('id', '=', passOrderId)
      .executeTakeFirstOrThrow();
    await server.ctx.stripe!.refunds.create({ payment_intent: intent!, amount: 1000 });
    const order = await server.databases.production
      .selectFrom('pass_orders')
      .select(['status', 'refunded_cents'])
      .where('id', '=', passOrderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'refunded', refunded_cents: 1000 });
    expect((await book(dancer, passOrderId, next.eventId)).body.error.message).toBe(
      'This pass was refunded.',
    );
  });
});
