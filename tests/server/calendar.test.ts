// Calendar reads on a real database: events on the day they start where they happen, near me
// (20 km), this week, the organisation calendar, validation, and removal of past events.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_DESCRIPTION_LENGTH, type CalendarEvent } from '../../src/contract/events';
import { createAccount } from '../../server/services/accounts/accounts';
import { weekDates } from '../../server/services/events/calendar';
import { runRetentionJob } from '../../server/services/jobs/retention-job';
import { addEvent } from '../support/add-event';
import { calendarEvent } from '../support/calendar-event';
import { jsonOf, startTestServer, uniqueEmail, type TestServer } from '../support/test-server';

let server: TestServer;
// Each run works in its own far-future year, so a shared PostgreSQL holds no stray events there.
// Years 2040–2069 here, 2070–2099 in calendar-days: the two suites never share a month.
const year = 2040 + Math.floor(Math.random() * 30);
const SYDNEY_CBD = { latitude: -33.8688, longitude: 151.2093 };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const titles = (response: { body: string }) =>
  jsonOf<{ data: CalendarEvent[] }>(response).data.map((event) => event.title);
const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('GET /api/v2/event/calendar/{year}/{month}', () => {
  it('places events on the day they start where they happen', async () => {
    const db = server.databases.production;
    // 00:30 on 1 December in Sydney is still 30 November in UTC (and in Perth, 21:30).
    await addEvent(db, { title: 'Just after midnight', startsAt: `${year}-11-30T13:30:00Z` });
    await addEvent(db, { title: 'Late November', startsAt: `${year}-11-30T12:00:00Z` });
    await addEvent(db, {
      title: 'Perth evening',
      startsAt: `${year}-11-30T13:30:00Z`,
      timeZone: 'Australia/Perth',
    });
    expect(titles(await get(`/api/v2/event/calendar/${year}/12`))).toEqual(['Just after midnight']);
    expect(titles(await get(`/api/v2/event/calendar/${year}/11`))).toEqual([
      'Late November',
      'Perth evening',
    ]);
    // Where the viewer is does not move an event to another day.
    expect(titles(await get(`/api/v2/event/calendar/${year}/11?timeZone=UTC`))).toEqual([
      'Late November',
      'Perth evening',
    ]);
  });

  it('answers the calendar event shape', async () => {
    const db = server.databases.production;
    const id = await addEvent(db, {
      title: 'Shape check',
      startsAt: `${year}-03-10T09:00:00Z`,
      ...SYDNEY_CBD,
      hours: 3,
    });
    const [event] = jsonOf<{ data: CalendarEvent[] }>(
      await get(`/api/v2/event/calendar/${year}/3`),
    ).data;
    expect(event).toEqual(
      calendarEvent({
        id,
        title: 'Shape check',
        eventStartDateTime: `${year}-03-10T09:00:00.000Z`,
        eventEndDateTime: `${year}-03-10T12:00:00.000Z`,
        eventLocation: {
          description: 'Somewhere, Sydney',
          ...SYDNEY_CBD,
          isVenueOnly: false,
          rawLocation: null,
        },
        danceStyles: ['salsa'],
        cancelled: false,
      }),
    );
  });

  it('carries the start of a long description; the event page has the whole', async () => {
    const db = server.databases.production;
    const long = `${'Shines and partnerwork. '.repeat(400)}The end.`;
    const id = await addEvent(db, {
      title: 'Long description',
      startsAt: `${year}-04-10T09:00:00Z`,
      description: long,
    });
    await addEvent(db, {
      title: 'Short description',
      startsAt: `${year}-04-11T09:00:00Z`,
      description: 'Bring water.',
    });
    const month = jsonOf<{ data: CalendarEvent[] }>(await get(`/api/v2/event/calendar/${year}/4`));
    const [cut, whole] = month.data;
    expect(cut!.description).toHaveLength(CALENDAR_DESCRIPTION_LENGTH);
    expect(cut!.description).toBe(`${long.slice(0, CALENDAR_DESCRIPTION_LENGTH - 1).trimEnd()}…`);
    expect(whole!.description).toBe('Bring water.');
    const page = jsonOf<{ data: { description: string } }>(await get(`/api/v2/event/${id}`));
    expect(page.data.description).toBe(long);
  });

  it('keeps near me within 20 km, whatever the bounding box holds', async () => {
    const db = server.databases.production;
    const when = `${year}-05-15T09:00:00Z`;
    await addEvent(db, {
      title: 'Bondi (7 km)',
      startsAt: when,
      latitude: -33.8915,
      longitude: 151.2767,
    });
    // Due west: one degree of longitude here is 111.32 km × cos(33.87°) ≈ 92.46 km.
    await addEvent(db, {
      title: '19 km west',
      startsAt: when,
      latitude: SYDNEY_CBD.latitude,
      longitude: SYDNEY_CBD.longitude - 19 / 92.46,
    });
    await addEvent(db, {
      title: '21 km west',
      startsAt: when,
      latitude: SYDNEY_CBD.latitude,
      longitude: SYDNEY_CBD.longitude - 21 / 92.46,
    });
    await addEvent(db, {
      title: 'Box corner (29 km)',
      startsAt: when,
      latitude: -33.8688 + 0.17,
      longitude: 151.2093 + 0.2,
    });
    await addEvent(db, {
      title: 'Melbourne',
      startsAt: when,
      latitude: -37.8136,
      longitude: 144.9631,
    });
    await addEvent(db, { title: 'No location', startsAt: when });
    const near = await get(
      `/api/v2/event/calendar/${year}/5?isNearby=true&latitude=${SYDNEY_CBD.latitude}&longitude=${SYDNEY_CBD.longitude}`,
    );
    expect(titles(near).sort()).toEqual(['19 km west', 'Bondi (7 km)']);
    expect(titles(await get(`/api/v2/event/calendar/${year}/5`))).toHaveLength(6);
  });

  it('answers bad input with 400 naming the field', async () => {
    const cases: Array<[string, string]> = [
      [`/api/v2/event/calendar/${year}/13`, 'month'],
      [`/api/v2/event/calendar/abc/1`, 'year'],
      [`/api/v2/event/calendar/${year}/1?isNearby=true`, 'latitude'],
      [`/api/v2/event/calendar/${year}/1?isNearby=true&latitude=100&longitude=1`, 'latitude'],
      [`/api/v2/event/calendar/${year}/1?timeZone=Mars/Olympus`, 'timeZone'],
      ['/api/v2/event/calendar', 'isThisWeekOnly'],
    ];
    for (const [url, field] of cases) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(jsonOf(response)).toMatchObject({
        error: { code: 'VALIDATION_ERROR', details: { field } },
      });
    }
  });

  it('never shows production events to development requests', async () => {
    await addEvent(server.databases.production, {
      title: 'Production only',
      startsAt: `${year}-07-01T09:00:00Z`,
    });
    const dev = await get(`/api/v2/event/calendar/${year}/7`, {
      'x-app-version': 'development-app',
    });
    expect(titles(dev)).toEqual([]);
  });
});

