// Calendar feed subscriptions against a feed served over real HTTP: the first sync makes a weekly
// class's occurrences for 12 weeks; an unchanged feed (304) changes nothing; a moved occurrence
// keeps its event, a cancelled one and a removed event go, a ticketed event is only marked; a
// malformed, private or oversized feed records an error and touches no event, and one that cannot
// be read when added is refused and not kept; feeds are their
// owner's, once per address and at most 20, also when adds race; two processes claim a due feed once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localParts } from '../../src/contract/time-zones';
import { claimDueFeed } from '../../server/services/feeds/feed-job';
import { startFeedServer, type FeedServer } from '../support/feed-server';
import { callsAs, signedInMember, type Member } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';

const ZONE = 'Australia/Sydney';
const DAY = 86_400_000;
let server: TestServer;
let feeds: FeedServer;
let school: Member;
let feedId: string;

/** The Sydney wall-clock date `days` from now at hh:mm, as iCalendar writes it. */
function wall(days: number, hour: number, minute = 0) {
  const p = localParts(new Date(Date.now() + days * DAY), ZONE);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}${two(p.month)}${two(p.day)}T${two(hour)}${two(minute)}00`;
}

function calendar(parts: { location: string; extra?: string; social?: boolean }) {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Studio//EN',
    'BEGIN:VEVENT',
    'UID:weekly-salsa@studio.test',
    'SUMMARY:Beginner Salsa',
    `LOCATION:${parts.location}`,
    `DTSTART;TZID=${ZONE}:${wall(3, 19)}`,
    `DTEND;TZID=${ZONE}:${wall(3, 20)}`,
    'RRULE:FREQ=WEEKLY;COUNT=20',
    ...(parts.extra ? [parts.extra] : []),
    'END:VEVENT',
    ...(parts.social === false
      ? []
      : [
          'BEGIN:VEVENT',
          'UID:social-1@studio.test',
          'SUMMARY:Saturday Bachata Social',
          `DTSTART;TZID=${ZONE}:${wall(5, 20)}`,
          `DTEND;TZID=${ZONE}:${wall(5, 23)}`,
          'END:VEVENT',
        ]),
    'END:VCALENDAR',
  ].join('\r\n');
}

const feedEvents = () =>
  server.databases.production
    .selectFrom('events')
    .select(['id', 'title', 'starts_at', 'location_description', 'changed_in_feed', 'dance_styles'])
    .where('feed_id', '=', feedId)
    .orderBy('starts_at')
    .execute();

/** The member's feeds once every sync under way has ended. */
async function settledFeeds(member: Member) {
  await server.ctx.background.idle();
  const listed = await callsAs(server, member).get('/api/v2/feeds');
  return listed.body.data as Array<{ id: string; syncing: boolean; [key: string]: unknown }>;
}

const settled = async (member: Member, id: string) =>
  (await settledFeeds(member)).find((feed) => feed.id === id)!;

const remove = (member: Member, id: string, keepEvents: boolean) =>
  server.app.inject({
    method: 'DELETE',
    url: `/api/v2/feeds/${id}?keepEvents=${keepEvents}`,
    headers: member.headers,
  });

beforeAll(async () => {
  server = await startTestServer(
    {},
    { outboundAddressPolicy: (address) => address === '127.0.0.1' },
  );
  feeds = await startFeedServer(calendar({ location: 'Studio 1, 10 King Street, Sydney' }));
  school = await signedInMember(server, { organisation: 'Feed Studio' });
});

afterAll(async () => {
  await feeds.close();
  await server.close();
});

describe('a calendar feed subscription', () => {
  it('makes each occurrence of a weekly class for the coming 12 weeks', async () => {
    const added = await callsAs(server, school).post('/api/v2/feeds', {
      url: `${feeds.url}/feed.ics`,
      name: 'Studio calendar',
    });
    expect(added.status).toBe(200);
    feedId = added.body.data.id;
    // The add answers once the address is checked; the first sync runs after it.
    expect(added.body.data).toMatchObject({ syncing: true, eventCount: 0 });
    expect(await settled(school, feedId)).toMatchObject({
      syncing: false,
      eventCount: 13,
      lastError: null,
      notImported: 0,
    });
    const events = await feedEvents();
    const classes = events.filter((event) => event.title === 'Beginner Salsa');
    expect(classes).toHaveLength(12);
    // Every one at 7 pm in Sydney, a week apart, with the style its words name.
    for (const event of classes) expect(localParts(event.starts_at, ZONE).hour).toBe(19);
    expect(classes[1]!.starts_at.getTime() - classes[0]!.starts_at.getTime()).toBeGreaterThan(
      6.9 * DAY,
    );
    expect(classes[0]!.dance_styles).toEqual(['salsa']);
    expect(events.find((event) => event.title === 'Saturday Bachata Social')).toBeDefined();
    const listed = await callsAs(server, school).get('/api/v2/feeds');
    expect(listed.body.data).toHaveLength(1);
  });

  it('changes nothing when the feed has not changed (304)', async () => {
    const before = await feedEvents();
    const requests = feeds.requests;
    const synced = await callsAs(server, school).post(`/api/v2/feeds/${feedId}/sync`, {});
    expect(synced.status).toBe(200);
    expect(synced.body.data.syncing).toBe(true);
    expect((await settled(school, feedId)).syncing).toBe(false);
    expect(feeds.requests).toBe(requests + 1);
    expect(await feedEvents()).toEqual(before);
  });

  it('moves, cancels and removes what the feed does, and only marks a ticketed event', async () => {
    const before = await feedEvents();
    const classes = before.filter((event) => event.title === 'Beginner Salsa');
    // The fourth class has tickets: a sync never rewrites it.
    await server.databases.production
      .insertInto('ticket_configurations')
      .values({
        id: randomUUID(),
        organisation_id: school.organisationId!,
        event_id: classes[3]!.id,
        status: 'published',
        published_at: new Date(),
        event_details: JSON.stringify({ title: 'Beginner Salsa', location: { description: '' } }),
      })
      .execute();
    feeds.text = calendar({
      location: 'Studio 2, 12 King Street, Sydney',
      social: false,
      // The second class moves to 8:30 pm; the third is cancelled.
      extra: `EXDATE;TZID=${ZONE}:${wall(17, 19)}`,
    }).replace(
      'END:VCALENDAR',
      [
        'BEGIN:VEVENT',
        'UID:weekly-salsa@studio.test',
        `RECURRENCE-ID;TZID=${ZONE}:${wall(10, 19)}`,
        'SUMMARY:Beginner Salsa',
        'LOCATION:Studio 2, 12 King Street, Sydney',
        `DTSTART;TZID=${ZONE}:${wall(10, 20, 30)}`,
        `DTEND;TZID=${ZONE}:${wall(10, 21, 30)}`,
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
    );
    await callsAs(server, school).post(`/api/v2/feeds/${feedId}/sync`, {});
    expect((await settled(school, feedId)).lastError).toBeNull();
    const after = await feedEvents();
    expect(after.find((event) => event.title === 'Saturday Bachata Social')).toBeUndefined();
    expect(after.find((event) => event.id === classes[2]!.id)).toBeUndefined();
    const moved = after.find((event) => event.id === classes[1]!.id)!;
    expect(localParts(moved.starts_at, ZONE)).toMatchObject({ hour: 20, minute: 30 });
    const ticketed = after.find((event) => event.id === classes[3]!.id)!;
    expect(ticketed.location_description).toBe('Studio 1, 10 King Street, Sydney');
    expect(ticketed.changed_in_feed).toContain('Changed in the feed');
    // The organiser sees it on the event's card.
    const published = await callsAs(server, school).get(
      '/api/v2/ticket/organiser?status=published',
    );
    expect(published.body.data[0].changedInFeed).toMatch(/^Changed in the feed: now /);
    expect(after.find((event) => event.id === classes[4]!.id)!.location_description).toBe(
      'Studio 2, 12 King Street, Sydney',
    );
    expect(after).toHaveLength(11);
  });

  it('keeps every event when the feed is malformed, private, or too large', async () => {
    const before = await feedEvents();
    feeds.text = 'BEGIN:VCALENDAR\r\nthis is not a calendar';
    const broken = await callsAs(server, school).post(`/api/v2/feeds/${feedId}/sync`, {});
    expect(broken.status).toBe(200);
    expect((await settled(school, feedId)).lastError).toMatch(/could not be read|not a calendar/);
    expect(await feedEvents()).toEqual(before);

    // An address that cannot be read when added is refused with the reason, and not kept.
    const calls = callsAs(server, school);
    const kept = (await calls.get('/api/v2/feeds')).body.data.length;
    const inside = await calls.post('/api/v2/feeds', {
      url: `${feeds.url}/to-private`,
      name: 'Redirected',
    });
    expect(inside.status).toBe(422);
    expect(inside.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'This address cannot be fetched: it is not a public web address.',
      details: { field: 'url' },
    });
    const nowhere = await calls.post('/api/v2/feeds', {
      url: 'webcal://calendar.example.invalid/basic.ics',
      name: 'Typo',
    });
    expect(nowhere.status).toBe(422);
    expect(nowhere.body.error.message).toBe(
      'The calendar address was not found: check it is typed right.',
    );
    // 4 MB: under the 5 MB it once allowed, over today's 3 MB.
    const huge = await calls.post('/api/v2/feeds', { url: `${feeds.url}/huge.ics`, name: 'Huge' });
    expect(huge.status).toBe(422);
    expect(huge.body.error.message).toBe('The calendar is larger than 3 MB.');
    expect(await feedEvents()).toEqual(before);
    const bad = await calls.post('/api/v2/feeds', { url: 'ftp://example.com/x.ics', name: 'X' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('https://');
    expect((await calls.get('/api/v2/feeds')).body.data).toHaveLength(kept);
  });

  it('belongs to its school only', async () => {
    const other = await signedInMember(server, { organisation: 'Other Studio' });
    const calls = callsAs(server, other);
    expect((await calls.get('/api/v2/feeds')).body.data).toEqual([]);
    expect((await calls.post(`/api/v2/feeds/${feedId}/sync`, {})).status).toBe(404);
    expect((await remove(other, feedId, false)).statusCode).toBe(404);
    const dancer = await signedInMember(server, { organisation: null });
    expect((await callsAs(server, dancer).get('/api/v2/feeds')).status).toBe(403);
  });

  it('is added once per address and at most 20 times, however many adds arrive at once', async () => {
    const busy = await signedInMember(server, { organisation: 'Busy Studio' });
    // Feeds that answer (an earlier test left /feed.ics broken): each add reads its feed once.
    feeds.text = calendar({ location: 'Studio 2', social: false });
    const add = (path: string) =>
      callsAs(server, busy).post('/api/v2/feeds', { url: `${feeds.url}${path}`, name: path });
    const same = await Promise.all(Array.from({ length: 5 }, () => add('/same.ics')));
    expect(same.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(same.find((answer) => answer.status === 409)!.body.error.message).toBe(
      'You already subscribe to this feed.',
    );
    const many = await Promise.all(Array.from({ length: 24 }, (_, i) => add(`/class-${i}.ics`)));
    expect(many.filter((answer) => answer.status === 200)).toHaveLength(19);
    const refused = many.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.body.error.message).toBe('You can subscribe to at most 20 feeds.');
    expect(await settledFeeds(busy)).toHaveLength(20);
  });

  it('is claimed by one process at a time when due', async () => {
    const db = server.databases.production;
    await db
      .updateTable('feed_subscriptions')
      // The most overdue feed (a shared PostgreSQL keeps earlier runs' feeds, due by now too).
      .set({ next_sync_at: new Date('2000-01-01T00:00:00Z') })
      .where('id', '=', feedId)
      .execute();
    const claims = await Promise.all([claimDueFeed(db), claimDueFeed(db), claimDueFeed(db)]);
    expect(claims.filter((claim) => claim === feedId)).toHaveLength(1);
  });

  it('removes its events but those with tickets when removed', async () => {
    expect((await remove(school, feedId, false)).statusCode).toBe(204);
    const left = await server.databases.production
      .selectFrom('events')
      .innerJoin('ticket_configurations as c', 'c.event_id', 'events.id')
      .select('events.id')
      .where('events.title', '=', 'Beginner Salsa')
      .where('c.organisation_id', '=', school.organisationId!)
      .execute();
    expect(left).toHaveLength(1);
    expect((await callsAs(server, school).get('/api/v2/feeds')).body.data).toEqual([]);
  });
});
