// Private lessons: an instructor's lesson types and availability (their own only), the free slots
// anyone reads (in the instructor's zone, across Sydney's clock change), booking once per key,
// never two overlapping lessons even when 50 dancers book at once, the lists, and cancelling
// before the cut-off, the e-mails with their calendar file — every bad request answered with a
// shaped 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAttachment } from '../../server/services/tax/mail-attachments';
import { apiErrorSchema } from '../../src/contract/errors';
import { callsAs, signedInMember, type Member } from '../support/members';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SETTINGS = '/api/v2/instructor/lessons/settings';
const AVAILABILITY = '/api/v2/instructor/lessons/availability';
const TYPES = '/api/v2/instructor/lessons/types';

let server: TestServer;
const db = () => server.databases.production;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const availability = (overrides: Record<string, unknown> = {}) => ({
  timeZone: 'Australia/Sydney',
  weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  overrides: [],
  bufferMinutes: 15,
  minNoticeHours: 0,
  bookingWindowDays: 365,
  cancelCutoffHours: 24,
  ...overrides,
});
const lessonType = (overrides: Record<string, unknown> = {}) => ({
  name: 'Zouk private',
  minutes: 60,
  format: 'single',
  price: 90,
  currency: 'AUD',
  place: 'Studio 3, 12 King St, Sydney',
  active: true,
  ...overrides,
});

/** A public instructor (confirmed e-mail) with availability and one lesson type. */
async function instructor(availabilityOverrides: Record<string, unknown> = {}) {
  const member = await signedInMember(server);
  const calls = callsAs(server, member);
  const saved = await calls.put('/api/v2/instructor/profile', {
    name: 'Lesson Teacher',
    danceStyles: ['zouk'],
    cities: [],
    bio: '',
    languages: [],
    links: [],
  });
  expect(saved.status).toBe(200);
  await db()
    .updateTable('accounts')
    .set({ email_verified_at: new Date() })
    .where('id', '=', member.accountId)
    .execute();
  expect((await calls.put(AVAILABILITY, availability(availabilityOverrides))).status).toBe(200);
  const typed = await calls.post(TYPES, lessonType());
  expect(typed.status).toBe(200);
  const typeId = typed.body.data.lessonTypes[0].id as string;
  const slug = saved.body.data.slug as string;
  return { member, slug, typeId, base: `/api/v2/instructors/${slug}/lessons/${typeId}` };
}

const range = (from: number, to: number) =>
  `from=${encodeURIComponent(new Date(from).toISOString())}&to=${encodeURIComponent(new Date(to).toISOString())}`;

async function slotsOf(base: string, from: number, to: number) {
  const answer = await callsAs(server, null).get(`${base}/slots?${range(from, to)}`);
  expect(answer.status).toBe(200);
  return answer.body.data.slots as { start: string; end: string }[];
}

const expectRefused = (
  answer: { status: number; body: unknown },
  status: number,
  field?: string,
) => {
  expect(answer.status).toBe(status);
  const error = apiErrorSchema.parse(answer.body);
  if (field) expect(error.error.details?.field).toBe(field);
};

const key = () => `key-${crypto.randomUUID()}`;

/** A signed-in dancer written straight to the database: the race needs many, not their passwords. */
async function dancerAccount(): Promise<Member> {
  const accountId = crypto.randomUUID();
  const email = uniqueEmail('dancer');
  await db().insertInto('accounts').values({ id: accountId, email, password_hash: '-' }).execute();
  const token = server.ctx.accessTokens.sign({
    accountId,
    organisationId: null,
    email,
    database: 'production',
  });
  return { accountId, email, organisationId: null, headers: { authorization: `Bearer ${token}` } };
}

