// Syncs one calendar feed: take its lease (one sync per feed at a time, in any process), fetch
// (conditional: a 304 changes nothing), read its occurrences for the coming 12 weeks off the event
// loop (capped: feed-reading.ts), and make the feed's events match in short slices (feed-apply.ts).
// A feed that cannot be fetched or read keeps its events as they were and records the error in
// plain words.
import { randomUUID } from 'node:crypto';
import { sql, type Updateable } from 'kysely';
import { DEFAULT_TIME_ZONE } from '../../../src/contract/events';
import {
  FEED_SYNC_PERIOD_MS,
  FEED_WEEKS_AHEAD,
  MAX_FEED_MEGABYTES,
} from '../../../src/contract/feed-subscriptions';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { FeedSubscriptionTable } from '../../db/schema-feeds';
import { fetchPublic, PublicFetchError } from '../outbound/public-fetch';
import { applyOccurrences, existingEvents, SyncAbandoned, type FeedToSync } from './feed-apply';
import { FeedParseError } from './feed-components';
import { readFeedOffThread } from './feed-reader';

export const MAX_FEED_BYTES = MAX_FEED_MEGABYTES * 1024 * 1024;
const MAX_BACKOFF_MS = 24 * 3_600_000;
/** A sync not heard from (its lease not renewed) for this long is taken over. */
export const SYNC_LEASE = '10 minutes';

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

const NOTHING: SyncReport = {
  unchanged: true,
  added: 0,
  updated: 0,
  removed: 0,
  markedChanged: 0,
  error: null,
};

/** webcal:// is https:// by another name. */
export const fetchableUrl = (url: string) => url.replace(/^webcals?:\/\//i, 'https://');

type Feed = FeedToSync & {
  url: string;
  etag: string | null;
  last_modified: string | null;
  error_count: number;
  time_zone: string | null;
};

/**
 * Reads a feed's address once before it is added, so that an address that gives no calendar is
 * refused with the reason (422, field url) rather than kept as a broken feed. Only the download
 * happens here (bounded in size and time, off the event loop); reading the events is the
 * background sync's.
 */
export async function checkFeedAddress(url: string, options: SyncOptions = {}): Promise<void> {
  let answer;
  try {
    answer = await fetchPublic(fetchableUrl(url), {
      ...(options.isAllowedAddress ? { isAllowedAddress: options.isAllowedAddress } : {}),
      maxBytes: MAX_FEED_BYTES,
      tooLargeMessage: `The calendar is larger than ${MAX_FEED_MEGABYTES} MB.`,
      what: 'The calendar',
      headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Floorcraft calendar sync' },
    });
  } catch (error) {
    if (error instanceof PublicFetchError)
      throw new AppError(422, 'VALIDATION_ERROR', error.message, { field: 'url' });
    throw error;
  }
  const start = answer.bytes
    .subarray(0, 64)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (!/^BEGIN:VCALENDAR/i.test(start))
    throw new AppError(
      422,
      'VALIDATION_ERROR',
      'This address gives a web page or a file, not a calendar. Copy the calendar’s iCal (.ics) address instead.',
      { field: 'url' },
    );
}

/** Takes the feed's sync lease: null when another sync holds it, or the feed is gone. */
async function takeLease(db: Db, feedId: string, token: string): Promise<Feed | null> {
  const claimed = await sql<{ id: string }>`
    UPDATE feed_subscriptions SET sync_token = ${token}, sync_started_at = now()
    WHERE id = ${feedId}
      AND (sync_token IS NULL OR sync_started_at < now() - ${SYNC_LEASE}::interval)
    RETURNING id`.execute(db);
  if (claimed.rows.length === 0) return null;
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
  return feed ?? null;
}

/** Ends the sync: its outcome and the lease's release, if it still holds it. */
function settle(db: Db, feedId: string, token: string, outcome: Updateable<FeedSubscriptionTable>) {
  return db
    .updateTable('feed_subscriptions')
    .set({ ...outcome, sync_token: null, sync_started_at: null })
    .where('id', '=', feedId)
    .where('sync_token', '=', token)
    .execute();
}

async function recordError(db: Db, feed: Feed, token: string, message: string, now: Date) {
  const errors = feed.error_count + 1;
  const backoff = Math.min(MAX_BACKOFF_MS, FEED_SYNC_PERIOD_MS * 2 ** (errors - 1));
  await settle(db, feed.id, token, {
    last_error: message,
    error_count: errors,
    next_sync_at: new Date(now.getTime() + backoff),
  });
  return { ...NOTHING, error: message };
}

export async function syncFeed(
  db: Db,
  feedId: string,
  options: SyncOptions = {},
): Promise<SyncReport> {
  const now = options.now ?? new Date();
  const token = randomUUID();
  const feed = await takeLease(db, feedId, token);
  if (!feed) return NOTHING;
  try {
    return await syncLeased(db, feed, token, options, now);
  } catch (error) {
    await settle(db, feed.id, token, {});
    if (error instanceof SyncAbandoned) return NOTHING;
    throw error;
  }
}

async function syncLeased(
  db: Db,
  feed: Feed,
  token: string,
  options: SyncOptions,
  now: Date,
): Promise<SyncReport> {
  let answer;
  try {
    answer = await fetchPublic(fetchableUrl(feed.url), {
      ...(options.isAllowedAddress ? { isAllowedAddress: options.isAllowedAddress } : {}),
      maxBytes: MAX_FEED_BYTES,
      tooLargeMessage: `The calendar is larger than ${MAX_FEED_MEGABYTES} MB.`,
      what: 'The calendar',
      headers: {
        accept: 'text/calendar, */*;q=0.5',
        'user-agent': 'Floorcraft calendar sync',
        ...(feed.etag ? { 'if-none-match': feed.etag } : {}),
        ...(feed.last_modified ? { 'if-modified-since': feed.last_modified } : {}),
      },
    });
  } catch (error) {
    if (error instanceof PublicFetchError) return recordError(db, feed, token, error.message, now);
    throw error;
  }
  const settled = {
    last_synced_at: now,
    next_sync_at: new Date(now.getTime() + FEED_SYNC_PERIOD_MS),
    last_error: null,
    error_count: 0,
  };
  if (answer.status === 304) {
    await settle(db, feed.id, token, settled);
    return NOTHING;
  }
  const existing = await existingEvents(db, feed.id, now);
  const withTickets = existing.filter((row) => row.configuration_id && row.feed_key);
  let reading;
  try {
    reading = await readFeedOffThread(
      answer.bytes,
      {
        from: now,
        until: new Date(now.getTime() + FEED_WEEKS_AHEAD * 7 * 86_400_000),
        fallbackZone: feed.time_zone ?? DEFAULT_TIME_ZONE,
      },
      new Set(withTickets.map((row) => row.feed_key!)),
    );
  } catch (error) {
    if (error instanceof FeedParseError) return recordError(db, feed, token, error.message, now);
    throw error;
  }
  const report = await applyOccurrences(db, feed, token, reading.occurrences, existing, now);
  const count = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('feed_id', '=', feed.id)
    .executeTakeFirstOrThrow();
  await settle(db, feed.id, token, {
    ...settled,
    etag: answer.etag,
    last_modified: answer.lastModified,
    event_count: Number(count.n),
    not_imported: reading.notImported,
  });
  return { unchanged: false, ...report, error: null };
}
