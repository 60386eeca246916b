// A whole event cancelled or postponed, and the waitlist of a sold-out ticket type without roles,
// on a real database (embedded and PostgreSQL). Cancelled: the action is accepted at once under the
// client's key and only for the school's own event; its job voids every ticket through the seat
// ledger, refunds every order once, e-mails each buyer and holder "Cancelled: …" once, also when a
// run dies after a claim and when two runs go at once; sales close and the purchase page says so.
// Postponed: the event moves, each holder is told once, and a holder takes a full refund until the
// cut-off whatever the policy. Waitlist: joined only when sold out, offered a freed place as a hold,
// paid with the demo's payment, never past the type's quantity.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runEventChange } from '../../server/services/event-changes/event-change-job';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let second: TestServer | null = null;
let school: Member;
let other: Member;
const WAITLIST = '/api/v2/ticket/waitlist';
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const changePath = (event: PublishedTickets) =>
  `/api/v2/ticket/organiser/${event.configurationId}/event-change`;

beforeAll(async () => {
  server = await startTestServer();
  if (process.env.DATABASE_URL) second = await startTestServer();
  school = await signedInMember(server, { organisation: 'Harbour Change School' });
  other = await signedInMember(server, { organisation: 'Other Change School' });
});
afterAll(async () => {
  await server.close();
  await second?.close();
});

function workshop(title: string, quantity: number, refundPolicy = ''): Promise<PublishedTickets> {
  const form = wizardForm();
  return publishTickets(server, school, {
    eventDetails: {
      ...form.eventDetails!,
      title,
      startDateTime: hours(96),
      endDateTime: hours(99),
    },
    ticketSetup: {
      ...form.ticketSetup,
      ticketTypes: [{ name: 'Workshop', price: 40, currency: 'AUD', quantity, description: '' }],
      refundPolicy,
    },
  });
}

const buy = (event: PublishedTickets, buyer: Member, quantity = 1) =>
  callsAs(server, buyer).post('/api/v2/ticket/purchase', {
    ticketingConfigId: event.configurationId,
    ticketSelections: [{ ticketType: event.types[0]!.id, quantity, price: 40, currency: 'AUD' }],
    paymentData: {
      paymentMethod: 'stripe',
      transactionId: `tx-${randomUUID()}`,
      paymentStatus: 'completed',
    },
  });

const db = () => server.databases.production;
const seats = (typeId: string) =>
  db()
    .selectFrom('ticket_types')
    .select(['sold', 'held'])
    .where('id', '=', typeId)
    .executeTakeFirstOrThrow();
const mailsTo = (email: string, subject: string) =>
  db()
    .selectFrom('outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .where('subject', '=', subject)
    .execute();
const orderOf = (event: PublishedTickets, buyer: Member) =>
  db()
    .selectFrom('orders')
    .select(['id', 'status', 'total_cents', 'refunded_cents'])
    .where('configuration_id', '=', event.configurationId)
    .where('buyer_email', '=', buyer.email)
    .executeTakeFirstOrThrow();

describe('a waitlist for a sold-out type without roles', () => {
  it('lets a dancer join only when it is sold out, offers the freed place and sells it once', async () => {
    const event = await workshop('Sold Out Shines', 2);
    const typeId = event.types[0]!.id;
    const [ana, bo, cy, di] = await Promise.all([
      signedInMember(server),
      signedInMember(server),
      signedInMember(server),
      signedInMember(server),
    ]);
    const join = (who: Member, body: Record<string, unknown> = {}) =>
      callsAs(server, who).post(WAITLIST, {
        ticketingConfigId: event.configurationId,
        ticketType: typeId,
        ...body,
      });
    expect((await buy(event, ana)).status).toBe(200);
    const early = await join(cy);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('These tickets can be bought now: no need to wait.');
    expect((await buy(event, bo)).status).toBe(200);
    expect((await join(cy, { role: 'lead' })).status).toBe(400);
    const joined = await join(cy);
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.data).toMatchObject({ status: 'waiting', position: 1, roleName: '' });
    const second = await join(di);
    expect(second.body.data.position).toBe(2);
    expect((await join(cy)).status).toBe(409);
    const page = await callsAs(server, di).get(`/api/v2/ticket/purchase/event/${event.eventId}`);
    expect(page.body.data.ticketTypes[0]).toMatchObject({ availableQuantity: 0, waiting: 2 });

    // Ana's order is refunded: her place goes to Cy, the first in line, as a hold.
    const anaOrder = await orderOf(event, ana);
    const refunded = await callsAs(server, school).post(
      `/api/v2/ticket/organiser/orders/${anaOrder.id}/refund`,
      {},
    );
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    await server.ctx.background.idle();
    const offered = await callsAs(server, cy).get(`${WAITLIST}/${joined.body.data.id}`);
    expect(offered.body.data.status).toBe('offered');
    expect(await seats(typeId)).toEqual({ sold: 1, held: 1 });
    const mail = await mailsTo(cy.email, `A place is yours: Sold Out Shines`);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text_body).toContain(`/waitlist/${joined.body.data.id}`);
    // Di still waits: no place is free, and a buyer cannot take the held one.
    expect(
      (await callsAs(server, di).get(`${WAITLIST}/${second.body.data.id}`)).body.data,
    ).toMatchObject({
      status: 'waiting',
      position: 1,
    });
    expect((await buy(event, di)).body.error.code).toBe('SOLD_OUT');

    const paid = await callsAs(server, cy).post(`${WAITLIST}/${joined.body.data.id}/checkout`, {});
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ mode: 'demo', order: { total: 40 } });
    expect(await seats(typeId)).toEqual({ sold: 2, held: 0 });
    expect(
      (await callsAs(server, cy).post(`${WAITLIST}/${joined.body.data.id}/checkout`, {})).status,
    ).toBe(409);
  });
});

