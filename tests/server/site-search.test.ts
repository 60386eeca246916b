// The one search on a real database: events and classes (title, venue, school, teachers), the
// instructors and the local guides (aficionados' public profiles) found by words and styles at
// once; near me narrowing events; bad input answered 400 naming the field; an instructor's former
// profile address sent to the current one.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/errors';
import { siteSearchResponseSchema } from '../../src/contract/site-search';
import { addEvent } from '../support/add-event';
import { callsAs, signedInMember } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
const PROFILE = '/api/v2/instructor/profile';
const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };
const MELBOURNE = { latitude: -37.8136, longitude: 144.9631 };
const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

beforeAll(async () => {
  // The app's shell, for the profile pages the server answers itself.
  const webRoot = mkdtempSync(path.join(tmpdir(), 'floorcraft-site-search-'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Floorcraft</title></head><body><div id="root"></div></body></html>',
  );
  server = await startTestServer({ WEB_ROOT: webRoot });
});
afterAll(() => server.close());

/** A page as a browser asks for it, on the production database. */
const html = (url: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', host: 'floorcraft.test' },
  });

/** A word no other test (nor a shared PostgreSQL's other data) holds. */
const token = () => `w${randomUUID().replace(/-/g, '').slice(0, 10)}`;

async function search(query: string) {
  const answer = await callsAs(server, null).get(`/api/v2/search?${query}`);
  expect(answer.status).toBe(200);
  return siteSearchResponseSchema.parse(answer.body).data;
}

async function profileOf(name: string, values: Record<string, unknown> = {}, aficionado = false) {
  const member = await signedInMember(server);
  if (aficionado)
    await server.databases.production
      .updateTable('accounts')
      .set({ is_dance_aficionado: true })
      .where('id', '=', member.accountId)
      .execute();
  const saved = await callsAs(server, member).put(PROFILE, {
    name,
    danceStyles: ['zouk'],
    cities: ['Sydney'],
    bio: '',
    languages: [],
    links: [],
    ...values,
  });
  expect(saved.status).toBe(200);
  return { member, slug: saved.body.data.slug as string };
}

async function taughtEvent(title: string, teachers: string, school: string) {
  const db = server.databases.production;
  const organisationId = randomUUID();
  await db.insertInto('organisations').values({ id: organisationId, name: school }).execute();
  const eventId = await addEvent(db, {
    title,
    startsAt: soon(3),
    organisationId,
    ...SYDNEY,
    danceStyles: ['zouk'],
    locationDescription: 'Dance Loft, Sydney',
  });
  const configurationId = randomUUID();
  await db
    .insertInto('ticket_configurations')
    .values({
      id: configurationId,
      organisation_id: organisationId,
      event_id: eventId,
      status: 'published',
      published_at: new Date(),
      event_details: JSON.stringify({ title, location: { description: '' } }),
    })
    .execute();
  await db
    .insertInto('event_sessions')
    .values({
      id: randomUUID(),
      configuration_id: configurationId,
      position: 0,
      name: 'Class',
      room: '',
      level: '',
      teachers,
    })
    .execute();
  return eventId;
}

