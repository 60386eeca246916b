// Attendee questions on a real database, with the demo purchase: the organiser's questions (their
// own events only, checked), the purchase page's offer, holders and answers given per ticket and
// enforced before anything is sold, and read back in the attendee list, its CSV and the door's
// data; the buyer changing a ticket's answers until the event starts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question, QuestionInput } from '../../src/contract/attendee-questions';
import type { DoorTicket } from '../../src/contract/door';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, purchaseOf, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
let tonight: PublishedTickets;
let level: Question;
let photos: Question;
let diet: Question;
const PURCHASE = '/api/v2/ticket/purchase';

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const questionsPath = (event: PublishedTickets) =>
  `/api/v2/ticket/organiser/${event.configurationId}/questions`;

async function addQuestion(input: QuestionInput, as = school) {
  const created = await callsAs(server, as).post(questionsPath(tonight), input);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as Question;
}

const ordersOf = (accountId: string) =>
  server.databases.production
    .selectFrom('orders')
    .select('id')
    .where('account_id', '=', accountId)
    .execute();

const ticketsOfOrder = (orderId: string) =>
  server.databases.production
    .selectFrom('tickets')
    .select(['id', 'ticket_type_id', 'holder_name', 'answers', 'code'])
    .where('order_id', '=', orderId)
    .orderBy('code')
    .execute();

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Question Dance School' });
  const form = wizardForm();
  tonight = await publishTickets(server, school, {
    eventDetails: { ...form.eventDetails!, startDateTime: hours(1), endDateTime: hours(5) },
    ticketSetup: {
      ...form.ticketSetup,
      ticketTypes: [
        { name: 'Party', price: 20, currency: 'AUD', quantity: 100, description: 'All night' },
        { name: 'Workshop', price: 40, currency: 'AUD', quantity: 100, description: 'Two hours' },
      ],
    },
  });
}, 300_000);
afterAll(() => server.close());

describe('an organiser’s questions', () => {
  it('are created, listed in order, edited and offered on the purchase page', async () => {
    level = await addQuestion({
      kind: 'single',
      label: 'Your level',
      options: ['Beginner', 'Improver', 'Advanced'],
      required: true,
      ticketTypeIds: [tonight.types[1]!.id],
    });
    photos = await addQuestion({ kind: 'checkbox', label: 'I agree to be photographed' });
    diet = await addQuestion({ kind: 'text', label: 'Dietary needs' });
    expect(level).toMatchObject({
      kind: 'single',
      required: true,
      ticketTypeIds: [tonight.types[1]!.id],
    });
    const edited = await callsAs(server, school).put(`${questionsPath(tonight)}/${diet.id}`, {
      kind: 'text',
      label: 'Dietary needs or allergies',
    });
    expect(edited.status).toBe(200);
    diet = edited.body.data as Question;
    const listed = await callsAs(server, school).get(questionsPath(tonight));
    expect(listed.body.data.map((one: Question) => one.label)).toEqual([
      'Your level',
      'I agree to be photographed',
      'Dietary needs or allergies',
    ]);
    const page = await callsAs(server, null).get(
      `/api/v2/ticket/purchase/event/${tonight.eventId}`,
    );
    expect(page.body.data.questions).toEqual(listed.body.data);
  });

  it('refuse bad input with a 400 and another school with a 404', async () => {
    const calls = callsAs(server, school);
    const noChoices = await calls.post(questionsPath(tonight), {
      kind: 'single',
      label: 'Pick',
      options: ['Only one'],
    });
    expect(noChoices.status).toBe(400);
    const badKind = await calls.post(questionsPath(tonight), { kind: 'essay', label: 'Why?' });
    expect(badKind.status).toBe(400);
    const foreignType = await calls.post(questionsPath(tonight), {
      kind: 'text',
      label: 'Shoe size',
      ticketTypeIds: [crypto.randomUUID()],
    });
    expect(foreignType.status).toBe(400);
    expect(foreignType.body.error.message).toContain('ticket type');
    const other = await signedInMember(server, { organisation: 'Another School' });
    const theirs = await callsAs(server, other).get(questionsPath(tonight));
    expect(theirs.status).toBe(404);
    const edit = await callsAs(server, other).put(`${questionsPath(tonight)}/${diet.id}`, {
      kind: 'text',
      label: 'Mine now',
    });
    expect(edit.status).toBe(404);
  });
});

