// Answers after the sale, on a real database: a guest (no account) reads and changes their
// tickets' answers with the signed link of their receipt — the signed-in buyer's rules, a bad link
// 404, bad answers 400, after the start 409 — and a ticket passed on starts with no answers and
// the new holder's name (the old holder's answers are theirs, kept on the void ticket only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question, QuestionInput } from '../../src/contract/attendee-questions';
import type { DoorTicket } from '../../src/contract/door';
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
let level: Question;
let photos: Question;

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const db = () => server.databases.production;

async function addQuestion(input: QuestionInput) {
  const created = await callsAs(server, school).post(
    `/api/v2/ticket/organiser/${night.configurationId}/questions`,
    input,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as Question;
}

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

const annOf = async (orderId: string) =>
  (await ticketsOfOrder(orderId)).find((ticket) => ticket.holder_name === 'Ann Lee');

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Answers Dance School' });
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
  const allowed = await callsAs(server, school).put(
    `/api/v2/ticket/organiser/${night.configurationId}/buyer-changes`,
    { transfersAllowed: true, transferCutoffHours: 0, refundRules: [] },
  );
  expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
  level = await addQuestion({
    kind: 'single',
    label: 'Your level',
    options: ['Beginner', 'Improver'],
    required: true,
  });
  photos = await addQuestion({ kind: 'checkbox', label: 'Photos are fine' });
}, 300_000);
afterAll(() => server.close());