describe('GET /api/v2/search', () => {
  it('finds events, classes, instructors and guides by one word', async () => {
    const word = token();
    const eventId = await taughtEvent(`${word} zouk class`, 'Ana & Bruno', 'Harbour School');
    const byTeacher = await taughtEvent('Zouk social', `${word} Lima`, 'Quay School');
    const teacher = await profileOf(`Ana ${word}`);
    const guide = await profileOf(`Guide ${word}`, { cities: ['Melbourne'] }, true);

    const found = await search(`q=${word}`);
    expect(found.events.map((one) => one.event.id).sort()).toEqual([eventId, byTeacher].sort());
    const shown = found.events.find((one) => one.event.id === eventId)!;
    expect(shown.event.organisationName).toBe('Harbour School');
    expect(shown.event.eventLocation.description).toBe('Dance Loft, Sydney');
    expect(shown.teachers).toEqual(['Ana & Bruno']);
    expect(found.instructors.map((one) => one.slug).sort()).toEqual(
      [teacher.slug, guide.slug].sort(),
    );
    expect(found.instructorsTotal).toBe(2);
    // A guide is an aficionado with a public profile; an instructor alone is not one.
    expect(found.guides.map((one) => one.slug)).toEqual([guide.slug]);
    expect(found.guidesTotal).toBe(1);
  });

  it('needs every word, looks in cities and styles, and narrows people by style', async () => {
    const word = token();
    const tango = await profileOf(`Tanguera ${word}`, {
      danceStyles: ['tango'],
      cities: ['Hobart'],
    });
    await profileOf(`Zouker ${word}`, { danceStyles: ['zouk'], cities: ['Perth'] });

    expect((await search(`q=${word}+hobart`)).instructors.map((one) => one.slug)).toEqual([
      tango.slug,
    ]);
    expect((await search(`q=${word}+hobart+perth`)).instructors).toEqual([]);
    expect((await search(`q=${word}&styles=tango`)).instructors.map((one) => one.slug)).toEqual([
      tango.slug,
    ]);
    expect((await search(`q=${word}+tango`)).instructorsTotal).toBe(1);
  });

  it('narrows events by near me, and finds nothing when nothing is asked', async () => {
    const word = token();
    const db = server.databases.production;
    const near = await addEvent(db, { title: `${word} near`, startsAt: soon(2), ...SYDNEY });
    await addEvent(db, { title: `${word} far`, startsAt: soon(2), ...MELBOURNE });

    const all = await search(`q=${word}`);
    expect(all.events).toHaveLength(2);
    const nearby = await search(
      `q=${word}&isNearby=true&latitude=${SYDNEY.latitude}&longitude=${SYDNEY.longitude}&radiusKm=10`,
    );
    expect(nearby.events.map((one) => one.event.id)).toEqual([near]);

    const nothing = await search('');
    expect(nothing).toEqual({
      events: [],
      moreEvents: false,
      instructors: [],
      instructorsTotal: 0,
      guides: [],
      guidesTotal: 0,
    });
  });

  it('takes a word with LIKE characters literally', async () => {
    const word = token();
    await profileOf(`Percent ${word}`);
    expect((await search(`q=${word.slice(0, 4)}%25${word.slice(5)}`)).instructors).toEqual([]);
    expect((await search(`q=${word}_`)).instructors).toEqual([]);
  });

  it('answers bad input with 400 naming the field, never a 5xx', async () => {
    const cases: Array<[string, string]> = [
      [`q=${'x'.repeat(101)}`, 'q'],
      ['styles=disco', 'styles'],
      ['isNearby=true', 'latitude'],
      ['isNearby=true&latitude=91&longitude=0', 'latitude'],
      ['q=zouk&radiusKm=0&isNearby=true&latitude=0&longitude=0', 'radiusKm'],
      ['q=zouk&radiusKm=abc', 'radiusKm'],
      ['q=a&q=b', 'q'],
    ];
    for (const [query, field] of cases) {
      const answer = await callsAs(server, null).get(`/api/v2/search?${query}`);
      expect(answer.status, query).toBe(400);
      const error = apiErrorSchema.parse(answer.body);
      expect(error.error.code).toBe('VALIDATION_ERROR');
      expect(error.error.details?.field, query).toBe(field);
    }
  });
});

describe('a changed instructor address', () => {
  it('keeps the old one, sent to the new with a 301, until another profile takes it', async () => {
    const first = await profileOf(`Renamed ${token()}`);
    const calls = callsAs(server, first.member);
    const newSlug = `n-${token()}`;
    const changed = await calls.put(PROFILE, {
      name: 'Renamed',
      slug: newSlug,
      danceStyles: [],
      cities: [],
      bio: '',
      languages: [],
      links: [],
    });
    expect(changed.status).toBe(200);

    const page = await html(`/i/${first.slug}?ref=card`);
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`/i/${newSlug}?ref=card`);
    const data = await callsAs(server, null).get(`/api/v2/instructors/${first.slug}`);
    expect(data.status).toBe(200);
    expect(data.body.data.profile.slug).toBe(newSlug);
    expect((await html(`/i/${newSlug}`)).statusCode).toBe(200);

    // Another profile may take the old address: it is then theirs.
    const taker = await signedInMember(server);
    const taken = await callsAs(server, taker).put(PROFILE, {
      name: 'Taker',
      slug: first.slug,
      danceStyles: [],
      cities: [],
      bio: '',
      languages: [],
      links: [],
    });
    expect(taken.status).toBe(200);
    expect((await html(`/i/${first.slug}`)).statusCode).toBe(200);
    const theirs = await callsAs(server, null).get(`/api/v2/instructors/${first.slug}`);
    expect(theirs.body.data.profile.name).toBe('Taker');

    // Changing back and forth keeps every former address pointing at the profile.
    const back = await calls.put(PROFILE, {
      name: 'Renamed',
      slug: `m-${token()}`,
      danceStyles: [],
      cities: [],
      bio: '',
      languages: [],
      links: [],
    });
    expect(back.status).toBe(200);
    const older = await html(`/i/${newSlug}`);
    expect(older.statusCode).toBe(301);
    expect(older.headers.location).toBe(`/i/${back.body.data.slug}`);
  });
});