describe('this week', () => {
  it('runs Wednesday to Tuesday in the zone', () => {
    // Sunday 22 November 2026, 10:00 in Sydney (still Saturday in UTC).
    const sunday = new Date('2026-11-21T23:00:00Z');
    expect(weekDates(sunday, 'Australia/Sydney')).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(weekDates(sunday, 'UTC')[0]).toBe('2026-11-18');
    // A Wednesday starts its own week.
    expect(weekDates(new Date('2026-11-25T01:00:00Z'), 'Australia/Sydney')[0]).toBe('2026-11-25');
  });

  it('answers the events of the current week, optionally near a point', async () => {
    const db = server.databases.production;
    const marker = randomUUID().slice(0, 6);
    const dates = weekDates(new Date(), 'Australia/Sydney');
    // 18:00 or 19:00 in Sydney on the week's first day, and on the day after its last.
    const evening = (date: string, days = 0) =>
      new Date(Date.parse(`${date}T08:00:00Z`) + days * 86_400_000).toISOString();
    await addEvent(db, {
      title: `In week ${marker}`,
      startsAt: evening(dates[0]!),
      ...SYDNEY_CBD,
    });
    await addEvent(db, {
      title: `Next week ${marker}`,
      startsAt: evening(dates[6]!, 1),
      ...SYDNEY_CBD,
    });
    const week = titles(await get('/api/v2/event/calendar?isThisWeekOnly=true')).filter((title) =>
      title.endsWith(marker),
    );
    expect(week).toEqual([`In week ${marker}`]);
    const far = await get(
      '/api/v2/event/calendar?isThisWeekOnly=true&isNearby=true&latitude=-37.81&longitude=144.96',
    );
    expect(titles(far).filter((title) => title.endsWith(marker))).toEqual([]);
  });
});