describe('the instructor’s lessons and availability', () => {
  it('saves and reads them, only on the account’s own profile', async () => {
    const teacher = await instructor();
    const calls = callsAs(server, teacher.member);
    const settings = await calls.get(SETTINGS);
    expect(settings.body.data.availability).toMatchObject({
      timeZone: 'Australia/Sydney',
      bufferMinutes: 15,
    });
    expect(settings.body.data.lessonTypes[0]).toMatchObject({
      name: 'Zouk private',
      priceCents: 9000,
    });

    const changed = await calls.put(
      `${TYPES}/${teacher.typeId}`,
      lessonType({ place: null, price: 80.5 }),
    );
    expect(changed.body.data.lessonTypes[0]).toMatchObject({ place: null, priceCents: 8050 });

    const stranger = await signedInMember(server);
    expectRefused(await callsAs(server, stranger).put(AVAILABILITY, availability()), 409);
    expectRefused(await callsAs(server, stranger).post(TYPES, lessonType()), 409);
    const other = await instructor();
    expectRefused(
      await callsAs(server, other.member).put(`${TYPES}/${teacher.typeId}`, lessonType()),
      404,
    );
    expectRefused(await callsAs(server, null).get(SETTINGS), 401);
  });

  it('keeps a time zone typed in another spelling by its standard name', async () => {
    const teacher = await instructor({ timeZone: 'australia/sydney' });
    const settings = await callsAs(server, teacher.member).get(SETTINGS);
    expect(settings.body.data.availability.timeZone).toBe('Australia/Sydney');
  });

  it.each([
    [{ timeZone: 'Nowhere/City' }, 'timeZone'],
    [{ weekly: [{ weekday: 0, start: '09:00', end: '10:00' }] }, 'weekly.0.weekday'],
    [{ weekly: [{ weekday: 1, start: '11:00', end: '10:00' }] }, 'weekly.0'],
    [{ overrides: [{ date: '2026-13-01', ranges: [] }] }, 'overrides.0.date'],
    // Days the calendar does not have, and years no lesson is booked in.
    [{ overrides: [{ date: '2026-02-30', ranges: [] }] }, 'overrides.0.date'],
    [{ overrides: [{ date: '2027-02-29', ranges: [] }] }, 'overrides.0.date'],
    [{ overrides: [{ date: '0000-01-01', ranges: [] }] }, 'overrides.0.date'],
    [{ minNoticeHours: 1.5 }, 'minNoticeHours'],
    [{ cancelCutoffHours: 10_000 }, 'cancelCutoffHours'],
  ])('refuses availability %o with 400 on %s', async (change, field) => {
    const teacher = await instructor();
    expectRefused(
      await callsAs(server, teacher.member).put(AVAILABILITY, availability(change)),
      400,
      field,
    );
  });

  it.each([
    [{ minutes: 50 }, 'minutes'],
    [{ format: 'group' }, 'format'],
    [{ price: -1 }, 'price'],
    [{ currency: 'XYZ' }, 'currency'],
    [{ name: '' }, 'name'],
  ])('refuses a lesson type %o with 400 on %s', async (change, field) => {
    const teacher = await instructor();
    expectRefused(
      await callsAs(server, teacher.member).post(TYPES, lessonType(change)),
      400,
      field,
    );
  });
});

describe('free slots', () => {
  it('answers bad ranges and unknown lessons with 4xx', async () => {
    const teacher = await instructor();
    const anyone = callsAs(server, null);
    const now = Date.now();
    expectRefused(await anyone.get(`${teacher.base}/slots`), 400, 'from');
    expectRefused(await anyone.get(`${teacher.base}/slots?${range(now + DAY, now)}`), 400, 'to');
    expectRefused(
      await anyone.get(`${teacher.base}/slots?${range(now, now + 40 * DAY)}`),
      400,
      'to',
    );
    expectRefused(await anyone.get(`${teacher.base}/slots?from=soon&to=later`), 400, 'from');
    expectRefused(
      await anyone.get(
        `/api/v2/instructors/${teacher.slug}/lessons/nope/slots?${range(now, now + DAY)}`,
      ),
      400,
      'typeId',
    );
    expectRefused(
      await anyone.get(
        `/api/v2/instructors/${teacher.slug}/lessons/${crypto.randomUUID()}/slots?${range(now, now + DAY)}`,
      ),
      404,
    );
    expectRefused(await anyone.get(`/api/v2/instructors/no-such-teacher/lessons`), 404);
    const offer = await anyone.get(`/api/v2/instructors/${teacher.slug}/lessons`);
    expect(offer.body.data).toMatchObject({ timeZone: 'Australia/Sydney', cancelCutoffHours: 24 });
    expect(offer.body.data.lessonTypes).toHaveLength(1);
  });

  it('keeps Sydney’s wall clock across April’s change, whoever reads it', async () => {
    // 4 April 2027, the first Sunday of April: 03:00 AEDT becomes 02:00 AEST.
    const teacher = await instructor({
      overrides: [{ date: '2027-04-04', ranges: [{ start: '01:00', end: '04:00' }] }],
      bookingWindowDays: 365,
    });
    const slots = await slotsOf(
      teacher.base,
      Date.parse('2027-04-04T00:00:00+11:00'),
      Date.parse('2027-04-04T05:00:00+10:00'),
    );
    expect(slots.map((slot) => slot.start)).toEqual([
      '2027-04-03T14:00:00.000Z',
      '2027-04-03T14:30:00.000Z',
      '2027-04-03T15:00:00.000Z',
      '2027-04-03T15:30:00.000Z',
      '2027-04-03T16:00:00.000Z',
      '2027-04-03T16:30:00.000Z',
      '2027-04-03T17:00:00.000Z',
    ]);
    // A dancer in Perth books the second 02:00 (00:00 in Perth): the instant is what is kept.
    const dancer = await signedInMember(server);
    const booked = await callsAs(server, dancer).post(`${teacher.base}/bookings`, {
      start: '2027-04-04T00:00:00+08:00',
      transactionId: key(),
    });
    expect(booked.status).toBe(200);
    expect(booked.body.data).toMatchObject({
      start: '2027-04-03T16:00:00.000Z',
      end: '2027-04-03T17:00:00.000Z',
      timeZone: 'Australia/Sydney',
    });
  });
});

