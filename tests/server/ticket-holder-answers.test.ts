// Answers after a ticket changes hands, on a real database: the new holder of a ticket passed on
// is asked the school's questions (the e-mail, My Tickets, their own answers until the event
// starts) and the door says "answers missing" until they answer; the buyer's order page no longer
// carries the answers of a ticket passed on; a guest changes the name on a ticket by the order's
// link under the signed-in buyer's rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '../../src/contract/attendee-questions';
import type { DoorTicket } from '../../src/contract/door';
import type { MyTicket } from '../../src/contract/my-tickets';
import { TRANSFERS_FORBIDDEN, type TicketOption } from '../../src/contract/ticket-changes';
import { callsAs, signedInMember, type Member } from '../support/members';
import {
  checkoutOf,
  publishTickets,
  purchaseOf,
  type PublishedTickets,
} from '../support/published-tickets';
import {
  startTestServer,
  uniqueAddress,
  uniqueEmail,
  type TestServer,
} from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
let night: PublishedTickets;
let waiver: Question;
let level: Question;

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const db = () => server.databases.production;

const holder = (name: string, answers: Record<string, unknown>) => ({
  ticketType: night.types[0]!.id,
  name,
  answers,
});

const ticketsOfOrder = (orderId: string) =>
  db()
    .selectFrom('tickets')
    .select(['id', 'code', 'holder_name', 'answers', 'voided_at', 'transferred_from'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('code')
    .execute();

async function setTransfers(transfersAllowed: boolean) {
  const saved = await callsAs(server, school).put(
    `/api/v2/ticket/organiser/${night.configurationId}/buyer-changes`,
    { transfersAllowed, transferCutoffHours: 0, refundRules: [] },
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

async function startsAt(iso: string) {
  await db()
    .updateTable('events')
    .set({ starts_at: new Date(iso) })
    .where('id', '=', night.eventId)
    .execute();
}

async function doorTicket(ticketId: string) {
  const door = await callsAs(server, school).get(`/api/v2/door/${night.eventId}`);
  expect(door.status).toBe(200);
  return (door.body.data.tickets as DoorTicket[]).find((ticket) => ticket.id === ticketId)!;
}

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Holder Answers School' });
  const form = wizardForm();
  night = await publishTickets(server, school, {
    eventDetails: { ...form.eventDetails!, startDateTime: hours(48), endDateTime: hours(52) },
    ticketSetup: {
      ...form.ticketSetup,
      ticketTypes: [
        { name: 'Workshop', price: 40, currency: 'AUD', quantity: 50, description: 'Two hours' },
      ],
    },
  });
  await setTransfers(true);
  const add = async (input: object) => {
    const created = await callsAs(server, school).post(
      `/api/v2/ticket/organiser/${night.configurationId}/questions`,
      input,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data as Question;
  };
  waiver = await add({ kind: 'checkbox', label: 'I accept the waiver', required: true });
  level = await add({ kind: 'single', label: 'Your level', options: ['Beginner', 'Improver'] });
}, 300_000);
afterAll(() => server.close());

describe('a ticket passed on: its new holder answers', () => {
  let buyer: Member;
  let friend: Member;
  let orderId: string;
  let oldId: string;
  let newId: string;

  beforeAll(async () => {
    buyer = await signedInMember(server, { organisation: null, name: 'Pat Buyer' });
    friend = await signedInMember(server, { organisation: null });
    await db()
      .updateTable('accounts')
      .set({ email_verified_at: new Date() })
      .where('id', '=', friend.accountId)
      .execute();
    const bought = await callsAs(server, buyer).post('/api/v2/ticket/purchase', {
      ...purchaseOf(night, [1]),
      attendees: [holder('Ann Lee', { [waiver.id]: true, [level.id]: 'Improver' })],
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    orderId = bought.body.data.orderId as string;
    oldId = (await ticketsOfOrder(orderId))[0]!.id;
    const moved = await callsAs(server, buyer).post(
      `/api/v2/orders/${orderId}/tickets/${oldId}/transfer`,
      { clientKey: crypto.randomUUID(), name: 'Rita Friend', email: friend.email },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    newId = moved.body.data.ticketId as string;
  });

  it('is invited by e-mail and in My Tickets, and the door says the answers are missing', async () => {
    const mail = await db()
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', friend.email)
      .where('subject', 'like', 'A ticket for you%')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(
      'The school asks each ticket holder a few questions, and some must be answered: answer them in My Tickets (Answer the questions) before the event starts.',
    );
    const mine = await callsAs(server, friend).get('/api/v2/ticket/mine');
    const received = (mine.body.data as MyTicket[]).find((ticket) => ticket.received)!;
    expect(received.holderAnswers).toEqual({ ticketId: newId, missing: true });
    // The buyer's own tickets carry no such invitation: the order is theirs to answer.
    const buyers = await callsAs(server, buyer).get('/api/v2/ticket/mine');
    expect(
      (buyers.body.data as MyTicket[]).every((ticket) => ticket.holderAnswers === undefined),
    ).toBe(true);

    const atDoor = await doorTicket(newId);
    expect(atDoor.answersMissing).toBe(true);
    expect(atDoor.answers).toEqual([
      { label: 'I accept the waiver', answer: 'No' },
      { label: 'Your level', answer: '' },
    ]);
  });

  it('reads the questions and answers them, checked as at checkout', async () => {
    const path = `/api/v2/ticket/mine/${newId}/answers`;
    const read = await callsAs(server, friend).get(path);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data.questions.map((one: Question) => one.label)).toEqual([
      'I accept the waiver',
      'Your level',
    ]);
    expect(read.body.data.tickets).toMatchObject([
      { id: newId, holderName: 'Rita Friend', answers: {}, answersRefusal: null },
    ]);

    const unticked = await callsAs(server, friend).put(path, {
      answers: { [level.id]: 'Beginner' },
    });
    expect(unticked.status).toBe(400);
    expect(unticked.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Please answer "I accept the waiver".',
      details: { field: 'answers', questionId: waiver.id },
    });
    const notAChoice = await callsAs(server, friend).put(path, {
      answers: { [waiver.id]: true, [level.id]: 'Expert' },
    });
    expect(notAChoice.status).toBe(400);
    expect((await callsAs(server, friend).put(path, { answers: 'yes' })).status).toBe(400);

    const saved = await callsAs(server, friend).put(path, {
      answers: { [waiver.id]: true, [level.id]: 'Beginner' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      data: { ticketId: newId, answers: { [waiver.id]: true, [level.id]: 'Beginner' } },
      message: 'Your answers were saved.',
    });
    const mine = await callsAs(server, friend).get('/api/v2/ticket/mine');
    expect((mine.body.data as MyTicket[]).find((ticket) => ticket.received)!.holderAnswers).toEqual(
      { ticketId: newId, missing: false },
    );
    const atDoor = await doorTicket(newId);
    expect(atDoor.answersMissing).toBeUndefined();
    expect(atDoor.answers).toEqual([
      { label: 'I accept the waiver', answer: 'Yes' },
      { label: 'Your level', answer: 'Beginner' },
    ]);
    // The void ticket keeps the earlier holder's answers, untouched.
    const old = (await ticketsOfOrder(orderId)).find((ticket) => ticket.id === oldId)!;
    expect(old.answers).toEqual({ [waiver.id]: true, [level.id]: 'Improver' });
  });

  it('is the holder’s alone: the buyer, a stranger and another ticket are 404', async () => {
    const stranger = await signedInMember(server, { organisation: null });
    const path = `/api/v2/ticket/mine/${newId}/answers`;
    const put = (member: Member, url: string) =>
      callsAs(server, member).put(url, { answers: { [waiver.id]: true } });
    expect((await callsAs(server, stranger).get(path)).status).toBe(404);
    expect((await put(stranger, path)).status).toBe(404);
    expect((await callsAs(server, buyer).get(path)).status).toBe(404);
    expect((await put(buyer, path)).status).toBe(404);
    // The void ticket it replaced is nobody's to answer.
    expect((await put(friend, `/api/v2/ticket/mine/${oldId}/answers`)).status).toBe(404);
    expect(
      (await callsAs(server, friend).get('/api/v2/ticket/mine/not-an-id/answers')).status,
    ).toBe(400);
    expect((await callsAs(server, null).get(path)).status).toBe(401);
  });

  it('keeps the buyer’s cut-off: no change once the event has started', async () => {
    await startsAt(new Date(Date.now() - 60_000).toISOString());
    try {
      const path = `/api/v2/ticket/mine/${newId}/answers`;
      const late = await callsAs(server, friend).put(path, { answers: { [waiver.id]: true } });
      expect(late.status).toBe(409);
      expect(late.body.error.message).toBe('This event has already started.');
      const read = await callsAs(server, friend).get(path);
      expect(read.body.data.tickets[0].answersRefusal).toBe('This event has already started.');
      // My Tickets no longer invites an answer that cannot be given.
      const mine = await callsAs(server, friend).get('/api/v2/ticket/mine');
      const received = (mine.body.data as MyTicket[]).find((ticket) => ticket.received)!;
      expect(received.holderAnswers).toBeUndefined();
    } finally {
      await startsAt(hours(48));
    }
  });

  it('leaves the buyer’s order page without the answers of the ticket passed on', async () => {
    const options = await callsAs(server, buyer).get(`/api/v2/orders/${orderId}/ticket-options`);
    expect(options.status).toBe(200);
    const tickets = options.body.data.tickets as TicketOption[];
    expect(tickets.map((ticket) => [ticket.id, ticket.passedOn, ticket.answers])).toEqual([
      [oldId, true, {}],
      [newId, true, {}],
    ]);
    expect(tickets[0]!.transferredTo).toMatchObject({ name: 'Rita Friend' });
  });
});

describe('a guest changes the name on a ticket by the order link', () => {
  let orderId: string;
  let access: string;
  let base: string;
  let ticketIds: string[];

  beforeAll(async () => {
    const email = uniqueEmail('holder-guest');
    const bought = await server.app.inject({
      method: 'POST',
      url: '/api/v2/ticket/guest-checkout',
      payload: {
        ...checkoutOf(night, [2]),
        guest: { email, name: 'Gia Guest' },
        attendees: [
          holder('Ann Lee', { [waiver.id]: true }),
          holder('Bo Kim', { [waiver.id]: true }),
        ],
      },
      remoteAddress: uniqueAddress(),
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const receipt = await db()
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .where('subject', 'like', 'Your tickets%')
      .executeTakeFirstOrThrow();
    [, orderId = '', access = ''] = /\/orders\/([\w-]+)\?access=([\w.-]+)/.exec(receipt.text_body)!;
    base = `/api/v2/orders/${orderId}/shared`;
    ticketIds = (await ticketsOfOrder(orderId)).map((ticket) => ticket.id);
  });

  it('says each ticket can be renamed, and renames it: the pass stays the same', async () => {
    const read = await callsAs(server, null).get(`${base}/answers?access=${access}`);
    expect(read.status).toBe(200);
    expect(
      read.body.data.tickets.map((ticket: { nameRefusal: string | null }) => ticket.nameRefusal),
    ).toEqual([null, null]);
    const [first] = await ticketsOfOrder(orderId);
    const renamed = await callsAs(server, null).put(
      `${base}/tickets/${first!.id}/holder?access=${access}`,
      { name: '  Cleo New  ' },
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({
      data: { ticketId: first!.id, name: 'Cleo New' },
      message: 'The name on the ticket was changed.',
    });
    const after = (await ticketsOfOrder(orderId)).find((ticket) => ticket.id === first!.id)!;
    expect(after).toMatchObject({ holder_name: 'Cleo New', code: first!.code, voided_at: null });
    expect((await doorTicket(first!.id)).buyerName).toBe('Cleo New');
  });

  it('refuses a bad link, another order’s ticket and an empty name', async () => {
    const anyone = callsAs(server, null);
    const path = (ticketId: string, token = access) =>
      `${base}/tickets/${ticketId}/holder?access=${token}`;
    const forged = `${access.split('.')[0]}.${'A'.repeat(43)}`;
    const bad = await anyone.put(path(ticketIds[1]!, forged), { name: 'Eve' });
    expect(bad.status).toBe(404);
    expect(bad.body.error.message).toMatch(/^This order link is not valid or has expired/);
    expect(
      (await anyone.put(`${base}/tickets/${ticketIds[1]}/holder`, { name: 'Eve' })).status,
    ).toBe(400);
    expect((await anyone.put(path(ticketIds[1]!), { name: '' })).status).toBe(400);
    expect((await anyone.put(path(ticketIds[1]!), {})).status).toBe(400);
    const buyer = await signedInMember(server, { organisation: null });
    const other = await callsAs(server, buyer).post('/api/v2/ticket/purchase', {
      ...purchaseOf(night, [1]),
      attendees: [holder('Cy Other', { [waiver.id]: true })],
    });
    expect(other.status).toBe(200);
    const [theirs] = await ticketsOfOrder(other.body.data.orderId as string);
    const elsewhere = await anyone.put(path(theirs!.id), { name: 'Eve' });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error.message).toBe('This ticket was not found in your order.');
    // The link of this order renames nothing on another order, even with that order's ticket.
    expect(
      (
        await anyone.put(
          `/api/v2/orders/${other.body.data.orderId}/shared/tickets/${theirs!.id}/holder?access=${access}`,
          { name: 'Eve' },
        )
      ).status,
    ).toBe(404);
    expect((await ticketsOfOrder(other.body.data.orderId as string))[0]!.holder_name).toBe(
      'Cy Other',
    );
    expect((await ticketsOfOrder(orderId)).map((ticket) => ticket.holder_name)).not.toContain(
      'Eve',
    );
  });

  it('follows the school’s transfer settings, as a signed-in buyer’s rename does', async () => {
    await setTransfers(false);
    try {
      const read = await callsAs(server, null).get(`${base}/answers?access=${access}`);
      expect(
        read.body.data.tickets.map((ticket: { nameRefusal: string | null }) => ticket.nameRefusal),
      ).toEqual([TRANSFERS_FORBIDDEN, TRANSFERS_FORBIDDEN]);
      const refused = await callsAs(server, null).put(
        `${base}/tickets/${ticketIds[1]}/holder?access=${access}`,
        { name: 'Dee Late' },
      );
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(TRANSFERS_FORBIDDEN);
    } finally {
      await setTransfers(true);
    }
  });
});