describe('a guest’s answers by the order link', () => {
  let orderId: string;
  let access: string;
  let base: string;

  beforeAll(async () => {
    const email = uniqueEmail('answers-guest');
    const bought = await server.app.inject({
      method: 'POST',
      url: '/api/v2/ticket/guest-checkout',
      payload: {
        ...checkoutOf(night, [2]),
        guest: { email, name: 'Gia Guest' },
        attendees: [
          holder('Ann Lee', { [level.id]: 'Beginner', [photos.id]: true }),
          holder('Bo Kim', { [level.id]: 'Improver' }),
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
  });

  it('lists each ticket with its answers, changeable until the event starts', async () => {
    const read = await callsAs(server, null).get(`${base}/answers?access=${access}`);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data.questions.map((one: Question) => one.label)).toEqual([
      'Your level',
      'Photos are fine',
    ]);
    const byName = (one: { holderName: string }, other: { holderName: string }) =>
      one.holderName.localeCompare(other.holderName);
    expect(read.body.data.tickets.sort(byName)).toMatchObject([
      {
        holderName: 'Ann Lee',
        ticketTypeName: 'Workshop',
        ticketTypeId: night.types[0]!.id,
        answers: { [level.id]: 'Beginner', [photos.id]: true },
        answersRefusal: null,
      },
      { holderName: 'Bo Kim', answers: { [level.id]: 'Improver' }, answersRefusal: null },
    ]);
  });

  it('changes one ticket’s answers, checked as at checkout', async () => {
    const ann = await annOf(orderId);
    const path = `${base}/tickets/${ann!.id}/answers?access=${access}`;
    const anyone = callsAs(server, null);
    const saved = await anyone.put(path, { answers: { [level.id]: 'Improver' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      data: { ticketId: ann!.id, answers: { [level.id]: 'Improver' } },
      message: 'Your answers were saved.',
    });
    expect((await annOf(orderId))!.answers).toEqual({ [level.id]: 'Improver' });

    const missing = await anyone.put(path, { answers: { [photos.id]: true } });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Please answer "Your level".',
      details: { field: 'answers', questionId: level.id },
    });
    const notAChoice = await anyone.put(path, { answers: { [level.id]: 'Expert' } });
    expect(notAChoice.status).toBe(400);
    expect((await anyone.put(path, { answers: 'Improver' })).status).toBe(400);
    expect((await anyone.put(path, {})).status).toBe(400);
    expect((await annOf(orderId))!.answers).toEqual({ [level.id]: 'Improver' });
  });

  it('opens nothing without the order’s own, unexpired link', async () => {
    const ann = await annOf(orderId);
    const anyone = callsAs(server, null);
    const forged = `${access.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await anyone.get(`${base}/answers?access=${forged}`)).status).toBe(404);
    const put = (url: string) => anyone.put(url, { answers: { [level.id]: 'Beginner' } });
    const forgedPut = await put(`${base}/tickets/${ann!.id}/answers?access=${forged}`);
    expect(forgedPut.status).toBe(404);
    expect(forgedPut.body.error.code).toBe('NOT_FOUND');
    expect((await anyone.get(`${base}/answers`)).status).toBe(400);
    expect((await put(`${base}/tickets/${ann!.id}/answers`)).status).toBe(400);
    expect((await put(`${base}/tickets/not-an-id/answers?access=${access}`)).status).toBe(400);
    // This order's link opens no other order, and no ticket of another order.
    const buyer = await signedInMember(server, { organisation: null });
    const other = await callsAs(server, buyer).post('/api/v2/ticket/purchase', {
      ...purchaseOf(night, [1]),
      attendees: [holder('Cy Other', { [level.id]: 'Beginner' })],
    });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    const otherOrder = other.body.data.orderId as string;
    const [theirs] = await ticketsOfOrder(otherOrder);
    expect(
      (await anyone.get(`/api/v2/orders/${otherOrder}/shared/answers?access=${access}`)).status,
    ).toBe(404);
    expect((await put(`${base}/tickets/${theirs!.id}/answers?access=${access}`)).status).toBe(404);
    expect((await ticketsOfOrder(otherOrder))[0]!.answers).toEqual({ [level.id]: 'Beginner' });
    expect((await annOf(orderId))!.answers).toEqual({ [level.id]: 'Improver' });
  });

  it('refuses a change once the event has started', async () => {
    await db()
      .updateTable('events')
      .set({ starts_at: new Date(Date.now() - 60_000) })
      .where('id', '=', night.eventId)
      .execute();
    try {
      const ann = await annOf(orderId);
      const late = await callsAs(server, null).put(
        `${base}/tickets/${ann!.id}/answers?access=${access}`,
        { answers: { [level.id]: 'Beginner' } },
      );
      expect(late.status).toBe(409);
      expect(late.body.error.message).toBe('This event has already started.');
      const read = await callsAs(server, null).get(`${base}/answers?access=${access}`);
      expect(
        read.body.data.tickets.map((ticket: { answersRefusal: string }) => ticket.answersRefusal),
      ).toEqual(['This event has already started.', 'This event has already started.']);
    } finally {
      await db()
        .updateTable('events')
        .set({ starts_at: new Date(hours(48)) })
        .where('id', '=', night.eventId)
        .execute();
    }
  });
});

describe('a ticket passed on', () => {
  it('starts with the new holder’s name and no answers; the old answers stay on the void one', async () => {
    const buyer = await signedInMember(server, { organisation: null, name: 'Pat Buyer' });
    const bought = await callsAs(server, buyer).post('/api/v2/ticket/purchase', {
      ...purchaseOf(night, [1]),
      attendees: [holder('Ann Lee', { [level.id]: 'Improver', [photos.id]: true })],
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const orderId = bought.body.data.orderId as string;
    const [original] = await ticketsOfOrder(orderId);
    const moved = await callsAs(server, buyer).post(
      `/api/v2/orders/${orderId}/tickets/${original!.id}/transfer`,
      { clientKey: crypto.randomUUID(), name: 'Rita Friend', email: uniqueEmail('rita') },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [old, passedOn] = await ticketsOfOrder(orderId);
    expect(old!.voided_at).not.toBeNull();
    expect(old!.answers).toEqual({ [level.id]: 'Improver', [photos.id]: true });
    expect(passedOn).toMatchObject({
      transferred_from: original!.id,
      holder_name: 'Rita Friend',
      answers: null,
    });

    // The school's list names the new holder, with nothing answered yet.
    const list = await callsAs(server, school).get(
      `/api/v2/ticket/organiser/${night.configurationId}/attendees`,
    );
    const rita = list.body.data.attendees.find(
      (one: { orderId: string; name: string | null }) =>
        one.orderId === orderId && one.name === 'Rita Friend',
    );
    expect(rita.answers.map((line: { answer: string }) => line.answer)).toEqual(['', 'No']);
    expect(
      list.body.data.attendees.some(
        (one: { orderId: string; name: string | null }) =>
          one.orderId === orderId && one.name === 'Ann Lee',
      ),
    ).toBe(false);
    // The door's data keeps the void ticket (to say it was passed on) but not its answers.
    const door = await callsAs(server, school).get(`/api/v2/door/${night.eventId}`);
    expect(door.status).toBe(200);
    const doorTickets = door.body.data.tickets as DoorTicket[];
    const voidAtDoor = doorTickets.find((ticket) => ticket.id === original!.id)!;
    expect(voidAtDoor.void).toBe(true);
    expect(voidAtDoor.answers).toBeUndefined();
    expect(doorTickets.find((ticket) => ticket.id === passedOn!.id)!.answers).toEqual([
      { label: 'Your level', answer: '' },
      { label: 'Photos are fine', answer: 'No' },
    ]);
    // The buyer can no longer change the answers of a ticket that is not theirs any more.
    const change = await callsAs(server, buyer).put(
      `/api/v2/orders/${orderId}/tickets/${passedOn!.id}/answers`,
      { answers: { [level.id]: 'Beginner' } },
    );
    expect(change.status).toBe(409);
  });
});
