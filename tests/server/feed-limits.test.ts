// Calendar feeds cannot stall the server: a 30 000-event feed is added at once ("syncing"), the
// server answers /api/health all through its sync, and it ends with the soonest 2 000 events and
// "28000 more not imported"; five events repeating every minute end capped inside the 12 weeks;
// removing a feed with thousands of events leaves the server answering. One calendar spelled eight
// ways is one feed, also when the eight adds arrive at once; the SQL that keyed the feeds stored
// before migration 0019 agrees with the contract's key.
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEED_WEEKS_AHEAD,
  feedAddressKey,
  MAX_FEED_OCCURRENCES,
} from '../../src/contract/feed-subscriptions';
import { addressKeySql } from '../../server/db/migrations/0019-feed-sync-limits';
import { startFeedServer, type FeedServer } from '../support/feed-server';
import { callsAs, signedInMember, type Member } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';

const DAY = 86_400_000;
const PLAIN_EVENTS = 30_000;
let server: TestServer;
const feedServers: FeedServer[] = [];

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

/** 30 000 one-off events over the next 80 days (about 2.6 MB), each a second apart in its day. */
function plainFeed() {
  const now = Date.now();
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0'];
  for (let index = 0; index < PLAIN_EVENTS; index++) {
    const start = new Date(now + ((index % 80) + 1) * DAY + index * 1000);
    lines.push(
      'BEGIN:VEVENT',
      `UID:social-${index}@big.test`,
      `SUMMARY:Social ${index}`,
      `DTSTART:${stamp(start)}`,
      'END:VEVENT',
    );
  }
  return [...lines, 'END:VCALENDAR'].join('\r\n');
}

/** Five events repeating every minute, without end (826 bytes did this to the server before). */
function minutelyFeed() {
  const start = stamp(new Date(Date.now() + DAY));
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0'];
  for (let index = 0; index < 5; index++)
    lines.push(
      'BEGIN:VEVENT',
      `UID:every-minute-${index}@runaway.test`,
      'SUMMARY:Every minute',
      `DTSTART:${start}`,
      'RRULE:FREQ=MINUTELY',
      'END:VEVENT',
    );
  return [...lines, 'END:VCALENDAR'].join('\r\n');
}

async function served(text: string) {
  const feeds = await startFeedServer(text);
  feedServers.push(feeds);
  return `${feeds.url}/feed.ics`;
}

const feedEventTimes = (feedId: string) =>
  server.databases.production
    .selectFrom('events')
    .select(['starts_at'])
    .where('feed_id', '=', feedId)
    .orderBy('starts_at')
    .execute();

const listed = async (member: Member, id: string) =>
  (
    (await callsAs(server, member).get('/api/v2/feeds')).body.data as Array<Record<string, unknown>>
  ).find((feed) => feed.id === id)!;

/**
 * Asks /api/health again and again while `work` runs; answers how long the slowest answer took,
 * how many came, and the event loop's longest delay meanwhile.
 */
async function healthDuring(work: () => Promise<boolean>) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let slowest = 0;
  let answered = 0;
  while (await work()) {
    const started = performance.now();
    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    slowest = Math.max(slowest, performance.now() - started);
    answered++;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  delay.disable();
  return { slowest, answered, loopDelayMs: delay.max / 1e6 };
}

beforeAll(async () => {
  server = await startTestServer(
    {},
    { outboundAddressPolicy: (address) => address === '127.0.0.1' },
  );
});

afterAll(async () => {
  await server.close();
  await Promise.all(feedServers.map((feeds) => feeds.close()));
});

describe('a large calendar feed', () => {
  let school: Member;
  let feedId: string;

  it('is added at once and synced in the background, the server answering throughout', async () => {
    school = await signedInMember(server, { organisation: 'Big Feed Studio' });
    const url = await served(plainFeed());
    const started = performance.now();
    const added = await callsAs(server, school).post('/api/v2/feeds', { url, name: 'Everything' });
    const addMs = performance.now() - started;
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ syncing: true, eventCount: 0, notImported: 0 });
    feedId = added.body.data.id;
    // Before, the add itself ran the whole sync (284 s on the embedded database).
    expect(addMs).toBeLessThan(2_000);

    const health = await healthDuring(async () => (await listed(school, feedId)).syncing === true);
    // The sync took many health checks' time, and none of them waited on it.
    expect(health.answered).toBeGreaterThan(3);
    expect(health.slowest).toBeLessThan(1_000);
    expect(health.loopDelayMs).toBeLessThan(1_500);

    const feed = await listed(school, feedId);
    expect(feed).toMatchObject({
      syncing: false,
      lastError: null,
      eventCount: MAX_FEED_OCCURRENCES,
      notImported: PLAIN_EVENTS - MAX_FEED_OCCURRENCES,
    });
    // The soonest are the ones kept.
    const times = await feedEventTimes(feedId);
    expect(times).toHaveLength(MAX_FEED_OCCURRENCES);
    expect(times.at(-1)!.starts_at.getTime()).toBeLessThan(Date.now() + 7 * DAY);
  });

  it('is removed, events and all, without holding the server', async () => {
    let removed = false;
    const removal = server.app
      .inject({
        method: 'DELETE',
        url: `/api/v2/feeds/${feedId}?keepEvents=false`,
        headers: school.headers,
      })
      .then((answer) => {
        removed = true;
        return answer;
      });
    const health = await healthDuring(async () => !removed);
    expect((await removal).statusCode).toBe(204);
    expect(health.loopDelayMs).toBeLessThan(1_500);
    expect(await feedEventTimes(feedId)).toEqual([]);
  });
});

