// Class passes cover courses by id: a term course's weekly classes are booked one at a time, each
// a place in its own session only (through the seat ledger, under the session's capacity); a
// renamed class stays covered; the copies Duplicate event makes of a covered class are covered;
// and migration 0026 turns passes that named their classes by title into ids.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftSaveRequest } from '../../src/contract/ticketing';
import { migrations } from '../../server/db/migrate';
import { callsAs, signedInMember, type Member } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let server: TestServer;
let school: Member;
const DAY = 86_400_000;
const WEEK = 7 * DAY;

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Course Bachata School' });
});
afterAll(() => server.close());

async function publish(form: DraftSaveRequest) {
  const calls = callsAs(server, school);
  const saved = await calls.post('/api/v2/ticket/organiser/draft', form);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const published = await calls.post('/api/v2/ticket/organiser/publish', {
    eventId: saved.body.data.id,
  });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return {
    configurationId: saved.body.data.id as string,
    eventId: published.body.data.eventId as string,
    typeId: saved.body.data.ticketSetup.ticketTypes[0].id as string,
  };
}

/** A term course: four weekly classes from two days on, week 2 with room for one. */
function courseForm(title: string) {
  const first = Date.now() + 2 * DAY;
  const sessions = [1, 2, 3, 4].map((week) => ({
    id: randomUUID(),
    name: `${title} — week ${week}`,
    startDateTime: new Date(first + (week - 1) * WEEK).toISOString(),
    endDateTime: new Date(first + (week - 1) * WEEK + 3_600_000).toISOString(),
    room: 'Studio 1',
    level: '',
    teachers: '',
    capacity: week === 2 ? 1 : null,
    roles: null,
  }));
  const form = wizardForm({
    eventDetails: {
      ...wizardForm().eventDetails,
      title,
      startDateTime: sessions[0]!.startDateTime,
      endDateTime: sessions[3]!.endDateTime,
    },
    ticketSetup: {
      ticketTypes: [
        { name: 'Full course', price: 120, currency: 'AUD', quantity: 20, sessionIds: null },
      ],
      sessions,
      refundPolicy: '',
    },
  });
  return { form, sessions };
}

function nightForm(title: string, startsInDays: number) {
  const start = new Date(Date.now() + startsInDays * DAY);
  return wizardForm({
    eventDetails: {
      ...wizardForm().eventDetails,
      title,
      startDateTime: start.toISOString(),
      endDateTime: new Date(start.getTime() + 3_600_000).toISOString(),
    },
    ticketSetup: {
      ticketTypes: [{ name: 'Class', price: 15, currency: 'AUD', quantity: 20 }],
      refundPolicy: '',
    },
  });
}