describe('holders and answers at checkout', () => {
  let buyer: Member;
  let orderId: string;
  beforeAll(async () => {
    buyer = await signedInMember(server, { organisation: null, name: 'Pat Buyer' });
  });

  it('are required before anything is sold', async () => {
    const calls = callsAs(server, buyer);
    const none = await calls.post(PURCHASE, purchaseOf(tonight, [1, 1]));
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe('Please answer "Your level".');
    const wrongCount = await calls.post(PURCHASE, {
      ...purchaseOf(tonight, [1, 1]),
      attendees: [{ ticketType: tonight.types[0]!.id, name: 'Ann', answers: {} }],
    });
    expect(wrongCount.status).toBe(400);
    const notAnOption = await calls.post(PURCHASE, {
      ...purchaseOf(tonight, [0, 1]),
      attendees: [
        { ticketType: tonight.types[1]!.id, name: 'Ann', answers: { [level.id]: 'Expert' } },
      ],
    });
    expect(notAnOption.status).toBe(400);
    expect(notAnOption.body.error.details).toMatchObject({
      field: 'attendees',
      questionId: level.id,
    });
    // The level is asked of the workshop only: a party ticket may not answer it.
    const notAsked = await calls.post(PURCHASE, {
      ...purchaseOf(tonight, [1, 0]),
      attendees: [
        { ticketType: tonight.types[0]!.id, name: 'Ann', answers: { [level.id]: 'Beginner' } },
      ],
    });
    expect(notAsked.status).toBe(400);
    expect(await ordersOf(buyer.accountId)).toEqual([]);
  });

  it('are given to each ticket as it is issued, with the holder’s name', async () => {
    const bought = await callsAs(server, buyer).post(PURCHASE, {
      ...purchaseOf(tonight, [1, 1]),
      attendees: [
        {
          ticketType: tonight.types[1]!.id,
          name: 'Ann Lee',
          answers: { [level.id]: 'Improver', [photos.id]: true, [diet.id]: '  ' },
        },
        { ticketType: tonight.types[0]!.id, name: '', answers: { [diet.id]: 'Vegan' } },
      ],
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    orderId = bought.body.data.orderId;
    const tickets = await ticketsOfOrder(orderId);
    const workshop = tickets.find((ticket) => ticket.ticket_type_id === tonight.types[1]!.id)!;
    const party = tickets.find((ticket) => ticket.ticket_type_id === tonight.types[0]!.id)!;
    expect(workshop).toMatchObject({
      holder_name: 'Ann Lee',
      answers: { [level.id]: 'Improver', [photos.id]: true },
    });
    expect(party).toMatchObject({ holder_name: null, answers: { [diet.id]: 'Vegan' } });
  });

  it('are in the attendee list, its CSV and the door’s data', async () => {
    const list = await callsAs(server, school).get(
      `/api/v2/ticket/organiser/${tonight.configurationId}/attendees`,
    );
    expect(list.status).toBe(200);
    const ann = list.body.data.attendees.find(
      (one: { name: string | null }) => one.name === 'Ann Lee',
    );
    expect(ann.answers).toEqual([
      { questionId: level.id, label: 'Your level', answer: 'Improver' },
      { questionId: photos.id, label: 'I agree to be photographed', answer: 'Yes' },
      { questionId: diet.id, label: 'Dietary needs or allergies', answer: '' },
    ]);
    const partyGoer = list.body.data.attendees.find(
      (one: { name: string | null; orderId: string }) =>
        one.orderId === orderId && one.name === 'Pat Buyer',
    );
    expect(partyGoer.answers.map((line: { answer: string }) => line.answer)).toEqual([
      'No',
      'Vegan',
    ]);

    const csv = await server.app.inject({
      method: 'GET',
      url: `/api/v2/ticket/organiser/${tonight.configurationId}/attendees/export`,
      headers: school.headers,
    });
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = csv.body.trim().split(/\r?\n/);
    expect(header).toContain(
      'Add-ons,Your level,I agree to be photographed,Dietary needs or allergies,Comp',
    );
    expect(rows.find((row) => row.startsWith('Ann Lee'))).toContain(',Improver,Yes,,');
    expect(rows.find((row) => row.startsWith('Pat Buyer'))).toContain(',,No,Vegan,');

    const door = await callsAs(server, school).get(`/api/v2/door/${tonight.eventId}`);
    expect(door.status).toBe(200);
    const doorAnn = (door.body.data.tickets as DoorTicket[]).find(
      (ticket) => ticket.buyerName === 'Ann Lee',
    )!;
    expect(doorAnn.answers).toEqual([
      { label: 'Your level', answer: 'Improver' },
      { label: 'I agree to be photographed', answer: 'Yes' },
      { label: 'Dietary needs or allergies', answer: '' },
    ]);
  });

  it('are changed by the buyer until the event starts, checked as at checkout', async () => {
    const [workshop] = (await ticketsOfOrder(orderId)).filter(
      (ticket) => ticket.ticket_type_id === tonight.types[1]!.id,
    );
    const path = `/api/v2/orders/${orderId}/tickets/${workshop!.id}/answers`;
    const options = await callsAs(server, buyer).get(`/api/v2/orders/${orderId}/ticket-options`);
    expect(options.status).toBe(200);
    expect(options.body.data.questions.map((one: Question) => one.id)).toEqual([
      level.id,
      photos.id,
      diet.id,
    ]);
    expect(
      options.body.data.tickets.find((ticket: { id: string }) => ticket.id === workshop!.id),
    ).toMatchObject({
      ticketTypeId: tonight.types[1]!.id,
      answers: { [level.id]: 'Improver', [photos.id]: true },
      answersRefusal: null,
    });
    const changed = await callsAs(server, buyer).put(path, {
      answers: { [level.id]: 'Advanced', [photos.id]: false, [diet.id]: 'No nuts' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.answers).toEqual({ [level.id]: 'Advanced', [diet.id]: 'No nuts' });
    const missing = await callsAs(server, buyer).put(path, { answers: { [diet.id]: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Please answer "Your level".');
    const malformed = await callsAs(server, buyer).put(path, { answers: { nope: 1 } });
    expect(malformed.status).toBe(400);
    const stranger = await signedInMember(server, { organisation: null });
    expect((await callsAs(server, stranger).put(path, { answers: {} })).status).toBe(404);

    await server.databases.production
      .updateTable('events')
      .set({ starts_at: new Date(Date.now() - 60_000) })
      .where('id', '=', tonight.eventId)
      .execute();
    const late = await callsAs(server, buyer).put(path, {
      answers: { [level.id]: 'Beginner' },
    });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('This event has already started.');
    const after = await callsAs(server, buyer).get(`/api/v2/orders/${orderId}/ticket-options`);
    expect(after.body.data.tickets[0].answersRefusal).toBe('This event has already started.');
    const [kept] = (await ticketsOfOrder(orderId)).filter((ticket) => ticket.id === workshop!.id);
    expect(kept!.answers).toEqual({ [level.id]: 'Advanced', [diet.id]: 'No nuts' });
  });

  it('keep a removed question’s answers; one never answered is deleted', async () => {
    const unused = await addQuestion({ kind: 'text', label: 'Never answered' });
    const calls = callsAs(server, school);
    const remove = (id: string) =>
      server.app.inject({
        method: 'DELETE',
        url: `${questionsPath(tonight)}/${id}`,
        headers: school.headers,
      });
    expect((await remove(unused.id)).statusCode).toBe(200);
    expect((await remove(diet.id)).statusCode).toBe(200);
    expect((await remove(diet.id)).statusCode).toBe(404);
    const rows = await server.databases.production
      .selectFrom('event_questions')
      .select(['id', 'removed_at'])
      .where('id', 'in', [unused.id, diet.id])
      .execute();
    expect(rows.map((row) => row.id)).toEqual([diet.id]);
    const listed = await calls.get(questionsPath(tonight));
    expect(listed.body.data.map((one: Question) => one.id)).toEqual([level.id, photos.id]);
  });
});