describe('a feed of events repeating every minute', () => {
  it('ends capped, every event inside the 12 weeks ahead', async () => {
    const school = await signedInMember(server, { organisation: 'Runaway Studio' });
    const added = await callsAs(server, school).post('/api/v2/feeds', {
      url: await served(minutelyFeed()),
      name: 'Every minute',
    });
    expect(added.body.data.syncing).toBe(true);
    await server.ctx.background.idle();
    const feed = await listed(school, added.body.data.id);
    expect(feed).toMatchObject({ syncing: false, lastError: null });
    expect(feed.eventCount).toBe(MAX_FEED_OCCURRENCES);
    expect(feed.notImported).toBeGreaterThan(0);
    const times = await feedEventTimes(added.body.data.id);
    expect(times).toHaveLength(MAX_FEED_OCCURRENCES);
    const windowEnd = Date.now() + FEED_WEEKS_AHEAD * 7 * DAY;
    expect(times.every(({ starts_at }) => starts_at.getTime() <= windowEnd)).toBe(true);
  });
});

describe('one calendar spelled eight ways', () => {
  const spellings = (base: string) => {
    const rest = base.replace(/^http:\/\//, '');
    const [host, ...path] = rest.split('/');
    return [
      base,
      `HTTP://${rest}`,
      `webcal://${rest}`,
      `https://${host!.toUpperCase()}/${path.join('/')}`,
      `${base}?`,
      `${base}#x`,
      `http://${host}//${path.join('/')}`,
      `webcals://${host}/${path.join('//')}?#top`,
    ];
  };

  it('is one feed; the other spellings answer as a second add of it does', async () => {
    const school = await signedInMember(server, { organisation: 'Spelling Studio' });
    const all = spellings(await served(minutelyFeed()));
    expect(new Set(all.map(feedAddressKey)).size).toBe(1);
    const answers = [];
    for (const [index, url] of all.entries())
      answers.push(
        await callsAs(server, school).post('/api/v2/feeds', { url, name: `Copy ${index}` }),
      );
    expect(answers.map((answer) => answer.status)).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409,
    ]);
    expect(answers[1]!.body.error.message).toBe('You already subscribe to this feed.');
    await server.ctx.background.idle();
  });

  it('is one feed when the eight adds arrive at once', async () => {
    const school = await signedInMember(server, { organisation: 'Rush Studio' });
    const all = spellings(await served(minutelyFeed()));
    const answers = await Promise.all(
      all.map((url, index) =>
        callsAs(server, school).post('/api/v2/feeds', { url, name: `Copy ${index}` }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409,
    ]);
    await server.ctx.background.idle();
    expect((await callsAs(server, school).get('/api/v2/feeds')).body.data).toHaveLength(1);
  });

  it('reads an address as a fetch would: host forms, ports, dot segments, sign-in and tabs', () => {
    const keys = [
      'http://127.0.0.1:18901/feed.ics',
      'http://u@127.0.0.1:18901/feed.ics',
      'http://u:p@127.0.0.1:18901/feed.ics',
      'http://127.0.0.1:18901/./feed.ics',
      'http://127.0.0.1:18901/x/../feed.ics',
      'http://127.0.0.1:18901\\feed.ics',
      'http://127.1:18901/feed.ics',
      'http://2130706433:18901/feed.ics',
      'http://127.0.0.1:18901/fe\ted.ics',
      'http://127.0.0.1:018901/feed.ics',
      'http://127.0.0.1.:18901/feed.ics',
      'webcal://127.0.0.1:18901/feed.ics#x',
    ].map(feedAddressKey);
    expect(new Set(keys)).toEqual(new Set(['127.0.0.1:18901/feed.ics']));
    // Another path, query or port is another calendar.
    expect(feedAddressKey('http://127.0.0.1:18901/feed.ics?token=a')).not.toBe(keys[0]);
    expect(feedAddressKey('http://127.0.0.1:18902/feed.ics')).not.toBe(keys[0]);
  });

  it('was keyed the same way in SQL for the feeds stored before', async () => {
    const all = [
      ...spellings('http://calendar.example.test/ical/studio/basic.ics'),
      'https://calendar.example.test:443/a//b/?token=x//y#frag',
      'https://calendar.example.test:8443/a',
      'webcal://Calendar.Example.Test./',
      'https://calendar.example.test',
    ];
    for (const url of all) {
      const row = await sql<{ key: string }>`SELECT ${sql.raw(addressKeySql('v.url'))} AS key
        FROM (SELECT ${url}::text AS url) v`.execute(server.databases.production);
      expect(row.rows[0]!.key, url).toBe(feedAddressKey(url));
    }
  });

  it('is refused by the database too, whichever spelling comes second', async () => {
    const school = await signedInMember(server, { organisation: 'Constraint Studio' });
    const row = (url: string) => ({
      id: randomUUID(),
      organisation_id: school.organisationId!,
      account_id: school.accountId,
      url,
      address_key: feedAddressKey(url),
      name: 'Direct',
    });
    const db = server.databases.production;
    await db
      .insertInto('feed_subscriptions')
      .values(row('https://cal.example.test/a.ics'))
      .execute();
    await expect(
      db
        .insertInto('feed_subscriptions')
        .values(row('WEBCAL://CAL.example.test//a.ics#x'))
        .execute(),
    ).rejects.toThrow(/unique|duplicate/i);
  });
});
