// Instructor profiles: becoming an instructor (slug made or chosen, unique, validated), the
// profile's limits and photo, the public page and list, and sessions named by a school that reach
// the profile only once the instructor confirms them — a school reaching only its own sessions.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instructorSitemapEntries } from '../../server/pages/page-instructors';
import { runRetention } from '../../server/services/jobs/retention';
import { apiErrorSchema } from '../../src/contract/errors';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const PROFILE = '/api/v2/instructor/profile';
const HOUR = 3_600_000;

let server: TestServer;
let school: Member;
let otherSchool: Member;
const database = () => server.databases.production;

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Naming School' });
  otherSchool = await signedInMember(server, { organisation: 'Other School' });
});
afterAll(() => server.close());

const profile = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Lúcia Souza',
  danceStyles: ['zouk', 'bachata'],
  cities: ['Sydney', ' Melbourne '],
  bio: 'Teaching zouk since 2012.\n\n<b>Not bold</b>',
  languages: ['English', 'Portuguese'],
  links: [{ label: 'Instagram', url: 'https://instagram.com/ana' }],
  ...overrides,
});

async function instructor(overrides: Record<string, unknown> = {}) {
  const member = await signedInMember(server);
  const saved = await callsAs(server, member).put(PROFILE, profile(overrides));
  expect(saved.status).toBe(200);
  return { member, slug: saved.body.data.slug as string };
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

describe('becoming an instructor', () => {
  it('makes a unique slug from the name, keeps it, and shows the profile publicly as written', async () => {
    const first = await instructor();
    const second = await instructor();
    expect(first.slug).toMatch(/^ana-lucia-souza(-\d+)?$/);
    expect(second.slug).not.toBe(first.slug);
    expect(second.slug.startsWith('ana-lucia-souza')).toBe(true);

    const calls = callsAs(server, first.member);
    const again = await calls.put(PROFILE, profile({ name: 'Ana Souza' }));
    expect(again.body.data.slug).toBe(first.slug);
    const own = await calls.get(PROFILE);
    expect(own.body.data).toMatchObject({ name: 'Ana Souza', cities: ['Sydney', 'Melbourne'] });

    const page = await callsAs(server, null).get(`/api/v2/instructors/${first.slug}`);
    expect(page.status).toBe(200);
    expect(page.body.data.profile).toMatchObject({
      name: 'Ana Souza',
      bio: 'Teaching zouk since 2012.\n\n<b>Not bold</b>',
      danceStyles: ['zouk', 'bachata'],
      languages: ['English', 'Portuguese'],
      links: [{ label: 'Instagram', url: 'https://instagram.com/ana' }],
    });
    expect(page.body.data.sessions).toEqual([]);
    expect((await callsAs(server, null).get('/api/v2/instructors/nobody-here')).status).toBe(404);
  });

  it('takes a chosen slug once, in lower case, and refuses a bad or taken one', async () => {
    const slug = `ana-${randomUUID().slice(0, 8)}`;
    const chosen = await instructor({ slug: slug.toUpperCase() });
    expect(chosen.slug).toBe(slug);
    const other = callsAs(server, await signedInMember(server));
    expectRefused(await other.put(PROFILE, profile({ slug })), 409, 'slug');
    for (const bad of ['ab', '-ana', 'ana-', 'ana lucia', 'ana/..', 'a'.repeat(41), 'ana--x'])
      expectRefused(await other.put(PROFILE, profile({ slug: bad })), 400, 'slug');
    expect((await other.get(PROFILE)).body.data).toBeNull();
  });

  it('refuses links that are not http(s), unknown styles, and anything over its limit', async () => {
    const calls = callsAs(server, await signedInMember(server));
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ links: [{ label: 'x', url: 'javascript:alert(1)' }] }, 'links.0.url'],
      [{ links: [{ label: 'x', url: 'ftp://example.com/a' }] }, 'links.0.url'],
      [{ links: [{ label: 'x', url: 'not a url' }] }, 'links.0.url'],
      [{ links: Array(9).fill({ label: 'x', url: 'https://example.com' }) }, 'links'],
      [{ danceStyles: ['breakdance'] }, 'danceStyles.0'],
      [{ bio: 'x'.repeat(2001) }, 'bio'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(81) }, 'name'],
      [
        {
          cities: Array(11)
            .fill('Sydney')
            .map((city, i) => `${city} ${i}`),
        },
        'cities',
      ],
      [{ languages: 'English' }, 'languages'],
    ];
    for (const [overrides, field] of cases)
      expectRefused(await calls.put(PROFILE, profile(overrides)), 400, field);
  });

  it('stores a photo with the image pipeline, and refuses one before the profile exists', async () => {
    const stranger = callsAs(server, await signedInMember(server));
    expectRefused(await stranger.put('/api/v2/instructor/photo', { imageBase64: PNG }), 409);
    const { member, slug } = await instructor();
    const calls = callsAs(server, member);
    expectRefused(
      await calls.put('/api/v2/instructor/photo', { imageBase64: 'bm90IGFuIGltYWdl' }),
      415,
    );
    const huge = await server.app.inject({
      method: 'PUT',
      url: '/api/v2/instructor/photo',
      headers: { ...member.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ imageBase64: 'A'.repeat(16 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    apiErrorSchema.parse(JSON.parse(huge.body));
    const saved = await calls.put('/api/v2/instructor/photo', { imageBase64: PNG });
    expect(saved.status).toBe(200);
    const image = await server.app.inject(`/api/v2/images/${saved.body.data.imageKey}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const page = await callsAs(server, null).get(`/api/v2/instructors/${slug}`);
    expect(page.body.data.profile.imageKey).toBe(saved.body.data.imageKey);
    // The daily clean-up of images nobody shows keeps a profile's photo.
    const key = saved.body.data.imageKey as string;
    await sql`UPDATE images SET created_at = now() - interval '3 days' WHERE key = ${key}`.execute(
      server.databases.production,
    );
    await runRetention(server.databases.production);
    expect((await server.app.inject(`/api/v2/images/${key}`)).statusCode).toBe(200);
  });

  it('asks to be signed in', async () => {
    expect((await callsAs(server, null).put(PROFILE, profile())).status).toBe(401);
    expect((await callsAs(server, null).get('/api/v2/instructor/namings')).status).toBe(401);
  });
});

describe('the list of instructors', () => {
  it('filters by style and city, by name, and pages', async () => {
    const city = `Townsville ${randomUUID().slice(0, 6)}`;
    // Written straight to the database: 22 sign-ups would be 22 slow password hashes.
    const db = server.databases.production;
    for (let i = 0; i < 22; i += 1) {
      const accountId = randomUUID();
      await db
        .insertInto('accounts')
        .values({
          id: accountId,
          email: `listed-${accountId}@example.com`,
          password_hash: '-',
          email_verified_at: new Date(),
        })
        .execute();
      await db
        .insertInto('instructors')
        .values({
          id: randomUUID(),
          account_id: accountId,
          slug: `listed-${accountId}`.slice(0, 40),
          name: `Listed ${i}`,
          cities: [city],
          dance_styles: ['tango'],
        })
        .execute();
    }
    await instructor({ name: 'Salsa Only', cities: [city], danceStyles: ['salsa'] });
    const anyone = callsAs(server, null);
    const first = await anyone.get(
      `/api/v2/instructors?style=tango&city=${encodeURIComponent(city.toLowerCase())}`,
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ page: 1, pageSize: 20, total: 22 });
    expect(first.body.data.instructors).toHaveLength(20);
    const second = await anyone.get(
      `/api/v2/instructors?style=tango&city=${encodeURIComponent(city)}&page=2`,
    );
    expect(second.body.data.instructors).toHaveLength(2);
    const salsa = await anyone.get(
      `/api/v2/instructors?style=salsa&city=${encodeURIComponent(city)}`,
    );
    expect(salsa.body.data.instructors.map((one: { name: string }) => one.name)).toEqual([
      'Salsa Only',
    ]);
    const named = await anyone.get(
      `/api/v2/instructors?q=${encodeURIComponent('salsa o')}&city=${encodeURIComponent(city)}`,
    );
    expect(named.body.data.total).toBe(1);
    const wild = await anyone.get(`/api/v2/instructors?q=%25&city=${encodeURIComponent(city)}`);
    expect(wild.body.data.total).toBe(0);
    expectRefused(await anyone.get('/api/v2/instructors?style=breakdance'), 400, 'style');
    expectRefused(await anyone.get('/api/v2/instructors?page=0'), 400, 'page');
    expectRefused(await anyone.get('/api/v2/instructors?page=abc'), 400, 'page');
  });
});

describe('sessions named by a school', () => {
  async function festival() {
    const start = Date.now() + 24 * HOUR;
    const sessions = [0, 1].map((day) => ({
      id: randomUUID(),
      name: `Zouk workshop ${day + 1}`,
      startDateTime: new Date(start + day * 24 * HOUR).toISOString(),
      endDateTime: new Date(start + day * 24 * HOUR + HOUR).toISOString(),
      teachers: 'Ana',
    }));
    const form = wizardForm();
    const published = await publishTickets(server, school, {
      eventDetails: {
        ...form.eventDetails,
        title: 'Zouk Weekend',
        startDateTime: sessions[0]!.startDateTime,
        endDateTime: sessions[1]!.endDateTime,
      },
      ticketSetup: { ...form.ticketSetup, sessions },
    });
    return { ...published, sessions };
  }

  it('reach the profile only once the instructor confirms, upcoming first', async () => {
    const event = await festival();
    // An event in another zone than the viewer's: the naming says which.
    await server.databases.production
      .updateTable('events')
      .set({ time_zone: 'Australia/Perth' })
      .where('id', '=', event.eventId)
      .execute();
    const { member, slug } = await instructor({ name: 'Confirming Teacher' });
    const schoolCalls = callsAs(server, school);
    const url = `/api/v2/ticket/organiser/${event.configurationId}/instructors`;
    for (const session of event.sessions) {
      const named = await schoolCalls.post(url, { sessionId: session.id, slug });
      expect(named.status).toBe(200);
    }
    // Naming twice is one naming.
    await schoolCalls.post(url, { sessionId: event.sessions[0]!.id, slug });
    const listed = await schoolCalls.get(url);
    expect(listed.body.data.map((s: { namings: unknown[] }) => s.namings.length)).toEqual([1, 1]);
    expect(listed.body.data[0].namings[0]).toMatchObject({ slug, status: 'pending' });

    const page = () => callsAs(server, null).get(`/api/v2/instructors/${slug}`);
    expect((await page()).body.data.sessions).toEqual([]);

    const teacher = callsAs(server, member);
    const namings = (await teacher.get('/api/v2/instructor/namings')).body.data;
    expect(namings).toHaveLength(2);
    expect(namings[0]).toMatchObject({
      status: 'pending',
      school: 'Naming School',
      eventTitle: 'Zouk Weekend',
      // Its time is said in the event's zone, not the viewer's.
      timeZone: 'Australia/Perth',
    });

    // Nobody else answers for the instructor.
    const stranger = callsAs(server, await signedInMember(server));
    expectRefused(
      await stranger.post(`/api/v2/instructor/namings/${namings[0].id}/answer`, {
        answer: 'confirm',
      }),
      404,
    );
    expectRefused(
      await teacher.post(`/api/v2/instructor/namings/${namings[0].id}/answer`, { answer: 'maybe' }),
      400,
      'answer',
    );

    for (const naming of namings) {
      const answered = await teacher.post(`/api/v2/instructor/namings/${naming.id}/answer`, {
        answer: 'confirm',
      });
      expect(answered.status).toBe(200);
    }
    const shown = (await page()).body.data.sessions;
    expect(shown.map((s: { sessionName: string }) => s.sessionName)).toEqual([
      'Zouk workshop 1',
      'Zouk workshop 2',
    ]);
    expect(shown[0]).toMatchObject({
      eventId: event.eventId,
      school: 'Naming School',
      upcoming: true,
    });

    // A decline takes it off again; the school may ask again.
    const second = namings.find(
      (n: { sessionName: string }) => n.sessionName === 'Zouk workshop 2',
    );
    await teacher.post(`/api/v2/instructor/namings/${second.id}/answer`, { answer: 'decline' });
    expect((await page()).body.data.sessions).toHaveLength(1);
    await schoolCalls.post(url, { sessionId: event.sessions[1]!.id, slug });
    const again = (await teacher.get('/api/v2/instructor/namings')).body.data;
    expect(again[0]).toMatchObject({ id: second.id, status: 'pending' });

    // The school takes a naming back: it leaves the profile.
    const first = namings.find((n: { sessionName: string }) => n.sessionName === 'Zouk workshop 1');
    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/api/v2/ticket/organiser/instructor-namings/${first.id}`,
      headers: school.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await page()).body.data.sessions).toEqual([]);
  });

  it('names at most 20 instructors on a session, even named at once', async () => {
    const event = await festival();
    // Written straight to the database: 24 sign-ups would be 24 slow password hashes.
    const slugs: string[] = [];
    for (let i = 0; i < 24; i += 1) {
      const accountId = randomUUID();
      await database()
        .insertInto('accounts')
        .values({
          id: accountId,
          email: `crowd-${accountId}@example.com`,
          password_hash: '-',
          email_verified_at: new Date(),
        })
        .execute();
      const slug = `crowd-${accountId}`.slice(0, 40);
      await database()
        .insertInto('instructors')
        .values({ id: randomUUID(), account_id: accountId, slug, name: `Crowd ${i}` })
        .execute();
      slugs.push(slug);
    }
    const url = `/api/v2/ticket/organiser/${event.configurationId}/instructors`;
    const answers = await Promise.all(
      slugs.map((slug) =>
        callsAs(server, school).post(url, { sessionId: event.sessions[0]!.id, slug }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20);
    for (const answer of answers.filter((one) => one.status !== 200)) expectRefused(answer, 400);
    const { count } = await database()
      .selectFrom('session_instructors')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('session_id', '=', event.sessions[0]!.id)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(20);
  });

  it('lets a school reach only its own sessions', async () => {
    const event = await festival();
    const { slug } = await instructor({ name: 'Isolated Teacher' });
    const other = callsAs(server, otherSchool);
    const url = `/api/v2/ticket/organiser/${event.configurationId}/instructors`;
    expectRefused(await other.get(url), 404);
    expectRefused(await other.post(url, { sessionId: event.sessions[0]!.id, slug }), 404);
    const dancer = callsAs(server, await signedInMember(server));
    expectRefused(await dancer.post(url, { sessionId: event.sessions[0]!.id, slug }), 403);

    const calls = callsAs(server, school);
    expectRefused(await calls.post(url, { sessionId: randomUUID(), slug }), 404, 'sessionId');
    expectRefused(
      await calls.post(url, { sessionId: event.sessions[0]!.id, slug: 'no-such-teacher' }),
      404,
      'slug',
    );
    expectRefused(await calls.post(url, { sessionId: 'x', slug }), 400, 'sessionId');
    expectRefused(
      await calls.post(url, { sessionId: event.sessions[0]!.id, slug: 'Bad Slug' }),
      400,
      'slug',
    );

    const named = await calls.post(url, { sessionId: event.sessions[0]!.id, slug });
    const namingId = named.body.data[0].namings[0].id;
    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/api/v2/ticket/organiser/instructor-namings/${namingId}`,
      headers: otherSchool.headers,
    });
    expect(removed.statusCode).toBe(404);
  });
});

describe('an instructor’s photo and an unconfirmed account', () => {
  const unconfirm = (accountId: string) =>
    database()
      .updateTable('accounts')
      .set({ email_verified_at: null })
      .where('id', '=', accountId)
      .execute();

  it('keeps an unconfirmed account’s profile off the public pages and the sitemap, and refuses its photo', async () => {
    const { member, slug } = await instructor({ name: 'Unconfirmed Teacher' });
    await unconfirm(member.accountId);
    const anyone = callsAs(server, null);
    expect((await anyone.get(`/api/v2/instructors/${slug}`)).status).toBe(404);
    const listed = await anyone.get('/api/v2/instructors?q=unconfirmed%20teacher');
    expect(listed.body.data.instructors).toEqual([]);
    const inSitemap = async () =>
      (await instructorSitemapEntries(database())).some((entry) => entry.path === `/i/${slug}`);
    expect(await inSitemap()).toBe(false);
    // Their own profile is still theirs to prepare.
    expect((await callsAs(server, member).get(PROFILE)).body.data.slug).toBe(slug);
    expectRefused(
      await callsAs(server, member).put('/api/v2/instructor/photo', { imageBase64: PNG }),
      403,
    );
    // Confirmed, it is public.
    await database()
      .updateTable('accounts')
      .set({ email_verified_at: new Date() })
      .where('id', '=', member.accountId)
      .execute();
    expect((await anyone.get(`/api/v2/instructors/${slug}`)).status).toBe(200);
    expect(await inSitemap()).toBe(true);
  });

  it('caps a photo at 2 MB, names the field it came in, and limits uploads per account', async () => {
    const { member } = await instructor({ name: 'Photo Limits' });
    const calls = callsAs(server, member);
    expectRefused(
      await calls.put('/api/v2/instructor/photo', { imageBase64: 'bm90IGFuIGltYWdl' }),
      415,
      'imageBase64',
    );
    expectRefused(
      await calls.put('/api/v2/instructor/photo', { imageBase64: '@@@' }),
      400,
      'imageBase64',
    );
    // A JPEG's first bytes, 2.5 MB long: over the cap, refused before it is read.
    const big = Buffer.alloc(2.5 * 1024 * 1024, 0);
    big.set([0xff, 0xd8, 0xff]);
    const over = await server.app.inject({
      method: 'PUT',
      url: '/api/v2/instructor/photo',
      headers: { ...member.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ imageBase64: big.toString('base64') }),
    });
    expect(over.statusCode).toBe(413);
    apiErrorSchema.parse(JSON.parse(over.body));
    const statuses: number[] = [];
    // The two refused for what they held counted: 18 more within the hour's 20.
    for (let upload = 0; upload < 19; upload += 1)
      statuses.push((await calls.put('/api/v2/instructor/photo', { imageBase64: PNG })).status);
    expect(statuses).toEqual([...Array<number>(18).fill(200), 429]);
    const limited = await calls.put('/api/v2/instructor/photo', { imageBase64: PNG });
    expectRefused(limited, 429);
    expect(limited.body.error.details.retryAfterSeconds).toBe(3600);
  });

  it('deletes the photo it replaces at once', async () => {
    const { member } = await instructor({ name: 'Replacing Photos' });
    const calls = callsAs(server, member);
    const first = (await calls.put('/api/v2/instructor/photo', { imageBase64: PNG })).body.data
      .imageKey as string;
    expect((await server.app.inject(`/api/v2/images/${first}`)).statusCode).toBe(200);
    const second = (await calls.put('/api/v2/instructor/photo', { imageBase64: PNG })).body.data
      .imageKey as string;
    expect(second).not.toBe(first);
    expect((await server.app.inject(`/api/v2/images/${first}`)).statusCode).toBe(404);
    expect((await server.app.inject(`/api/v2/images/${second}`)).statusCode).toBe(200);
    expect((await calls.put('/api/v2/instructor/photo', { imageBase64: null })).status).toBe(200);
    expect((await server.app.inject(`/api/v2/images/${second}`)).statusCode).toBe(404);
  });
});