describe('GET /api/v2/event/calendar/organisation/{year}/{month}', () => {
  it('answers only the organisation’s own events, marked as owned', async () => {
    const db = server.databases.production;
    const mine = await createAccount(db, {
      email: uniqueEmail(),
      password: 'dancedemo',
      organisationName: 'Mine',
    });
    const theirs = await createAccount(db, {
      email: uniqueEmail(),
      password: 'dancedemo',
      organisationName: 'Theirs',
    });
    const dancer = await createAccount(db, { email: uniqueEmail(), password: 'dancedemo' });
    await addEvent(db, {
      title: 'Our social',
      startsAt: `${year}-09-05T09:00:00Z`,
      organisationId: mine.organisationId,
    });
    await addEvent(db, {
      title: 'Their social',
      startsAt: `${year}-09-06T09:00:00Z`,
      organisationId: theirs.organisationId,
    });
    const token = server.ctx.accessTokens.sign({
      accountId: mine.accountId,
      organisationId: mine.organisationId,
      email: 'm@x.test',
      database: 'production',
    });
    const auth = { authorization: `Bearer ${token}` };
    const own = jsonOf<{ data: CalendarEvent[] }>(
      await get(`/api/v2/event/calendar/organisation/${year}/9`, auth),
    ).data;
    expect(own.map((event) => [event.title, event.isEventOwner, event.organisationName])).toEqual([
      ['Our social', true, 'Mine'],
    ]);
    const publicView = jsonOf<{ data: CalendarEvent[] }>(
      await get(`/api/v2/event/calendar/${year}/9`, auth),
    ).data;
    expect(publicView.map((event) => [event.title, event.isEventOwner])).toEqual([
      ['Our social', true],
      ['Their social', false],
    ]);
    expect((await get(`/api/v2/event/calendar/organisation/${year}/9`)).statusCode).toBe(401);
    const dancerToken = server.ctx.accessTokens.sign({
      accountId: dancer.accountId,
      organisationId: null,
      email: 'd@x.test',
      database: 'production',
    });
    expect(
      (
        await get(`/api/v2/event/calendar/organisation/${year}/9`, {
          authorization: `Bearer ${dancerToken}`,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('retention of past events', () => {
  it('fails image uploads a stopped process left "uploading"', async () => {
    const db = server.databases.development;
    const stale = await addEvent(db, { title: 'Stale image', startsAt: `${year}-08-01T09:00:00Z` });
    const fresh = await addEvent(db, { title: 'Fresh image', startsAt: `${year}-08-01T09:00:00Z` });
    await db
      .updateTable('events')
      .set({ image_upload_status: 'uploading', updated_at: new Date(Date.now() - 20 * 60_000) })
      .where('id', '=', stale)
      .execute();
    await db
      .updateTable('events')
      .set({ image_upload_status: 'uploading' })
      .where('id', '=', fresh)
      .execute();
    await runRetentionJob(db, 'development', true);
    const rows = await db
      .selectFrom('events')
      .select(['id', 'image_upload_status', 'image_upload_error'])
      .where('id', 'in', [stale, fresh])
      .orderBy('title', 'desc')
      .execute();
    expect(rows).toEqual([
      {
        id: stale,
        image_upload_status: 'failed',
        image_upload_error:
          'Image upload failed. The server stopped while storing it: please add the image again.',
      },
      { id: fresh, image_upload_status: 'uploading', image_upload_error: null },
    ]);
  });

  it('removes events that ended more than 30 days ago', async () => {
    const db = server.databases.development;
    const day = 86_400_000;
    const old = await addEvent(db, {
      title: 'Long gone',
      startsAt: new Date(Date.now() - 31 * day - 2 * 3_600_000).toISOString(),
    });
    const recent = await addEvent(db, {
      title: 'Last month',
      startsAt: new Date(Date.now() - 29 * day).toISOString(),
    });
    const report = await runRetentionJob(db, 'development', true);
    expect(report?.pastEventsRemoved).toBeGreaterThanOrEqual(1);
    const left = await db
      .selectFrom('events')
      .select('id')
      .where('id', 'in', [old, recent])
      .execute();
    expect(left.map((row) => row.id)).toEqual([recent]);
  });
});
