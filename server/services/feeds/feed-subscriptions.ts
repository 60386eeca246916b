// A school's (or an uploader's) calendar feeds: list, add (its address read once first: one that
// gives no calendar is refused, not kept), sync now, remove — keeping its events as ordinary ones
// or removing those without tickets. Every call is limited to the importer's own feeds: their
// organisation's, or for an uploader without one, their own. Adding and Sync now answer at once
// with the feed "syncing"; the sync itself runs as a durable job (feed-job.ts).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  feedAddressKey,
  MAX_FEEDS_PER_OWNER,
  type AddFeedRequest,
  type FeedSubscription,
} from '../../../src/contract/feed-subscriptions';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import type { Importer } from '../events/importer';
import { removeFeedEvents } from './feed-removal';
import { checkFeedAddress, SYNC_LEASE, type SyncOptions } from './feed-sync';

const FEED_NOT_FOUND = 'This calendar feed was not found.';
const alreadySubscribed = () =>
  new AppError(409, 'CONFLICT', 'You already subscribe to this feed.');

/** How a request has a feed synced: after the answer, as a durable job (feed-job.ts). */
export interface FeedSyncRunner {
  /** The outbound address policy the address check and the sync follow. */
  options: SyncOptions;
  sync(db: Db, feedId: string): void;
}

function ownedBy(db: Db, importer: Importer) {
  const query = db
    .selectFrom('feed_subscriptions')
    .select([
      'id',
      'name',
      'url',
      'default_style',
      'last_synced_at',
      'next_sync_at',
      'event_count',
      'last_error',
      'not_imported',
      sql<boolean>`coalesce(sync_started_at > now() - ${SYNC_LEASE}::interval, false)`.as(
        'syncing',
      ),
    ]);
  return importer.organisationId
    ? query.where('organisation_id', '=', importer.organisationId)
    : query.where('organisation_id', 'is', null).where('account_id', '=', importer.accountId);
}

type Row = Awaited<ReturnType<ReturnType<typeof ownedBy>['executeTakeFirstOrThrow']>>;

const feedOf = (row: Row): FeedSubscription => ({
  id: row.id,
  name: row.name,
  url: row.url,
  defaultStyle: row.default_style,
  lastSyncedAt: row.last_synced_at?.toISOString() ?? null,
  nextSyncAt: row.next_sync_at.toISOString(),
  eventCount: row.event_count,
  lastError: row.last_error,
  syncing: row.syncing,
  notImported: row.not_imported,
});

async function lockOwner(db: Db, importer: Importer): Promise<void> {
  if (importer.organisationId)
    await db
      .selectFrom('organisations')
      .select('id')
      .where('id', '=', importer.organisationId)
      .forUpdate()
      .execute();
  else
    await db
      .selectFrom('accounts')
      .select('id')
      .where('id', '=', importer.accountId)
      .forUpdate()
      .execute();
}

export async function listFeeds(db: Db, importer: Importer): Promise<FeedSubscription[]> {
  const rows = await ownedBy(db, importer).orderBy('created_at').execute();
  return rows.map(feedOf);
}

async function ownFeed(db: Db, importer: Importer, feedId: string): Promise<FeedSubscription> {
  const row = await ownedBy(db, importer).where('id', '=', feedId).executeTakeFirst();
  if (!row) throw notFound(FEED_NOT_FOUND);
  return feedOf(row);
}

/** Adds a feed once its address is checked; it answers "syncing" and syncs in the background. */
export async function addFeed(
  db: Db,
  importer: Importer,
  request: AddFeedRequest,
  runner: FeedSyncRunner,
): Promise<FeedSubscription> {
  const id = randomUUID();
  const addressKey = feedAddressKey(request.url);
  await db.transaction().execute(async (trx) => {
    // The owner's row is locked so parallel adds count one after another.
    await lockOwner(trx, importer);
    const existing = await ownedBy(trx, importer).select('address_key').execute();
    if (existing.length >= MAX_FEEDS_PER_OWNER)
      throw new AppError(
        409,
        'CONFLICT',
        `You can subscribe to at most ${MAX_FEEDS_PER_OWNER} feeds.`,
      );
    if (existing.some((feed) => feed.address_key === addressKey)) throw alreadySubscribed();
    await trx
      .insertInto('feed_subscriptions')
      .values({
        id,
        organisation_id: importer.organisationId,
        account_id: importer.accountId,
        url: request.url,
        address_key: addressKey,
        name: request.name,
        default_style: request.defaultStyle ?? null,
        // "Syncing" from the start: the background sync takes the lease in a moment.
        sync_started_at: sql<Date>`now()`,
      })
      .execute()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? alreadySubscribed() : error;
      });
  });
  // Kept first (so that of adds arriving together the first wins and the rest answer 409), then
  // its address read once: one that gives no calendar is removed again and refused with why.
  try {
    await checkFeedAddress(request.url, runner.options);
  } catch (error) {
    await db.deleteFrom('feed_subscriptions').where('id', '=', id).execute();
    throw error;
  }
  runner.sync(db, id);
  return ownFeed(db, importer, id);
}

/** Sync now: answers at once, "syncing" (a sync already under way is not started twice). */
export async function syncOwnFeed(
  db: Db,
  importer: Importer,
  feedId: string,
  runner: FeedSyncRunner,
): Promise<FeedSubscription> {
  await ownFeed(db, importer, feedId);
  await db
    .updateTable('feed_subscriptions')
    .set({ sync_started_at: sql<Date>`now()` })
    .where('id', '=', feedId)
    .where('sync_token', 'is', null)
    .execute();
  runner.sync(db, feedId);
  return ownFeed(db, importer, feedId);
}

/** Removes a feed; its events stay as ordinary events, or go (all but those with tickets). */
export async function removeFeed(
  db: Db,
  importer: Importer,
  feedId: string,
  keepEvents: boolean,
): Promise<void> {
  await ownFeed(db, importer, feedId);
  await removeFeedEvents(db, feedId, keepEvents);
}