describe('cancelling an event', () => {
  it('is the school’s own action, accepted once per key, and refunds every ticket once', async () => {
    const event = await workshop('Cancelled Cha Cha', 10);
    const typeId = event.types[0]!.id;
    const buyers = await Promise.all([1, 2, 3].map(() => signedInMember(server)));
    for (const [index, buyer] of buyers.entries())
      expect((await buy(event, buyer, index + 1)).status).toBe(200);
    const waiter = await signedInMember(server);
    await db()
      .insertInto('waitlist_entries')
      .values({
        id: randomUUID(),
        ticket_type_id: typeId,
        role: null,
        account_id: waiter.accountId,
        email: waiter.email,
      })
      .execute();

    const view = await callsAs(server, school).get(changePath(event));
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({
      state: 'scheduled',
      tickets: 6,
      orders: 3,
      refundCents: 24_000,
      currency: 'AUD',
      waiting: 1,
      changes: [],
    });
    expect((await callsAs(server, other).get(changePath(event))).status).toBe(404);
    const body = { kind: 'cancel', clientKey: `cancel-${randomUUID()}`, note: 'The hall flooded.' };
    expect((await callsAs(server, other).post(changePath(event), body)).status).toBe(404);
    const bad = await callsAs(server, school).post(changePath(event), { kind: 'cancel' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_ERROR');

    // Two presses at once: one change.
    const [first, again] = await Promise.all([
      callsAs(server, school).post(changePath(event), body),
      callsAs(server, school).post(changePath(event), body),
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    expect(again.status).toBe(202);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(first.body.data).toMatchObject({ kind: 'cancel', ordersTotal: 3, ticketsTotal: 6 });
    const reused = await callsAs(server, school).post(changePath(event), {
      ...body,
      note: 'Other',
    });
    expect(reused.status).toBe(409);
    const twice = await callsAs(server, school).post(changePath(event), {
      ...body,
      clientKey: `cancel-${randomUUID()}`,
    });
    expect(twice.status).toBe(409);

    // Sales stop at once.
    expect((await buy(event, waiter)).body.error.code).toBe('SALES_CLOSED');
    const page = await callsAs(server, waiter).get(
      `/api/v2/ticket/purchase/event/${event.eventId}`,
    );
    expect(page.body.data).toMatchObject({
      eventState: 'cancelled',
      salesClosedReason: 'This event was cancelled.',
    });

    // The first run dies after claiming the orders, before any e-mail is written.
    const changeId = first.body.data.id as string;
    const mailer = server.ctx.mailer;
    const write = mailer.write.bind(mailer);
    let failed = false;
    mailer.write = async (...args) => {
      if (!failed) {
        failed = true;
        throw new Error('killed');
      }
      return write(...args);
    };
    await expect(runEventChange(server.ctx, db(), changeId)).rejects.toThrow('killed');
    mailer.write = write;
    const claimed = await db()
      .selectFrom('event_change_orders')
      .select(['order_id', 'done_at'])
      .where('change_id', '=', changeId)
      .execute();
    // The slice's orders are claimed (tickets voided, seats back), none refunded nor told yet.
    expect(claimed).toHaveLength(3);
    expect(claimed.every((row) => row.done_at === null)).toBe(true);
    expect(await seats(typeId)).toEqual({ sold: 0, held: 0 });

    // Taken up again, by two runs at once (on PostgreSQL a second server on the same database).
    const again2 = second ?? server;
    await Promise.all([
      runEventChange(server.ctx, db(), changeId),
      runEventChange(again2.ctx, again2.databases.production, changeId),
    ]);
    await runEventChange(server.ctx, db(), changeId);
    for (const buyer of buyers) {
      const mails = await mailsTo(buyer.email, 'Cancelled: Cancelled Cha Cha');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text_body).toContain('The hall flooded.');
      expect(mails[0]!.text_body).toContain('was refunded in full');
      const order = await orderOf(event, buyer);
      expect(order.status).toBe('refunded');
      expect(order.refunded_cents).toBe(order.total_cents);
    }
    expect(await seats(typeId)).toEqual({ sold: 0, held: 0 });
    const live = await db()
      .selectFrom('tickets')
      .select('id')
      .where('event_id', '=', event.eventId)
      .where('voided_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
    const waiting = await db()
      .selectFrom('waitlist_entries')
      .select('status')
      .where('ticket_type_id', '=', typeId)
      .execute();
    expect(waiting.map((row) => row.status)).toEqual(['expired']);
    const done = await callsAs(server, school).get(changePath(event));
    expect(done.body.data).toMatchObject({ state: 'cancelled', tickets: 0 });
    expect(done.body.data.changes[0]).toMatchObject({
      status: 'done',
      ordersDone: 3,
      refundedCents: 24_000,
    });
  });
});

describe('postponing an event', () => {
  it('moves the event, tells each holder once, and gives a full refund until the cut-off', async () => {
    const event = await workshop('Postponed Polka', 10);
    const buyer = await signedInMember(server);
    expect((await buy(event, buyer, 2)).status).toBe(200);
    const order = await orderOf(event, buyer);
    // No refunds under the school's policy: none offered before the postponement.
    const before = await callsAs(server, buyer).get(`/api/v2/orders/${order.id}/ticket-options`);
    expect(before.body.data.tickets[0].cancel).toBeNull();

    const wrong = await callsAs(server, school).post(changePath(event), {
      kind: 'postpone',
      clientKey: `postpone-${randomUUID()}`,
      newStartsAt: hours(240),
      refundUntil: hours(260),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.field).toBe('refundUntil');
    const accepted = await callsAs(server, school).post(changePath(event), {
      kind: 'postpone',
      clientKey: `postpone-${randomUUID()}`,
      newStartsAt: hours(240),
      refundUntil: hours(200),
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    const changeId = accepted.body.data.id as string;
    await Promise.all([
      runEventChange(server.ctx, db(), changeId),
      runEventChange((second ?? server).ctx, (second ?? server).databases.production, changeId),
    ]);
    await runEventChange(server.ctx, db(), changeId);
    const mails = await mailsTo(buyer.email, 'Postponed: Postponed Polka');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain('the new date is');
    expect(mails[0]!.text_body).toContain(`/orders/${order.id}`);
    const moved = await db()
      .selectFrom('events')
      .select('starts_at')
      .where('id', '=', event.eventId)
      .executeTakeFirstOrThrow();
    expect(moved.starts_at.toISOString()).toBe(
      new Date(accepted.body.data.newStartsAt).toISOString(),
    );
    const page = await callsAs(server, buyer).get(`/api/v2/ticket/purchase/event/${event.eventId}`);
    expect(page.body.data).toMatchObject({ eventState: 'postponed', salesClosedReason: null });

    const options = await callsAs(server, buyer).get(`/api/v2/orders/${order.id}/ticket-options`);
    const ticket = options.body.data.tickets[0];
    expect(ticket.cancel).toMatchObject({ percent: 100, refundCents: 4_000 });
    const cancelled = await callsAs(server, buyer).post(
      `/api/v2/orders/${order.id}/tickets/${ticket.id}/cancel`,
      { clientKey: `c-${randomUUID()}`, refundCents: 4_000 },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.refundedCents).toBe(4_000);
    expect(await seats(event.types[0]!.id)).toEqual({ sold: 1, held: 0 });
  });
});
