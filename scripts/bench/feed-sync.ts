// Feed-sync benchmark: a calendar feed of 500 VEVENTs — 450 one-off events and 50 weekly classes
// with an RRULE (≈ 1 050 occurrences in the 12 weeks ahead) — served over local HTTP and synced
// into the embedded database (in memory, or PostgreSQL with DATABASE_URL): the first sync (every
// occurrence new) and a re-sync after the feed changed (every occurrence compared, a few updated),
// each against the 2 s budget. The feed reader's thread is started first, as a running server
// keeps it between syncs.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { feedAddressKey } from '../../src/contract/feed-subscriptions';
import { openDatabases } from '../../server/db/database';
import { readFeedOffThread } from '../../server/services/feeds/feed-reader';
import { syncFeed } from '../../server/services/feeds/feed-sync';
import { startFeedServer } from '../../tests/support/feed-server';

const BUDGET_MS = 2_000;
const SINGLES = 450;
const WEEKLY = 50;
const DAY = 86_400_000;

/** The feed's times count from one hour, so an edition changes only what it means to. */
const NOW = Math.ceil(Date.now() / 3_600_000) * 3_600_000;

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

function feedText(edition: number) {
  const now = NOW;
  const events: string[] = [];
  for (let index = 0; index < SINGLES; index++) {
    const start = new Date(now + ((index % 80) + 1) * DAY + (index % 5) * 3_600_000);
    events.push(
      'BEGIN:VEVENT',
      `UID:single-${index}@bench.test`,
      `SUMMARY:${index % 10 === 0 ? `Edition ${edition} ` : ''}Bachata social ${index}`,
      'LOCATION:Harbour City Dance Studio\\, 1 George Street\\, Sydney',
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(new Date(start.getTime() + 3 * 3_600_000))}`,
      'END:VEVENT',
    );
  }
  for (let index = 0; index < WEEKLY; index++) {
    const start = new Date(now + ((index % 7) + 1) * DAY);
    const day = start.toISOString().slice(0, 10).replace(/-/g, '');
    events.push(
      'BEGIN:VEVENT',
      `UID:weekly-${index}@bench.test`,
      `SUMMARY:Salsa level ${(index % 3) + 1} class ${index}`,
      'LOCATION:Harbour City Dance Studio\\, 1 George Street\\, Sydney',
      `DTSTART;TZID=Australia/Sydney:${day}T190000`,
      `DTEND;TZID=Australia/Sydney:${day}T203000`,
      'RRULE:FREQ=WEEKLY',
      'END:VEVENT',
    );
  }
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', ...events, 'END:VCALENDAR'].join('\r\n');
}

async function main() {
  const feeds = await startFeedServer(feedText(1));
  const databases = await openDatabases({
    databaseUrl: process.env.DATABASE_URL ?? null,
    dataDir: null,
  });
  const db = databases.development;
  const organisationId = randomUUID();
  const accountId = randomUUID();
  const feedId = randomUUID();
  await db.insertInto('organisations').values({ id: organisationId, name: 'Sync Bench' }).execute();
  await db
    .insertInto('accounts')
    .values({
      id: accountId,
      email: `sync-${accountId}@bench.floorcraft.test`,
      password_hash: 'x',
      organisation_id: organisationId,
    })
    .execute();
  await db
    .insertInto('feed_subscriptions')
    .values({
      id: feedId,
      organisation_id: organisationId,
      account_id: accountId,
      url: `${feeds.url}/feed.ics`,
      address_key: feedAddressKey(`${feeds.url}/feed.ics`),
      name: 'Bench feed',
    })
    .execute();
  const options = { isAllowedAddress: (address: string) => address === '127.0.0.1' };
  const empty = new TextEncoder().encode('BEGIN:VCALENDAR\r\nEND:VCALENDAR');
  await readFeedOffThread(
    empty,
    { from: new Date(), until: new Date(), fallbackZone: 'UTC' },
    new Set(),
  );
  const timed = async () => {
    const started = performance.now();
    const report = await syncFeed(db, feedId, options);
    return { ms: performance.now() - started, report };
  };
  const first = await timed();
  feeds.text = feedText(2);
  const again = await timed();
  const results = [
    ['first sync', first],
    ['re-sync after a change', again],
  ] as const;
  console.log(`feed of ${SINGLES + WEEKLY} VEVENTs (${WEEKLY} weekly):`);
  for (const [label, run] of results)
    console.log(
      `  ${label}: ${run.ms.toFixed(0)} ms (added ${run.report.added}, updated ${run.report.updated}, ` +
        `removed ${run.report.removed}) — ${run.ms <= BUDGET_MS ? 'within budget' : 'OVER BUDGET'} (≤ ${BUDGET_MS} ms)`,
    );
  await databases.close();
  await feeds.close();
  if (results.some(([, run]) => run.ms > BUDGET_MS || run.report.error)) process.exitCode = 1;
}

await main();