async function passFor(courses: string[]) {
  const created = await callsAs(server, school).post(
    `/api/v2/org/${school.organisationId}/passes`,
    { name: '5-class pass', classes: 5, validityWeeks: 8, price: 60, currency: 'AUD', courses },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data as { id: string; courses: Array<{ id: string; title: string }> };
}

async function boughtBy(passId: string) {
  const dancer = await signedInMember(server, { organisation: null });
  const bought = await callsAs(server, dancer).post(`/api/v2/passes/${passId}/checkout`, {
    transactionId: `tx-${randomUUID()}`,
  });
  expect(bought.body).toMatchObject({ mode: 'demo' });
  return { dancer, passOrderId: bought.body.passOrderId as string };
}

type PassClass = { eventId: string; sessionId: string; title: string; bookingId: string | null };
const classesOf = async (dancer: Member, passOrderId: string) =>
  (
    (await callsAs(server, dancer).get('/api/v2/passes/mine')).body.data as Array<{
      id: string;
      classes: PassClass[];
    }>
  ).find((pass) => pass.id === passOrderId)!.classes;

const book = (dancer: Member, passOrderId: string, body: object) =>
  callsAs(server, dancer).post(`/api/v2/passes/orders/${passOrderId}/book`, body);

const seats = async (configurationId: string) =>
  (
    await server.databases.production
      .selectFrom('event_sessions')
      .select('sold')
      .where('configuration_id', '=', configurationId)
      .orderBy('position')
      .execute()
  ).map((row) => row.sold);

const typeSold = async (typeId: string) =>
  (
    await server.databases.production
      .selectFrom('ticket_types')
      .select('sold')
      .where('id', '=', typeId)
      .executeTakeFirstOrThrow()
  ).sold;

describe('a pass covering a term course', () => {
  it('books one weekly class at a time, a place in that class only', async () => {
    const { form, sessions } = courseForm('Bachata Level 1');
    const course = await publish(form);
    const pass = await passFor([course.configurationId]);
    expect(pass.courses).toEqual([{ id: course.configurationId, title: 'Bachata Level 1' }]);
    const choices = await callsAs(server, school).get(
      `/api/v2/org/${school.organisationId}/pass-courses`,
    );
    expect(choices.body.data).toContainEqual({
      id: course.configurationId,
      title: 'Bachata Level 1',
      events: 1,
      classes: 4,
    });
    // A course still a draft may be chosen ahead of its publishing, and says so.
    const draft = await callsAs(server, school).post(
      '/api/v2/ticket/organiser/draft',
      courseForm('Zouk Level 1').form,
    );
    const withDraft = await callsAs(server, school).get(
      `/api/v2/org/${school.organisationId}/pass-courses`,
    );
    expect(withDraft.body.data).toContainEqual({
      id: draft.body.data.id,
      title: 'Zouk Level 1 (draft)',
      events: 1,
      classes: 4,
    });

    const { dancer, passOrderId } = await boughtBy(pass.id);
    const classes = await classesOf(dancer, passOrderId);
    expect(classes.map((entry) => entry.title)).toEqual(sessions.map((session) => session.name));
    expect(classes.map((entry) => entry.sessionId)).toEqual(sessions.map((session) => session.id));

    // A course has several classes: which one must be said.
    const unsaid = await book(dancer, passOrderId, { eventId: course.eventId });
    expect(unsaid.status).toBe(400);
    expect(unsaid.body.error.message).toBe('Please choose which class of the course to book.');

    const week2 = sessions[1]!.id;
    const booked = await book(dancer, passOrderId, { eventId: course.eventId, sessionId: week2 });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(await seats(course.configurationId)).toEqual([0, 1, 0, 0]);
    expect(await typeSold(course.typeId)).toBe(1);
    const mine = await callsAs(server, dancer).get('/api/v2/ticket/mine');
    const ticket = (
      mine.body.data as Array<{ code: string; sessions: Array<{ id: string }> }>
    ).find((entry) => entry.code === booked.body.data.code)!;
    expect(ticket.sessions.map((session) => session.id)).toEqual([week2]);
    expect(
      (await classesOf(dancer, passOrderId)).find((entry) => entry.sessionId === week2)!.bookingId,
    ).toBe(booked.body.data.bookingId);
    // The booked ticket itself names its class (what the door and the calendars read).
    const door = await server.databases.production
      .selectFrom('tickets')
      .select('session_id')
      .where('code', '=', booked.body.data.code)
      .executeTakeFirstOrThrow();
    expect(door.session_id).toBe(week2);

    // Week 2 holds one: the next dancer is told which class is full, and keeps the credit.
    const other = await boughtBy(pass.id);
    const full = await book(other.dancer, other.passOrderId, {
      eventId: course.eventId,
      sessionId: week2,
    });
    expect(full.status).toBe(409);
    expect(full.body.error.message).toBe('Bachata Level 1 — week 2 is full');
    const week3 = await book(other.dancer, other.passOrderId, {
      eventId: course.eventId,
      sessionId: sessions[2]!.id,
    });
    expect(week3.status).toBe(200);
    expect(await seats(course.configurationId)).toEqual([0, 1, 1, 0]);

    // Cancelling gives the place back in that class only.
    const cancelled = await server.app.inject({
      method: 'DELETE',
      url: `/api/v2/passes/bookings/${booked.body.data.bookingId}`,
      headers: dancer.headers,
    });
    expect(cancelled.statusCode).toBe(204);
    expect(await seats(course.configurationId)).toEqual([0, 0, 1, 0]);
    expect(await typeSold(course.typeId)).toBe(1);
  });
});

describe('a pass covering a weekly class', () => {
  it('keeps covering it when it is renamed, and covers the copies Duplicate event makes', async () => {
    const form = nightForm('Salsa Tuesdays', 3);
    const night = await publish(form);
    const pass = await passFor([night.configurationId]);
    const { dancer, passOrderId } = await boughtBy(pass.id);

    const calls = callsAs(server, school);
    const renamed = await calls.post('/api/v2/ticket/organiser/draft', {
      ...form,
      id: night.configurationId,
      eventDetails: { ...form.eventDetails, title: 'Salsa Tuesday Nights' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const page = await callsAs(server, null).get(`/api/v2/ticket/purchase/event/${night.eventId}`);
    expect(page.body.data.event.title).toBe('Salsa Tuesday Nights');
    expect(page.body.data.passes).toMatchObject([
      { id: pass.id, courses: [{ id: night.configurationId, title: 'Salsa Tuesday Nights' }] },
    ]);
    const [renamedClass] = await classesOf(dancer, passOrderId);
    expect(renamedClass).toMatchObject({ eventId: night.eventId, title: 'Salsa Tuesday Nights' });
    // An event of one session needs no session named.
    expect((await book(dancer, passOrderId, { eventId: night.eventId })).status).toBe(200);

    // Next week's copy belongs to the series: covered without touching the pass.
    const copy = await calls.post(`/api/v2/ticket/organiser/${night.configurationId}/duplicate`, {
      clientKey: randomUUID(),
    });
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    const published = await calls.post('/api/v2/ticket/organiser/publish', {
      eventId: copy.body.data.id,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const nextWeek = published.body.data.eventId as string;
    expect((await classesOf(dancer, passOrderId)).map((entry) => entry.eventId)).toEqual([
      night.eventId,
      nextWeek,
    ]);
    expect((await book(dancer, passOrderId, { eventId: nextWeek })).status).toBe(200);
    const choices = await calls.get(`/api/v2/org/${school.organisationId}/pass-courses`);
    expect(
      (choices.body.data as Array<{ id: string; events: number }>).find(
        (course) => course.id === night.configurationId,
      ),
    ).toMatchObject({ events: 2 });

    // Another class of the school is not covered until the school ticks it.
    const tango = await publish(nightForm('Tango Tuesdays', 4));
    expect((await book(dancer, passOrderId, { eventId: tango.eventId })).body.error.message).toBe(
      'This pass does not cover that class.',
    );
    const changed = await calls.put(
      `/api/v2/org/${school.organisationId}/passes/${pass.id}/courses`,
      { courses: [night.configurationId, tango.configurationId] },
    );
    expect(changed.status).toBe(200);
    expect((await book(dancer, passOrderId, { eventId: tango.eventId })).status).toBe(200);
    const elsewhere = await signedInMember(server, { organisation: 'Pass Meddlers' });
    expect(
      (
        await callsAs(server, elsewhere).put(
          `/api/v2/org/${school.organisationId}/passes/${pass.id}/courses`,
          { courses: [tango.configurationId] },
        )
      ).status,
    ).toBe(404);
  });
});

describe('migration 0026', () => {
  it('turns a pass that named its classes by title into the ids of those classes', async () => {
    const schema = `passes_${randomUUID().slice(0, 8)}`;
    const checked = await server.databases.production.transaction().execute(async (trx) => {
      await sql.raw(`CREATE SCHEMA ${schema}`).execute(trx);
      await sql.raw(`SET LOCAL search_path TO ${schema}`).execute(trx);
      for (const migration of migrations.filter((candidate) => candidate.name < '0026'))
        for (const statement of migration.statements) await sql.raw(statement).execute(trx);
      const [organisation, other] = [randomUUID(), randomUUID()];
      const [salsa, salsaDraft, tango, foreign] = [
        randomUUID(),
        randomUUID(),
        randomUUID(),
        randomUUID(),
      ];
      const pass = randomUUID();
      await sql`INSERT INTO organisations (id, name) VALUES (${organisation}, 'Old School'),
        (${other}, 'Other School')`.execute(trx);
      const details = (title: string) => JSON.stringify({ title });
      await sql`INSERT INTO ticket_configurations (id, organisation_id, event_details) VALUES
        (${salsa}, ${organisation}, ${details(' beginner SALSA ')}),
        (${salsaDraft}, ${organisation}, ${details('Beginner Salsa')}),
        (${tango}, ${organisation}, ${details('Beginner Tango')}),
        (${foreign}, ${other}, ${details('Beginner Salsa')})`.execute(trx);
      await sql`INSERT INTO class_passes (id, organisation_id, name, classes, validity_weeks,
        price_cents, currency, covers)
        VALUES (${pass}, ${organisation}, '5 classes', 5, 8, 6000, 'AUD', 'Beginner Salsa')`.execute(
        trx,
      );
      const latest = migrations.find((migration) => migration.name.startsWith('0026'))!;
      for (const statement of latest.statements) await sql.raw(statement).execute(trx);
      const covered = await sql<{ pass_id: string; series_id: string }>`
        SELECT pass_id, series_id FROM class_pass_courses ORDER BY series_id`.execute(trx);
      await sql.raw(`SET LOCAL search_path TO public`).execute(trx);
      await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(trx);
      return { covered: covered.rows, pass, salsa: [salsa, salsaDraft].sort() };
    });
    expect(checked.covered).toEqual(
      checked.salsa.map((id) => ({ pass_id: checked.pass, series_id: id })),
    );
  });
});