describe('booking a lesson', () => {
  it('books once per key, blocks the slot and its buffer, lists it, and cancels before the cut-off', async () => {
    const teacher = await instructor();
    const from = Date.now() + 10 * DAY;
    const [slot] = await slotsOf(teacher.base, from, from + 2 * DAY);
    const dancer = await signedInMember(server, { name: 'Dee Dancer' });
    const calls = callsAs(server, dancer);
    const transactionId = key();
    const first = await calls.post(`${teacher.base}/bookings`, {
      start: slot!.start,
      transactionId,
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      status: 'confirmed',
      start: slot!.start,
      priceCents: 9000,
    });
    const again = await calls.post(`${teacher.base}/bookings`, {
      start: slot!.start,
      transactionId,
    });
    expect(again.body.data.id).toBe(first.body.data.id);
    expectRefused(
      await calls.post(`${teacher.base}/bookings`, { start: slot!.end, transactionId }),
      409,
    );

    // The hour and the 15 minutes either side are gone: the next slot starts 90 minutes on.
    const after = await slotsOf(
      teacher.base,
      Date.parse(slot!.start),
      Date.parse(slot!.start) + 3 * HOUR,
    );
    expect(after[0]!.start).toBe(new Date(Date.parse(slot!.start) + 90 * 60_000).toISOString());

    const mine = await calls.get('/api/v2/lessons/mine');
    expect(mine.body.data[0]).toMatchObject({
      id: first.body.data.id,
      instructor: { slug: teacher.slug },
    });
    expect(mine.body.data[0].cancelUntil).toBe(
      new Date(Date.parse(slot!.start) - DAY).toISOString(),
    );
    const taught = await callsAs(server, teacher.member).get('/api/v2/instructor/lessons');
    expect(taught.body.data[0]).toMatchObject({
      dancer: { name: 'Dee Dancer', email: dancer.email },
    });
    expect(taught.body.data[0].dancer.email).toBe(dancer.email);

    // The dancer and the instructor are told, each with the lesson as a calendar file.
    const mails = await db()
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text_body', 'attachment'])
      .where('attachment', '=', `lesson:${first.body.data.id}`)
      .execute();
    expect(mails.map((mail) => mail.to_address).sort()).toEqual(
      [dancer.email, teacher.member.email].sort(),
    );
    expect(mails.find((mail) => mail.to_address === dancer.email)!.subject).toBe(
      'Lesson booked: Zouk private with Lesson Teacher',
    );
    // With the zone's offset: the hour a zone repeats in April is told apart.
    expect(mails.find((mail) => mail.to_address === dancer.email)!.text_body).toMatch(
      /\(Australia\/Sydney, GMT\+1[01]\)/,
    );
    const file = await mailAttachment(db(), `lesson:${first.body.data.id}`);
    const ics = new TextDecoder().decode(file!.bytes);
    expect(file!.contentType).toBe('text/calendar');
    expect(ics).toContain('DTSTART;TZID=Australia/Sydney:');
    expect(ics).toContain('LOCATION:Studio 3\\, 12 King St\\, Sydney');

    // Another dancer cannot cancel it; the dancer can, once; the slot is free again.
    expectRefused(
      await callsAs(server, await signedInMember(server)).post(
        `/api/v2/lessons/${first.body.data.id}/cancel`,
        {},
      ),
      404,
    );
    const cancelled = await calls.post(`/api/v2/lessons/${first.body.data.id}/cancel`, {});
    expect(cancelled.body.data.status).toBe('cancelled');
    const struck = await mailAttachment(db(), `lesson:${first.body.data.id}`);
    expect(new TextDecoder().decode(struck!.bytes)).toContain('STATUS:CANCELLED');
    const told = await db()
      .selectFrom('outbox')
      .select('subject')
      .where('attachment', '=', `lesson:${first.body.data.id}`)
      .where('to_address', '=', teacher.member.email)
      .execute();
    expect(told.map((mail) => mail.subject)).toContain(
      'Lesson cancelled: Zouk private with Dee Dancer',
    );
    expectRefused(await calls.post(`/api/v2/lessons/${first.body.data.id}/cancel`, {}), 409);
    const freed = await slotsOf(teacher.base, Date.parse(slot!.start), Date.parse(slot!.start) + 1);
    expect(freed[0]!.start).toBe(slot!.start);
  });

  it('refuses cancelling after the instructor’s cut-off', async () => {
    const teacher = await instructor();
    const from = Date.now() + 20 * DAY;
    const [slot] = await slotsOf(teacher.base, from, from + 2 * DAY);
    const dancer = callsAs(server, await signedInMember(server));
    const booked = await dancer.post(`${teacher.base}/bookings`, {
      start: slot!.start,
      transactionId: key(),
    });
    // The lesson is now 3 hours away, inside the 24-hour cut-off.
    await db()
      .updateTable('lesson_bookings')
      .set({ starts_at: new Date(Date.now() + 3 * HOUR), ends_at: new Date(Date.now() + 4 * HOUR) })
      .where('id', '=', booked.body.data.id)
      .execute();
    const mine = await dancer.get('/api/v2/lessons/mine');
    expect(mine.body.data[0].cancelUntil).toBeNull();
    const refused = await dancer.post(`/api/v2/lessons/${booked.body.data.id}/cancel`, {});
    expectRefused(refused, 409);
    expect(refused.body.error.message).toBe(
      'Lessons can be cancelled until 24 hours before they start.',
    );
  });

  it('answers bad bookings with 4xx', async () => {
    const teacher = await instructor();
    const dancer = callsAs(server, await signedInMember(server));
    const start = new Date(Date.now() + 30 * DAY).toISOString();
    expectRefused(
      await callsAs(server, null).post(`${teacher.base}/bookings`, { start, transactionId: key() }),
      401,
    );
    expectRefused(
      await dancer.post(`${teacher.base}/bookings`, { start: 'tomorrow', transactionId: key() }),
      400,
      'start',
    );
    expectRefused(await dancer.post(`${teacher.base}/bookings`, { start }), 400, 'transactionId');
    // Off the slot grid, in the past, or beyond the window: not a free slot.
    const [slot] = await slotsOf(teacher.base, Date.now() + 5 * DAY, Date.now() + 7 * DAY);
    const offGrid = new Date(Date.parse(slot!.start) + 10 * 60_000).toISOString();
    expectRefused(
      await dancer.post(`${teacher.base}/bookings`, { start: offGrid, transactionId: key() }),
      409,
      'start',
    );
    expectRefused(
      await dancer.post(`${teacher.base}/bookings`, {
        start: '2026-01-01T10:00:00+11:00',
        transactionId: key(),
      }),
      409,
      'start',
    );
    expectRefused(
      await dancer.post(`${teacher.base}/bookings`, {
        start: '2099-01-01T10:00:00+11:00',
        transactionId: key(),
      }),
      409,
      'start',
    );
    expectRefused(
      await callsAs(server, teacher.member).post(`${teacher.base}/bookings`, {
        start: slot!.start,
        transactionId: key(),
      }),
      409,
    );
    expectRefused(await dancer.post(`/api/v2/lessons/not-an-id/cancel`, {}), 400, 'id');
  });
});

