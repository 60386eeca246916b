// Syncs one calendar feed: fetch (conditional: a 304 changes nothing), read its occurrences for
// the coming 12 weeks, and make the feed's events match in one transaction — new ones added,
// changed ones updated in place, cancelled and removed ones deleted. Events with tickets are never
// rewritten or deleted by a sync: they say what the feed did, for the organiser. A feed that
// cannot be fetched or read keeps its events as they were and records the error in plain words.
import { randomUUID } from 'node:crypto';
import { stylesIn } from '../../../src/contract/dance-style-keywords';
import { shortDateTimeText } from '../../../src/contract/date-formats';
import { DEFAULT_TIME_ZONE, LOCATION_TBA, UNTITLED_EVENT } from '../../../src/contract/events';
import { FEED_SYNC_PERIOD_MS, FEED_WEEKS_AHEAD } from '../../../src/contract/feed-subscriptions';
import type { Db } from '../../db/database';
import { fetchPublic, PublicFetchError } from '../outbound/public-fetch';
import { feedOccurrences, FeedParseError, type FeedOccurrence } from './feed-occurrences';

export const MAX_FEED_BYTES = 5 * 1024 * 1024;
const MAX_BACKOFF_MS = 24 * 3_600_000;

export interface SyncOptions {
  isAllowedAddress?: (address: string) => boolean;
  now?: Date;
}

export interface SyncReport {
  unchanged: boolean;
  added: number;
  updated: number;
  removed: number;
  markedChanged: number;
  error: string | null;
}

