// Busy days on a real database: a month holds at most DAY_EVENT_LIMIT events a day and names the
// days with more; the day calls page through a day in full, near me and for an organisation too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAY_EVENT_LIMIT,
  type CalendarDayResponse,
  type CalendarResponse,
} from '../../src/contract/events';
import { createAccount } from '../../server/services/accounts/accounts';
import { addEvent } from '../support/add-event';
import { jsonOf, startTestServer, uniqueEmail, type TestServer } from '../support/test-server';

let server: TestServer;
const year = 2070 + Math.floor(Math.random() * 30);
const BUSY_DAY = `${year}-06-13`;
const BUSY_EVENTS = 60;
const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };
const MELBOURNE = { latitude: -37.8136, longitude: 144.9631 };
const near = `isNearby=true&latitude=${SYDNEY.latitude}&longitude=${SYDNEY.longitude}`;

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  server = await startTestServer();
  const db = server.databases.production;
  // 60 events on one Sydney day, a minute apart from 18:00 (UTC+10 in June); every third in
  // Melbourne. One quiet day after it.
  for (let index = 0; index < BUSY_EVENTS; index++) {
    await addEvent(db, {
      title: `Busy ${String(index).padStart(2, '0')}`,
      startsAt: new Date(Date.parse(`${BUSY_DAY}T08:00:00Z`) + index * 60_000).toISOString(),
      ...(index % 3 === 2 ? MELBOURNE : SYDNEY),
    });
  }
  await addEvent(db, { title: 'Quiet', startsAt: `${year}-06-14T08:00:00Z`, ...SYDNEY });
});
afterAll(() => server.close());

async function wholeDay(url: string, headers: Record<string, string> = {}) {
  const titles: string[] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const separator = url.includes('?') ? '&' : '?';
    const response = await get(`${url}${separator}offset=${offset}`, headers);
    expect(response.statusCode).toBe(200);
    const page: CalendarDayResponse = jsonOf<CalendarDayResponse>(response);
    titles.push(...page.data.map((event) => event.title));
    offset = page.nextOffset;
  }
  return titles;
}

describe('month answers on busy days', () => {
  it('hold the first events of a busy day and name it as having more', async () => {
    const month = jsonOf<CalendarResponse>(await get(`/api/v2/event/calendar/${year}/6`));
    const titles = month.data.map((event) => event.title);
    expect(titles).toHaveLength(DAY_EVENT_LIMIT + 1);
    expect(titles.slice(0, 3)).toEqual(['Busy 00', 'Busy 01', 'Busy 02']);
    expect(titles.at(-1)).toBe('Quiet');
    expect(month.daysWithMore).toEqual([BUSY_DAY]);
  });

  it('say nothing of more when a day fits', async () => {
    const nearby = jsonOf<CalendarResponse>(await get(`/api/v2/event/calendar/${year}/6?${near}`));
    // 40 Sydney events on the busy day: still more than the limit.
    expect(nearby.daysWithMore).toEqual([BUSY_DAY]);
    const july = jsonOf<CalendarResponse>(await get(`/api/v2/event/calendar/${year}/7`));
    expect(july).toEqual({ data: [], daysWithMore: [] });
  });
});

describe('GET /api/v2/event/calendar/day/{date}', () => {
  it('pages through the whole day in start order', async () => {
    const titles = await wholeDay(`/api/v2/event/calendar/day/${BUSY_DAY}`);
    expect(titles).toEqual(
      Array.from({ length: BUSY_EVENTS }, (_, index) => `Busy ${String(index).padStart(2, '0')}`),
    );
    const first = jsonOf<CalendarDayResponse>(await get(`/api/v2/event/calendar/day/${BUSY_DAY}`));
    expect(first.data).toHaveLength(50);
    expect(first.nextOffset).toBe(50);
  });

  it('keeps near me within 20 km', async () => {
    const titles = await wholeDay(`/api/v2/event/calendar/day/${BUSY_DAY}?${near}`);
    expect(titles).toHaveLength(40);
    expect(titles).not.toContain('Busy 02');
  });

  it('answers bad input with 400 naming the field', async () => {
    const cases: Array<[string, string]> = [
      [`/api/v2/event/calendar/day/${year}-02-30`, 'date'],
      ['/api/v2/event/calendar/day/tomorrow', 'date'],
      // Real dates the database cannot take (year 0) or the calendar never shows.
      ['/api/v2/event/calendar/day/0000-01-01', 'date'],
      [
        '/api/v2/event/calendar/day/0000-12-31?isNearby=true&latitude=-33.8&longitude=151.2',
        'date',
      ],
      ['/api/v2/event/calendar/day/9999-12-31', 'date'],
      [`/api/v2/event/calendar/day/${BUSY_DAY}?offset=-1`, 'offset'],
      [`/api/v2/event/calendar/day/${BUSY_DAY}?offset=two`, 'offset'],
      [`/api/v2/event/calendar/day/${BUSY_DAY}?isNearby=true`, 'latitude'],
    ];
    for (const [url, field] of cases) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(jsonOf(response)).toMatchObject({
        error: { code: 'VALIDATION_ERROR', details: { field } },
      });
    }
  });
});

describe('GET /api/v2/event/calendar/organisation/day/{date}', () => {
  it('answers only the organisation’s own events of the day', async () => {
    const db = server.databases.production;
    const school = await createAccount(db, {
      email: uniqueEmail(),
      password: 'dancedemo',
      organisationName: 'Busy School',
    });
    await addEvent(db, {
      title: 'Our class',
      startsAt: `${BUSY_DAY}T09:30:00Z`,
      organisationId: school.organisationId,
    });
    const token = server.ctx.accessTokens.sign({
      accountId: school.accountId,
      organisationId: school.organisationId,
      email: 's@x.test',
      database: 'production',
    });
    const auth = { authorization: `Bearer ${token}` };
    const day = jsonOf<CalendarDayResponse>(
      await get(`/api/v2/event/calendar/organisation/day/${BUSY_DAY}`, auth),
    );
    expect(day.data.map((event) => [event.title, event.isEventOwner])).toEqual([
      ['Our class', true],
    ]);
    expect(day.nextOffset).toBeNull();
    expect((await get(`/api/v2/event/calendar/organisation/day/${BUSY_DAY}`)).statusCode).toBe(401);
  });
});