describe('under concurrency', () => {
  it('50 dancers booking one slot at once: exactly one lesson, the rest 409, none 5xx', async () => {
    const teacher = await instructor();
    const from = Date.now() + 40 * DAY;
    const [slot] = await slotsOf(teacher.base, from, from + 2 * DAY);
    const dancers: Member[] = await Promise.all(Array.from({ length: 50 }, dancerAccount));
    const answers = await Promise.all(
      dancers.map((dancer) =>
        callsAs(server, dancer).post(`${teacher.base}/bookings`, {
          start: slot!.start,
          transactionId: key(),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const live = await db()
      .selectFrom('lesson_bookings')
      .select('id')
      .where(
        'instructor_id',
        '=',
        (
          await db()
            .selectFrom('instructors')
            .select('id')
            .where('slug', '=', teacher.slug)
            .executeTakeFirstOrThrow()
        ).id,
      )
      .where('status', 'in', ['held', 'confirmed'])
      .execute();
    expect(live).toHaveLength(1);
  });

  it('overlapping starts booked at once (09:00 and 09:30 for an hour): only one lesson', async () => {
    const teacher = await instructor();
    const from = Date.now() + 50 * DAY;
    const [first, second] = await slotsOf(teacher.base, from, from + 2 * DAY);
    const dancers = await Promise.all(Array.from({ length: 20 }, dancerAccount));
    const answers = await Promise.all(
      dancers.map((dancer, n) =>
        callsAs(server, dancer).post(`${teacher.base}/bookings`, {
          start: (n % 2 ? first : second)!.start,
          transactionId: key(),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
  });

  it('one dancer’s double click books once', async () => {
    const teacher = await instructor();
    const from = Date.now() + 60 * DAY;
    const [slot] = await slotsOf(teacher.base, from, from + 2 * DAY);
    const dancer = callsAs(server, await signedInMember(server));
    const transactionId = key();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        dancer.post(`${teacher.base}/bookings`, { start: slot!.start, transactionId }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
  });
});
