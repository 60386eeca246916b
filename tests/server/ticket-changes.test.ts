// A buyer's changes to their tickets on a real database: passing a ticket on (the old pass refused
// at the door as passed on, the new holder mailed with a pass of their own and — confirmed — given
// it in My Tickets), renaming its holder, cancelling within the school's refund policy (the share
// the rules give, the seat back, the adjustment note and e-mail of an organiser's refund), asking
// for a refund when the policy gives nothing (listed in the school's Sales); the school's settings;
// idempotent by the buyer's key, one winner under concurrency, isolation and shaped refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, purchaseOf, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const key = () => `key-${crypto.randomUUID()}`;
const POLICY = [
  { hoursBefore: 168, percent: 100 },
  { hoursBefore: 24, percent: 50 },
];

/** An event `startsIn` hours from now: Party (30.00, `quantity` places) with the given settings. */
async function eventIn(startsIn: number, settings: Record<string, unknown> = {}, quantity = 50) {
  const form = wizardForm();
  const event = await publishTickets(server, school, {
    eventDetails: {
      ...form.eventDetails!,
      startDateTime: hours(startsIn),
      endDateTime: hours(startsIn + 4),
    },
    ticketSetup: {
      ...form.ticketSetup,
      ticketTypes: [
        { name: 'Party', price: 30, currency: 'AUD', quantity, description: 'All night' },
      ],
    },
  });
  const saved = await callsAs(server, school).put(
    `/api/v2/ticket/organiser/${event.configurationId}/buyer-changes`,
    { transfersAllowed: true, transferCutoffHours: 0, refundRules: POLICY, ...settings },
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return event;
}

async function buy(buyer: Member, event: PublishedTickets, quantity: number) {
  const calls = callsAs(server, buyer);
  const bought = await calls.post('/api/v2/ticket/purchase', purchaseOf(event, [quantity]));
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  const orderId = bought.body.data.orderId as string;
  const order = await calls.get(`/api/v2/orders/${orderId}`);
  return { orderId, ticketIds: order.body.data.tickets.map((t: { id: string }) => t.id) };
}

const db = () => server.databases.production;
const soldOf = async (typeId: string) =>
  (
    await db()
      .selectFrom('ticket_types')
      .select('sold')
      .where('id', '=', typeId)
      .executeTakeFirstOrThrow()
  ).sold;
const ticketPath = (orderId: string, ticketId: string, what: string) =>
  `/api/v2/orders/${orderId}/tickets/${ticketId}/${what}`;

async function scan(event: PublishedTickets, code: string) {
  const scanned = await callsAs(server, school).post(`/api/v2/door/${event.eventId}/scans`, {
    deviceId: 'phone-1',
    deviceName: 'Door 1',
    scans: [{ id: crypto.randomUUID(), at: new Date().toISOString(), offline: false, code }],
  });
  return scanned.body.data.results[0];
}

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Change Dance School' });
});
afterAll(() => server.close());