/** webcal:// is https:// by another name. */
export const fetchableUrl = (url: string) => url.replace(/^webcals?:\/\//i, 'https://');

type Feed = {
  id: string;
  organisation_id: string | null;
  account_id: string;
  url: string;
  default_style: string | null;
  etag: string | null;
  last_modified: string | null;
  error_count: number;
};

async function recordError(db: Db, feed: Feed, message: string, now: Date): Promise<SyncReport> {
  const errors = feed.error_count + 1;
  const backoff = Math.min(MAX_BACKOFF_MS, FEED_SYNC_PERIOD_MS * 2 ** (errors - 1));
  await db
    .updateTable('feed_subscriptions')
    .set({
      last_error: message,
      error_count: errors,
      next_sync_at: new Date(now.getTime() + backoff),
    })
    .where('id', '=', feed.id)
    .execute();
  return { unchanged: true, added: 0, updated: 0, removed: 0, markedChanged: 0, error: message };
}

function columnsOf(feed: Feed, occurrence: FeedOccurrence) {
  const words = `${occurrence.title} ${occurrence.description}`;
  return {
    title: occurrence.title || UNTITLED_EVENT,
    description: occurrence.description,
    starts_at: occurrence.startsAt,
    ends_at: occurrence.endsAt,
    time_zone: occurrence.timeZone,
    location_description: occurrence.location || LOCATION_TBA,
    dance_styles: feed.default_style ? [feed.default_style] : stylesIn(words),
    feed_hash: occurrence.hash,
  };
}

const whenText = (date: Date, zone: string) => shortDateTimeText(date, zone);

async function applyOccurrences(db: Db, feed: Feed, occurrences: FeedOccurrence[], now: Date) {
  const report = { added: 0, updated: 0, removed: 0, markedChanged: 0 };
  await db.transaction().execute(async (trx) => {
    // Past events are left to retention; only what has not ended is the feed's to change.
    const existing = await trx
      .selectFrom('events as e')
      .leftJoin('ticket_configurations as c', 'c.event_id', 'e.id')
      .select(['e.id', 'e.feed_key', 'e.feed_hash', 'c.id as configuration_id'])
      .where('e.feed_id', '=', feed.id)
      .where('e.ends_at', '>=', now)
      .execute();
    const byKey = new Map(existing.map((row) => [row.feed_key, row]));
    const seen = new Set<string>();
    const inserts = [];
    for (const occurrence of occurrences) {
      if (occurrence.cancelled) continue;
      seen.add(occurrence.key);
      const row = byKey.get(occurrence.key);
      if (!row) {
        inserts.push({
          id: randomUUID(),
          ...columnsOf(feed, occurrence),
          organisation_id: feed.organisation_id,
          uploaded_by_account_id: feed.account_id,
          uploaded_by_admin: feed.organisation_id === null,
          import_source: 'feed' as const,
          feed_id: feed.id,
          feed_key: occurrence.key,
        });
        continue;
      }
      if (row.feed_hash === occurrence.hash) continue;
      if (row.configuration_id) {
        report.markedChanged++;
        await trx
          .updateTable('events')
          .set({
            changed_in_feed: `Changed in the feed: now ${whenText(occurrence.startsAt, occurrence.timeZone)}${occurrence.location ? `, ${occurrence.location}` : ''}.`,
            feed_hash: occurrence.hash,
          })
          .where('id', '=', row.id)
          .execute();
        continue;
      }
      report.updated++;
      await trx
        .updateTable('events')
        .set({ ...columnsOf(feed, occurrence), updated_at: now })
        .where('id', '=', row.id)
        .execute();
    }
    for (let start = 0; start < inserts.length; start += 200)
      await trx
        .insertInto('events')
        .values(inserts.slice(start, start + 200))
        .execute();
    report.added = inserts.length;
    const gone = existing.filter((row) => row.feed_key && !seen.has(row.feed_key));
    const ticketed = gone.filter((row) => row.configuration_id).map((row) => row.id);
    const free = gone.filter((row) => !row.configuration_id).map((row) => row.id);
    if (free.length > 0) await trx.deleteFrom('events').where('id', 'in', free).execute();
    if (ticketed.length > 0)
      await trx
        .updateTable('events')
        .set({ changed_in_feed: 'Cancelled or removed in the feed.' })
        .where('id', 'in', ticketed)
        .where('changed_in_feed', 'is', null)
        .execute();
    report.removed = free.length;
    report.markedChanged += ticketed.length;
  });
  return report;
}

export async function syncFeed(
  db: Db,
  feedId: string,
  options: SyncOptions = {},
): Promise<SyncReport> {
  const now = options.now ?? new Date();
  const feed = await db
    .selectFrom('feed_subscriptions as f')
    .leftJoin('organisations as o', 'o.id', 'f.organisation_id')
    .select([
      'f.id',
      'f.organisation_id',
      'f.account_id',
      'f.url',
      'f.default_style',
      'f.etag',
      'f.last_modified',
      'f.error_count',
      'o.time_zone',
    ])
    .where('f.id', '=', feedId)
    .executeTakeFirst();
  if (!feed)
    return { unchanged: true, added: 0, updated: 0, removed: 0, markedChanged: 0, error: null };
  let answer;
  try {
    answer = await fetchPublic(fetchableUrl(feed.url), {
      ...(options.isAllowedAddress ? { isAllowedAddress: options.isAllowedAddress } : {}),
      maxBytes: MAX_FEED_BYTES,
      tooLargeMessage: 'The calendar is larger than 5 MB.',
      what: 'The calendar',
      headers: {
        accept: 'text/calendar, */*;q=0.5',
        'user-agent': 'Floorcraft calendar sync',
        ...(feed.etag ? { 'if-none-match': feed.etag } : {}),
        ...(feed.last_modified ? { 'if-modified-since': feed.last_modified } : {}),
      },
    });
  } catch (error) {
    if (error instanceof PublicFetchError) return recordError(db, feed, error.message, now);
    throw error;
  }
  const settled = {
    last_synced_at: now,
    next_sync_at: new Date(now.getTime() + FEED_SYNC_PERIOD_MS),
    last_error: null,
    error_count: 0,
  };
  if (answer.status === 304) {
    await db.updateTable('feed_subscriptions').set(settled).where('id', '=', feed.id).execute();
    return { unchanged: true, added: 0, updated: 0, removed: 0, markedChanged: 0, error: null };
  }
  let occurrences: FeedOccurrence[];
  try {
    occurrences = feedOccurrences(answer.bytes.toString('utf8'), {
      from: now,
      until: new Date(now.getTime() + FEED_WEEKS_AHEAD * 7 * 86_400_000),
      fallbackZone: feed.time_zone ?? DEFAULT_TIME_ZONE,
    });
  } catch (error) {
    if (error instanceof FeedParseError) return recordError(db, feed, error.message, now);
    // ical.js reports what it could not read with plain errors.
    return recordError(
      db,
      feed,
      `The calendar could not be read (${error instanceof Error ? error.message : 'unknown error'}).`,
      now,
    );
  }
  const report = await applyOccurrences(db, feed, occurrences, now);
  const count = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('feed_id', '=', feed.id)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('feed_subscriptions')
    .set({
      ...settled,
      etag: answer.etag,
      last_modified: answer.lastModified,
      event_count: Number(count.n),
    })
    .where('id', '=', feed.id)
    .execute();
  return { unchanged: false, ...report, error: null };
}
