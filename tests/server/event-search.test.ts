// Finding dance on a real database: the event list and the public calendars narrowed by dance
// styles, words (title, school, venue, a published event's teachers), near a point within a
// radius, and dates; paging; drafts never shown; bad input answered 400 naming the field.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../src/contract/events';
import { addEvent, type TestEvent } from '../support/add-event';
import { jsonOf, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
// A far-future year of its own (calendar tests use 2040–2099), so a shared PostgreSQL's other
// events rarely share its days; every test also looks for a word of its own.
const year = 2030 + Math.floor(Math.random() * 9);
const SYDNEY_CBD = { latitude: -33.8688, longitude: 151.2093 };
/** About 8 km west of the CBD (Burwood). */
const BURWOOD = { latitude: -33.877, longitude: 151.104 };
/** About 40 km north-west (Windsor side). */
const FAR_OUT = { latitude: -33.62, longitude: 150.85 };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const token = () => `t${randomUUID().slice(0, 8)}`;
const search = (query: string) =>
  server.app.inject({ method: 'GET', url: `/api/v2/event/calendar/search?${query}` });
const titlesOf = (response: { statusCode: number; body: string }) => {
  expect(response.statusCode).toBe(200);
  return jsonOf<{ data: CalendarEvent[] }>(response).data.map((event) => event.title);
};
const add = (values: TestEvent) => addEvent(server.databases.production, values);
const at = (monthDay: string, hour = 9) =>
  `${year}-${monthDay}T${String(hour).padStart(2, '0')}:00:00Z`;
const range = `from=${year}-01-01&to=${year}-12-31`;

async function addSchool(name: string): Promise<string> {
  const id = randomUUID();
  await server.databases.production.insertInto('organisations').values({ id, name }).execute();
  return id;
}

/** A configuration for the event, with one session taught by `teachers`. */
async function addSessions(
  eventId: string | null,
  organisationId: string,
  status: 'draft' | 'published',
  teachers: string,
) {
  const db = server.databases.production;
  const configurationId = randomUUID();
  await db
    .insertInto('ticket_configurations')
    .values({
      id: configurationId,
      organisation_id: organisationId,
      event_id: eventId,
      status,
      ...(status === 'published' ? { published_at: new Date() } : {}),
      event_details: JSON.stringify({ title: 'Weekend', location: { description: '' } }),
    })
    .execute();
  await db
    .insertInto('event_sessions')
    .values({
      id: randomUUID(),
      configuration_id: configurationId,
      position: 0,
      name: 'Social',
      room: '',
      level: '',
      teachers,
    })
    .execute();
}

describe('GET /api/v2/event/calendar/search', () => {
  it('finds any of several styles, and an event naming none by the style in its title', async () => {
    const word = token();
    await add({ title: `${word} Zouk Night`, startsAt: at('03-04'), danceStyles: ['zouk'] });
    await add({ title: `${word} Bachata Social`, startsAt: at('03-05'), danceStyles: ['bachata'] });
    await add({ title: `${word} Salsa Social`, startsAt: at('03-06'), danceStyles: ['salsa'] });
    await add({ title: `${word} zouk jam`, startsAt: at('03-07'), danceStyles: [] });
    expect(titlesOf(await search(`${range}&q=${word}&styles=zouk,bachata`))).toEqual([
      `${word} Zouk Night`,
      `${word} Bachata Social`,
      `${word} zouk jam`,
    ]);
    expect(titlesOf(await search(`${range}&q=${word}&styles=Salsa`))).toEqual([
      `${word} Salsa Social`,
    ]);
  });

  it('finds every word in the title, the venue, the school or a published event’s teachers', async () => {
    const word = token();
    const school = await addSchool(`${word} Dance Academy`);
    await add({ title: 'By title', startsAt: at('04-01'), locationDescription: `${word} Hall` });
    await add({ title: `Title ${word.toUpperCase()}`, startsAt: at('04-02') });
    await add({ title: 'By school', startsAt: at('04-03'), organisationId: school });
    const taught = await add({ title: 'By teacher', startsAt: at('04-04') });
    await addSessions(taught, school, 'published', `Ana & ${word}`);
    // A draft's sessions are the organiser's until published: an event it was made for is not
    // found by them, and the draft itself has no event to show.
    const drafted = await add({ title: 'Draft teacher only', startsAt: at('04-05') });
    const otherSchool = await addSchool('Another school');
    await addSessions(drafted, otherSchool, 'draft', `Secret ${word}`);
    await addSessions(null, otherSchool, 'draft', `Secret ${word}`);

    expect(titlesOf(await search(`${range}&q=${word}`))).toEqual([
      'By title',
      `Title ${word.toUpperCase()}`,
      'By school',
      'By teacher',
    ]);
    // Every word must be found, each anywhere.
    expect(titlesOf(await search(`${range}&q=${word}%20academy`))).toEqual(['By school']);
    expect(titlesOf(await search(`${range}&q=${word}%20nowhere`))).toEqual([]);
    // LIKE's own characters match only themselves.
    expect(titlesOf(await search(`${range}&q=${word}%25`))).toEqual([]);
  });

  it('keeps near me within the radius asked, 20 km when none is', async () => {
    const word = token();
    const near = `isNearby=true&latitude=${SYDNEY_CBD.latitude}&longitude=${SYDNEY_CBD.longitude}`;
    await add({ title: `${word} CBD`, startsAt: at('05-01'), ...SYDNEY_CBD });
    await add({ title: `${word} Burwood`, startsAt: at('05-02'), ...BURWOOD });
    await add({ title: `${word} Far out`, startsAt: at('05-03'), ...FAR_OUT });
    await add({ title: `${word} Nowhere`, startsAt: at('05-04') });
    expect(titlesOf(await search(`${range}&q=${word}&${near}&radiusKm=5`))).toEqual([
      `${word} CBD`,
    ]);
    expect(titlesOf(await search(`${range}&q=${word}&${near}`))).toEqual([
      `${word} CBD`,
      `${word} Burwood`,
    ]);
    expect(titlesOf(await search(`${range}&q=${word}&${near}&radiusKm=50`))).toEqual([
      `${word} CBD`,
      `${word} Burwood`,
      `${word} Far out`,
    ]);
  });

  it('keeps to the dates where events happen, and without dates to events not yet over', async () => {
    const word = token();
    // 00:30 on 1 June in Sydney is 31 May in UTC: the event is on 1 June.
    await add({ title: `${word} June`, startsAt: `${year}-05-31T14:30:00Z` });
    await add({ title: `${word} May`, startsAt: at('05-30') });
    await add({ title: `${word} Long ago`, startsAt: '2021-01-01T09:00:00Z' });
    expect(titlesOf(await search(`q=${word}&from=${year}-06-01&to=${year}-06-07`))).toEqual([
      `${word} June`,
    ]);
    expect(titlesOf(await search(`q=${word}&from=${year}-05-01&to=${year}-05-31`))).toEqual([
      `${word} May`,
    ]);
    expect(titlesOf(await search(`q=${word}`))).toEqual([`${word} May`, `${word} June`]);
  });

  it('combines style, near me, words and a week', async () => {
    const word = token();
    const near = `isNearby=true&latitude=${SYDNEY_CBD.latitude}&longitude=${SYDNEY_CBD.longitude}&radiusKm=20`;
    const week = `from=${year}-07-01&to=${year}-07-07`;
    await add({ title: `${word} zouk`, startsAt: at('07-02'), danceStyles: ['zouk'], ...BURWOOD });
    await add({
      title: `${word} salsa`,
      startsAt: at('07-02'),
      danceStyles: ['salsa'],
      ...BURWOOD,
    });
    await add({
      title: `${word} zouk far`,
      startsAt: at('07-03'),
      danceStyles: ['zouk'],
      ...FAR_OUT,
    });
    await add({
      title: `${word} zouk later`,
      startsAt: at('07-20'),
      danceStyles: ['zouk'],
      ...BURWOOD,
    });
    await add({
      title: 'zouk without the word',
      startsAt: at('07-04'),
      danceStyles: ['zouk'],
      ...BURWOOD,
    });
    expect(titlesOf(await search(`${week}&${near}&styles=zouk&q=${word}`))).toEqual([
      `${word} zouk`,
    ]);
  });

  it('pages soonest first', async () => {
    const word = token();
    for (const day of ['08-05', '08-01', '08-03', '08-02', '08-04'])
      await add({ title: `${word} ${day}`, startsAt: at(day) });
    const first = jsonOf<{ data: CalendarEvent[]; nextOffset: number | null }>(
      await search(`${range}&q=${word}&limit=2`),
    );
    expect(first.data.map((event) => event.title)).toEqual([`${word} 08-01`, `${word} 08-02`]);
    expect(first.nextOffset).toBe(2);
    const last = jsonOf<{ data: CalendarEvent[]; nextOffset: number | null }>(
      await search(`${range}&q=${word}&limit=2&offset=4`),
    );
    expect(last.data.map((event) => event.title)).toEqual([`${word} 08-05`]);
    expect(last.nextOffset).toBeNull();
  });

  it.each([
    ['styles=zouk,polka', 'styles'],
    ['styles=zouk&styles=salsa', 'styles'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['radiusKm=0', 'radiusKm'],
    ['radiusKm=101', 'radiusKm'],
    ['radiusKm=far', 'radiusKm'],
    ['isNearby=true&radiusKm=5', 'latitude'],
    ['isNearby=true&latitude=91&longitude=0', 'latitude'],
    ['from=2031-02-30', 'from'],
    ['from=1999-12-31', 'from'],
    ['from=2031-03-01&to=2031-02-01', 'to'],
    ['from=2031-01-01&to=2032-12-31', 'to'],
    ['limit=51', 'limit'],
    ['offset=-1', 'offset'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(jsonOf(response)).toMatchObject({
      error: { code: 'VALIDATION_ERROR', details: { field } },
    });
  });
});

describe('the public calendars with the filters', () => {
  it('narrows a month, this week and a day the same way', async () => {
    const word = token();
    const near = `isNearby=true&latitude=${SYDNEY_CBD.latitude}&longitude=${SYDNEY_CBD.longitude}`;
    await add({
      title: `${word} zouk`,
      startsAt: at('09-09', 8),
      danceStyles: ['zouk'],
      ...BURWOOD,
    });
    await add({
      title: `${word} tango`,
      startsAt: at('09-09', 9),
      danceStyles: ['tango'],
      ...BURWOOD,
    });
    await add({
      title: `${word} zouk far`,
      startsAt: at('09-09', 10),
      danceStyles: ['zouk'],
      ...FAR_OUT,
    });
    const get = (url: string) => server.app.inject({ method: 'GET', url });
    expect(
      titlesOf(
        await get(`/api/v2/event/calendar/${year}/9?q=${word}&styles=zouk&${near}&radiusKm=10`),
      ),
    ).toEqual([`${word} zouk`]);
    expect(
      titlesOf(
        await get(`/api/v2/event/calendar/${year}/9?q=${word}&styles=zouk&${near}&radiusKm=50`),
      ),
    ).toEqual([`${word} zouk`, `${word} zouk far`]);
    expect(
      titlesOf(await get(`/api/v2/event/calendar/day/${year}-09-09?q=${word}&styles=tango`)),
    ).toEqual([`${word} tango`]);
    const response = await get(`/api/v2/event/calendar?isThisWeekOnly=true&styles=waltz`);
    expect(response.statusCode).toBe(400);
  });
});