describe('passing a ticket on', () => {
  it('voids the old pass, mails the new holder a pass of their own, and gives it to their account', async () => {
    const event = await eventIn(240);
    const buyer = await signedInMember(server, { name: 'Rosa Buyer' });
    const friend = await signedInMember(server);
    await db()
      .updateTable('accounts')
      .set({ email_verified_at: new Date() })
      .where('id', '=', friend.accountId)
      .execute();
    const { orderId, ticketIds } = await buy(buyer, event, 2);
    const oldCode = (await callsAs(server, buyer).get(`/api/v2/orders/${orderId}`)).body.data
      .tickets[0].code;
    const before = await soldOf(event.types[0]!.id);
    const body = { clientKey: key(), name: 'Rita Friend', email: friend.email.toUpperCase() };
    const moved = await callsAs(server, buyer).post(
      ticketPath(orderId, ticketIds[0], 'transfer'),
      body,
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ name: 'Rita Friend', email: friend.email });
    expect(moved.body.data.code).not.toBe(oldCode);
    // The place stays sold.
    expect(await soldOf(event.types[0]!.id)).toBe(before);

    // The same key again: the same new ticket, no second one.
    const again = await callsAs(server, buyer).post(
      ticketPath(orderId, ticketIds[0], 'transfer'),
      body,
    );
    expect(again.body.data.ticketId).toBe(moved.body.data.ticketId);
    const reused = await callsAs(server, buyer).post(
      ticketPath(orderId, ticketIds[1], 'transfer'),
      {
        ...body,
        name: 'Someone Else',
      },
    );
    expect(reused.status).toBe(409);
    expect(reused.body.error.message).toBe('This key was already used for another change.');

    const door = await callsAs(server, school).get(`/api/v2/door/${event.eventId}`);
    const old = door.body.data.tickets.find((t: { code: string }) => t.code === oldCode);
    expect(old).toMatchObject({ void: true, transferred: true });
    const fresh = door.body.data.tickets.find(
      (t: { code: string }) => t.code === moved.body.data.code,
    );
    expect(fresh).toMatchObject({
      void: false,
      buyerName: 'Rita Friend',
      buyerEmail: friend.email,
    });
    expect(await scan(event, oldCode)).toMatchObject({
      outcome: 'refused',
      reason: 'transferred',
      message: 'This ticket was passed on to someone else: it does not admit anyone.',
    });
    const byHand = await callsAs(server, school).post(
      `/api/v2/ticket/organiser/${event.configurationId}/attendees/${ticketIds[0]}/check-in`,
      {},
    );
    expect(byHand.status).toBe(409);
    expect(byHand.body.error.message).toBe(
      'This ticket was passed on to someone else: it does not admit anyone.',
    );
    // Sales says the old ticket was passed on, not refunded.
    const sales = await callsAs(server, school).get(
      `/api/v2/ticket/organiser/${event.configurationId}/orders`,
    );
    const soldTickets = (
      sales.body.data.orders as Array<{ tickets: Array<{ code: string; passedOn: boolean }> }>
    ).flatMap((order) => order.tickets);
    expect(soldTickets.find((ticket) => ticket.code === oldCode)).toMatchObject({
      void: true,
      passedOn: true,
    });
    expect(soldTickets.find((ticket) => ticket.code === moved.body.data.code)?.passedOn).toBe(
      false,
    );

    const mails = await db()
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', friend.email)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^A ticket for you: /);
    // Said by the buyer's name, not their address.
    expect(mails[0]!.text_body).toContain('Rosa Buyer has passed a ticket on to you: Party.');
    expect(mails[0]!.text_body).toContain(`Your ticket code: ${moved.body.data.code}`);

    const theirs = await callsAs(server, friend).get('/api/v2/ticket/mine');
    const received = theirs.body.data.find(
      (t: { code: string }) => t.code === moved.body.data.code,
    );
    expect(received).toMatchObject({ void: false, received: true, receivedFrom: 'Rosa Buyer' });
    const mine = await callsAs(server, buyer).get('/api/v2/ticket/mine');
    expect(mine.body.data.find((t: { code: string }) => t.code === oldCode)).toMatchObject({
      void: true,
      transferredTo: 'Rita Friend',
    });
    const options = await callsAs(server, buyer).get(`/api/v2/orders/${orderId}/ticket-options`);
    expect(
      options.body.data.tickets.find((t: { id: string }) => t.id === ticketIds[0]),
    ).toMatchObject({ void: true, transferredTo: { name: 'Rita Friend', email: friend.email } });
    // The new holder's ticket is theirs: the buyer cannot pass it on or cancel it again.
    const newOne = options.body.data.tickets.find(
      (t: { id: string }) => t.id === moved.body.data.ticketId,
    );
    expect(newOne.cancel).toBeNull();
    expect(newOne.transferRefusal).toBe(
      'This ticket is no longer yours to change: it belongs to its holder.',
    );
  });

  it('keeps a role: a Leader place passed on stays a Leader place', async () => {
    const form = wizardForm();
    const event = await publishTickets(server, school, {
      eventDetails: { ...form.eventDetails!, startDateTime: hours(100), endDateTime: hours(104) },
      ticketSetup: {
        ...form.ticketSetup,
        ticketTypes: [
          {
            name: 'Workshop',
            price: 40,
            currency: 'AUD',
            quantity: 20,
            description: 'Musicality',
            roles: { leadName: 'Leader', followName: 'Follower', soloName: '', maxImbalance: 4 },
          },
        ],
      },
    });
    const buyer = await signedInMember(server);
    const purchase = purchaseOf(event, [1]);
    const bought = await callsAs(server, buyer).post('/api/v2/ticket/purchase', {
      ...purchase,
      ticketSelections: purchase.ticketSelections.map((s) => ({ ...s, role: 'lead' })),
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const orderId = bought.body.data.orderId;
    const order = await callsAs(server, buyer).get(`/api/v2/orders/${orderId}`);
    const moved = await callsAs(server, buyer).post(
      ticketPath(orderId, order.body.data.tickets[0].id, 'transfer'),
      { clientKey: key(), name: 'Lee Lead', email: uniqueEmail('lee') },
    );
    expect(moved.status).toBe(200);
    const row = await db()
      .selectFrom('tickets')
      .select(['role', 'role_name'])
      .where('id', '=', moved.body.data.ticketId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'lead', role_name: 'Leader' });
  });

  it('renames the holder: the door shows the new name on the same pass', async () => {
    const event = await eventIn(240);
    const buyer = await signedInMember(server);
    const { orderId, ticketIds } = await buy(buyer, event, 1);
    const renamed = await callsAs(server, buyer).put(ticketPath(orderId, ticketIds[0], 'holder'), {
      name: '  Maya Newname ',
    });
    expect(renamed.status).toBe(200);
    const door = await callsAs(server, school).get(`/api/v2/door/${event.eventId}`);
    expect(door.body.data.tickets.find((t: { id: string }) => t.id === ticketIds[0])).toMatchObject(
      { buyerName: 'Maya Newname', void: false },
    );
    const empty = await callsAs(server, buyer).put(ticketPath(orderId, ticketIds[0], 'holder'), {
      name: ' ',
    });
    expect(empty.status).toBe(400);
  });

  it('follows the school: no transfers, or none after the cut-off', async () => {
    const buyer = await signedInMember(server);
    const closed = await eventIn(240, { transfersAllowed: false });
    const a = await buy(buyer, closed, 1);
    const refused = await callsAs(server, buyer).post(
      ticketPath(a.orderId, a.ticketIds[0], 'transfer'),
      { clientKey: key(), name: 'X Y', email: uniqueEmail('x') },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'The school does not allow tickets of this event to be passed on.',
    );
    const late = await eventIn(10, { transferCutoffHours: 12 });
    const b = await buy(buyer, late, 1);
    const tooLate = await callsAs(server, buyer).post(
      ticketPath(b.orderId, b.ticketIds[0], 'transfer'),
      { clientKey: key(), name: 'X Y', email: uniqueEmail('x') },
    );
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.error.message).toBe(
      'Tickets of this event can be passed on until 12 hours before it starts.',
    );
  });

  it('limits the mails one address receives', async () => {
    const event = await eventIn(240);
    const buyer = await signedInMember(server);
    const { orderId, ticketIds } = await buy(buyer, event, 6);
    const target = uniqueEmail('flooded');
    const statuses: number[] = [];
    for (const ticketId of ticketIds)
      statuses.push(
        (
          await callsAs(server, buyer).post(ticketPath(orderId, ticketId, 'transfer'), {
            clientKey: key(),
            name: 'Flo Oded',
            email: target,
          })
        ).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('refuses bad input, another buyer, and a ticket already passed on', async () => {
    const event = await eventIn(240);
    const buyer = await signedInMember(server);
    const { orderId, ticketIds } = await buy(buyer, event, 1);
    const path = ticketPath(orderId, ticketIds[0], 'transfer');
    const bad = await callsAs(server, buyer).post(path, {
      clientKey: key(),
      name: 'A',
      email: 'nope',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Please enter a valid e-mail address.');
    expect(
      (await callsAs(server, buyer).post(ticketPath(orderId, 'x', 'transfer'), {})).status,
    ).toBe(400);
    const stranger = await signedInMember(server);
    const theirs = await callsAs(server, stranger).post(path, {
      clientKey: key(),
      name: 'A B',
      email: uniqueEmail('ab'),
    });
    expect(theirs.status).toBe(404);
    expect(
      (await callsAs(server, stranger).get(`/api/v2/orders/${orderId}/ticket-options`)).status,
    ).toBe(404);
    const self = await callsAs(server, buyer).post(path, {
      clientKey: key(),
      name: 'Me',
      email: buyer.email,
    });
    expect(self.status).toBe(409);
    expect(
      (
        await callsAs(server, buyer).post(path, {
          clientKey: key(),
          name: 'A B',
          email: uniqueEmail('ab'),
        })
      ).status,
    ).toBe(200);
    const twice = await callsAs(server, buyer).post(path, {
      clientKey: key(),
      name: 'C D',
      email: uniqueEmail('cd'),
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('This ticket is no longer valid.');
  });
});

describe('cancelling within the policy', () => {
  it('refunds the share the rules give now, frees the seat, and issues the adjustment note', async () => {
    const event = await eventIn(240);
    const buyer = await signedInMember(server);
    const { orderId, ticketIds } = await buy(buyer, event, 2);
    const options = await callsAs(server, buyer).get(`/api/v2/orders/${orderId}/ticket-options`);
    expect(options.body.data.policy).toBe(
      'Full refund until 7 days before the start, 50 % refund until 24 hours before the start, then no refund.',
    );
    expect(options.body.data.tickets[0].cancel).toMatchObject({ percent: 100, refundCents: 3000 });
    const before = await soldOf(event.types[0]!.id);
    const wrong = await callsAs(server, buyer).post(ticketPath(orderId, ticketIds[0], 'cancel'), {
      clientKey: key(),
      refundCents: 2000,
    });
    expect(wrong.status).toBe(409);
    expect(wrong.body.error.details.refundCents).toBe(3000);
    const body = { clientKey: key(), refundCents: 3000 };
    const cancelled = await callsAs(server, buyer).post(
      ticketPath(orderId, ticketIds[0], 'cancel'),
      body,
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toEqual({ ticketId: ticketIds[0], refundedCents: 3000 });
    expect(await soldOf(event.types[0]!.id)).toBe(before - 1);
    // Sent again: the same answer, nothing refunded twice.
    const again = await callsAs(server, buyer).post(
      ticketPath(orderId, ticketIds[0], 'cancel'),
      body,
    );
    expect(again.body.data.refundedCents).toBe(3000);
    const order = await callsAs(server, buyer).get(`/api/v2/orders/${orderId}`);
    expect(order.body.data).toMatchObject({ status: 'partially_refunded', refundedCents: 3000 });
    expect(await soldOf(event.types[0]!.id)).toBe(before - 1);
    const documents = await callsAs(server, buyer).get(`/api/v2/orders/${orderId}/documents`);
    expect(
      documents.body.data.adjustmentNotes.map((n: { amountCents: number }) => n.amountCents),
    ).toEqual([3000]);
    const mail = await db()
      .selectFrom('outbox')
      .select(['subject', 'attachment'])
      .where('to_address', '=', buyer.email)
      .where('subject', 'like', '%refunded%')
      .executeTakeFirstOrThrow();
    expect(mail.attachment).toMatch(/^adjustment:/);
  });

  it('gives half between a week and a day before', async () => {
    const event = await eventIn(30);
    const buyer = await signedInMember(server);
    const { orderId, ticketIds } = await buy(buyer, event, 1);
    const options = await callsAs(server, buyer).get(`/api/v2/orders/${orderId}/ticket-options`);
    expect(options.body.data.tickets[0].cancel).toMatchObject({ percent: 50, refundCents: 1500 });
    const cancelled = await callsAs(server, buyer).post(
      ticketPath(orderId, ticketIds[0], 'cancel'),
      { clientKey: key(), refundCents: 1500 },
    );
    expect(cancelled.body.data.refundedCents).toBe(1500);
    const order = await callsAs(server, buyer).get(`/api/v2/orders/${orderId}`);
    expect(order.body.data.refundedCents).toBe(1500);
  });

  it('refunds once when two cancellations arrive at once', async () => {
    const event = await eventIn(240);
    const buyer = await signedInMember(server);
    const { orderId, ticketIds } = await buy(buyer, event, 1);
    const before = await soldOf(event.types[0]!.id);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        callsAs(server, buyer).post(ticketPath(orderId, ticketIds[0], 'cancel'), {
          clientKey: key(),
          refundCents: 3000,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await soldOf(event.types[0]!.id)).toBe(before - 1);
    const order = await callsAs(server, buyer).get(`/api/v2/orders/${orderId}`);
    expect(order.body.data.refundedCents).toBe(3000);
  });

  it('lets one of a transfer and a cancellation racing each other win', async () => {
    const event = await eventIn(240);
    const buyer = await signedInMember(server);
    const { orderId, ticketIds } = await buy(buyer, event, 1);
    const [transfer, cancel] = await Promise.all([
      callsAs(server, buyer).post(ticketPath(orderId, ticketIds[0], 'transfer'), {
        clientKey: key(),
        name: 'Race Winner',
        email: uniqueEmail('race'),
      }),
      callsAs(server, buyer).post(ticketPath(orderId, ticketIds[0], 'cancel'), {
        clientKey: key(),
        refundCents: 3000,
      }),
    ]);
    expect([transfer.status, cancel.status].sort()).toEqual([200, 409]);
    const valid = await db()
      .selectFrom('tickets')
      .select('id')
      .where('order_id', '=', orderId)
      .where('voided_at', 'is', null)
      .execute();
    expect(valid).toHaveLength(transfer.status === 200 ? 1 : 0);
    const order = await callsAs(server, buyer).get(`/api/v2/orders/${orderId}`);
    expect(order.body.data.refundedCents).toBe(cancel.status === 200 ? 3000 : 0);
  });
});

describe('asking for a refund', () => {
  it('is offered when the policy gives nothing, once per ticket, and shows in Sales', async () => {
    const event = await eventIn(10);
    const buyer = await signedInMember(server);
    const { orderId, ticketIds } = await buy(buyer, event, 1);
    const options = await callsAs(server, buyer).get(`/api/v2/orders/${orderId}/ticket-options`);
    expect(options.body.data.tickets[0]).toMatchObject({ cancel: null, canAskRefund: true });
    const cancel = await callsAs(server, buyer).post(ticketPath(orderId, ticketIds[0], 'cancel'), {
      clientKey: key(),
      refundCents: 0,
    });
    expect(cancel.status).toBe(409);
    // A teacher of the school (its home school too) handles no sales: not told.
    const teacher = await signedInMember(server);
    await server.databases.production
      .updateTable('accounts')
      .set({ organisation_id: school.organisationId! })
      .where('id', '=', teacher.accountId)
      .execute();
    await server.databases.production
      .insertInto('organisation_members')
      .values({
        organisation_id: school.organisationId!,
        account_id: teacher.accountId,
        role: 'teacher',
      })
      .execute();
    const body = { clientKey: key(), message: 'I broke my ankle.' };
    const asked = await callsAs(server, buyer).post(
      ticketPath(orderId, ticketIds[0], 'refund-request'),
      body,
    );
    expect(asked.status).toBe(201);
    // My Tickets says so on the ticket, as the order page does.
    const mine = (await callsAs(server, buyer).get('/api/v2/ticket/mine')).body.data;
    const asking = mine.filter((t: { refundRequested?: boolean }) => t.refundRequested);
    expect(asking).toHaveLength(1);
    const again = await callsAs(server, buyer).post(
      ticketPath(orderId, ticketIds[0], 'refund-request'),
      body,
    );
    expect(again.body.data.id).toBe(asked.body.data.id);
    const second = await callsAs(server, buyer).post(
      ticketPath(orderId, ticketIds[0], 'refund-request'),
      { ...body, clientKey: key() },
    );
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe(
      'You already asked the school for a refund of this ticket.',
    );
    // The school is told once, with the buyer's message.
    const told = await server.databases.production
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', school.email.toLowerCase())
      .where('subject', 'like', 'Refund requested:%')
      .execute();
    expect(told).toHaveLength(1);
    expect(told[0]!.text_body).toContain('I broke my ankle.');
    expect(told[0]!.text_body).toContain(`${buyer.email} asked for a refund of ticket`);
    const toTeacher = await server.databases.production
      .selectFrom('outbox')
      .select('id')
      .where('to_address', '=', teacher.email.toLowerCase())
      .execute();
    expect(toTeacher).toEqual([]);
    const listed = await callsAs(server, school).get(
      `/api/v2/ticket/organiser/${event.configurationId}/refund-requests`,
    );
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        orderId,
        ticketId: ticketIds[0],
        buyerEmail: buyer.email,
        message: 'I broke my ankle.',
        settled: false,
      }),
    ]);
    const other = await signedInMember(server, { organisation: 'Nosy School' });
    expect(
      (
        await callsAs(server, other).get(
          `/api/v2/ticket/organiser/${event.configurationId}/refund-requests`,
        )
      ).status,
    ).toBe(404);
  });
});

describe('the school’s settings', () => {
  it('are read and saved by its members only, with shaped refusals', async () => {
    const event = await eventIn(240, { refundRules: null, transferCutoffHours: 48 });
    const path = `/api/v2/ticket/organiser/${event.configurationId}/buyer-changes`;
    const read = await callsAs(server, school).get(path);
    expect(read.body.data).toEqual({
      transfersAllowed: true,
      transferCutoffHours: 48,
      refundRules: null,
    });
    const bad = await callsAs(server, school).put(path, {
      transfersAllowed: true,
      transferCutoffHours: -1,
      refundRules: [{ hoursBefore: 24, percent: 150 }],
    });
    expect(bad.status).toBe(400);
    const other = await signedInMember(server, { organisation: 'Other School' });
    expect((await callsAs(server, other).get(path)).status).toBe(404);
    expect(
      (
        await callsAs(server, other).put(path, {
          transfersAllowed: false,
          transferCutoffHours: 0,
          refundRules: null,
        })
      ).status,
    ).toBe(404);
  });
});

describe('retries, limits and names', () => {
  it('answers parallel retries of one transfer with the first, counted once', async () => {
    const event = await eventIn(240);
    const buyer = await signedInMember(server);
    const { orderId, ticketIds } = await buy(buyer, event, 1);
    const body = { clientKey: key(), name: 'Para Llel', email: uniqueEmail('parallel') };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        callsAs(server, buyer).post(ticketPath(orderId, ticketIds[0], 'transfer'), body),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.data.ticketId)).size).toBe(1);
    const counted = await db()
      .selectFrom('login_limits')
      .select('attempts')
      .where('key', '=', `transfer-to:${body.email}`)
      .executeTakeFirstOrThrow();
    expect(Number(counted.attempts)).toBe(1);
  });

  it('answers parallel retries of one cancellation with the first', async () => {
    const event = await eventIn(240);
    const buyer = await signedInMember(server);
    const { orderId, ticketIds } = await buy(buyer, event, 1);
    const body = { clientKey: key(), refundCents: 3000 };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        callsAs(server, buyer).post(ticketPath(orderId, ticketIds[0], 'cancel'), body),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((answer) => answer.body.data.refundedCents)).toEqual([
      3000, 3000, 3000, 3000,
    ]);
  });

  it('does not count transfers refused before they are made against the address named', async () => {
    const event = await eventIn(240);
    const victim = uniqueEmail('victim');
    const mallory = await signedInMember(server);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const refused = await callsAs(server, mallory).post(
        ticketPath(crypto.randomUUID(), crypto.randomUUID(), 'transfer'),
        { clientKey: key(), name: 'Vic Tim', email: victim },
      );
      expect(refused.status).toBe(404);
    }
    const buyer = await signedInMember(server);
    const { orderId, ticketIds } = await buy(buyer, event, 1);
    const passed = await callsAs(server, buyer).post(
      ticketPath(orderId, ticketIds[0], 'transfer'),
      {
        clientKey: key(),
        name: 'Vic Tim',
        email: victim,
      },
    );
    expect(passed.status, JSON.stringify(passed.body)).toBe(200);
  });

  it('says an hour and means it when transfers are limited', async () => {
    const event = await eventIn(240);
    const buyer = await signedInMember(server);
    const { orderId, ticketIds } = await buy(buyer, event, 6);
    const target = uniqueEmail('hour');
    let last = null as Awaited<ReturnType<ReturnType<typeof callsAs>['post']>> | null;
    for (const ticketId of ticketIds)
      last = await callsAs(server, buyer).post(ticketPath(orderId, ticketId, 'transfer'), {
        clientKey: key(),
        name: 'Hour Long',
        email: target,
      });
    expect(last!.status).toBe(429);
    expect(last!.body.error.message).toContain('wait an hour');
    expect(last!.body.error.details.retryAfterSeconds).toBe(3600);
  });

  it('lists a renamed holder under the new name, on screen and in the export', async () => {
    const event = await eventIn(240);
    const buyer = await signedInMember(server, { name: 'Bea Buyer' });
    const { orderId, ticketIds } = await buy(buyer, event, 1);
    const renamed = await callsAs(server, buyer).put(ticketPath(orderId, ticketIds[0], 'holder'), {
      name: 'Nina Newholder',
    });
    expect(renamed.status).toBe(200);
    const base = `/api/v2/ticket/organiser/${event.configurationId}/attendees`;
    const list = await callsAs(server, school).get(base);
    expect(
      list.body.data.attendees.find((a: { ticketId: string }) => a.ticketId === ticketIds[0]),
    ).toMatchObject({ name: 'Nina Newholder' });
    const csv = await server.app.inject({
      method: 'GET',
      url: `${base}/export`,
      headers: school.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Nina Newholder');
    expect(csv.body).not.toContain('Bea Buyer');
  });

  it('keeps control and direction characters out of holder names', async () => {
    const event = await eventIn(240);
    const buyer = await signedInMember(server);
    const { orderId, ticketIds } = await buy(buyer, event, 2);
    const renamed = await callsAs(server, buyer).put(ticketPath(orderId, ticketIds[0], 'holder'), {
      name: 'Maya\r\nBcc: x@example.com\u0007\u202e',
    });
    expect(renamed.status).toBe(200);
    const email = uniqueEmail('clean');
    const moved = await callsAs(server, buyer).post(ticketPath(orderId, ticketIds[1], 'transfer'), {
      clientKey: key(),
      name: '\u202eRita\tFriend\u0007',
      email,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.name).toBe('Rita Friend');
    const names = await db()
      .selectFrom('tickets')
      .select('holder_name')
      .where('order_id', '=', orderId)
      .where('holder_name', 'is not', null)
      .execute();
    expect(names.map((row) => row.holder_name).sort()).toEqual([
      'Maya Bcc: x@example.com',
      'Rita Friend',
    ]);
    const mail = await db()
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Rita Friend');
    for (const hidden of ['\u0007', '\u202e'])
      expect(mail.text_body.includes(hidden), JSON.stringify(hidden)).toBe(false);
    const blank = await callsAs(server, buyer).put(ticketPath(orderId, ticketIds[0], 'holder'), {
      name: '\u0007\u202e ',
    });
    expect(blank.status).toBe(400);
  });
});

describe('the purchase page', () => {
  it('states the event’s own refund and pass-on rules for the review', async () => {
    const open = await eventIn(240, { transferCutoffHours: 48 });
    const page = await server.app.inject({
      method: 'GET',
      url: `/api/v2/ticket/purchase/event/${open.eventId}`,
    });
    expect(page.statusCode).toBe(200);
    const rules = page.json().data.buyerRules;
    expect(rules.refundPolicy).toBe(
      'Full refund until 7 days before the start, 50 % refund until 24 hours before the start, then no refund.',
    );
    expect(Date.parse(rules.transferUntil)).toBeCloseTo(Date.now() + 192 * 3_600_000, -5);
    const closed = await eventIn(240, { transfersAllowed: false, refundRules: null });
    const closedPage = await server.app.inject({
      method: 'GET',
      url: `/api/v2/ticket/purchase/event/${closed.eventId}`,
    });
    expect(closedPage.json().data.buyerRules).toEqual({
      refundPolicy: 'No refund on cancellation: ask the school for a refund.',
      transferUntil: null,
    });
  });
});
