// A school's (or an uploader's) calendar feeds: list, add (synced at once; not kept when that first
// read fails), sync now, remove — keeping its events as ordinary ones or removing those without
// tickets. Every call is limited to the importer's own feeds: their organisation's, or for an
// uploader without one, their own.
import { randomUUID } from 'node:crypto';
import {
  MAX_FEEDS_PER_OWNER,
  type AddFeedRequest,
  type FeedSubscription,
} from '../../../src/contract/feed-subscriptions';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import type { Importer } from '../events/importer';
import { syncFeed, type SyncOptions } from './feed-sync';

const FEED_NOT_FOUND = 'This calendar feed was not found.';
const alreadySubscribed = () =>
  new AppError(409, 'CONFLICT', 'You already subscribe to this feed.');

const columns = [
  'id',
  'name',
  'url',
  'default_style',
  'last_synced_at',
  'next_sync_at',
  'event_count',
  'last_error',
] as const;

type Row = {
  id: string;
  name: string;
  url: string;
  default_style: string | null;
  last_synced_at: Date | null;
  next_sync_at: Date;
  event_count: number;
  last_error: string | null;
};

const feedOf = (row: Row): FeedSubscription => ({
  id: row.id,
  name: row.name,
  url: row.url,
  defaultStyle: row.default_style,
  lastSyncedAt: row.last_synced_at?.toISOString() ?? null,
  nextSyncAt: row.next_sync_at.toISOString(),
  eventCount: row.event_count,
  lastError: row.last_error,
});

function ownedBy(db: Db, importer: Importer) {
  const query = db.selectFrom('feed_subscriptions').select(columns);
  return importer.organisationId
    ? query.where('organisation_id', '=', importer.organisationId)
    : query.where('organisation_id', 'is', null).where('account_id', '=', importer.accountId);
}

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

export async function addFeed(
  db: Db,
  importer: Importer,
  request: AddFeedRequest,
  options: SyncOptions = {},
): Promise<FeedSubscription> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    // The owner's row is locked so parallel adds count one after another.
    await lockOwner(trx, importer);
    const existing = await listFeeds(trx, importer);
    if (existing.length >= MAX_FEEDS_PER_OWNER)
      throw new AppError(
        409,
        'CONFLICT',
        `You can subscribe to at most ${MAX_FEEDS_PER_OWNER} feeds.`,
      );
    if (existing.some((feed) => feed.url === request.url)) throw alreadySubscribed();
    await trx
      .insertInto('feed_subscriptions')
      .values({
        id,
        organisation_id: importer.organisationId,
        account_id: importer.accountId,
        url: request.url,
        name: request.name,
        default_style: request.defaultStyle ?? null,
      })
      .execute()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? alreadySubscribed() : error;
      });
  });
  const first = await syncFeed(db, id, options);
  if (first.error) {
    // A feed that cannot be read now is not kept: the school sees why and fixes the address.
    await removeFeed(db, importer, id, false);
    throw new AppError(422, 'VALIDATION_ERROR', first.error, { field: 'url' });
  }
  return ownFeed(db, importer, id);
}

export async function syncOwnFeed(
  db: Db,
  importer: Importer,
  feedId: string,
  options: SyncOptions = {},
): Promise<FeedSubscription> {
  await ownFeed(db, importer, feedId);
  await syncFeed(db, feedId, options);
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
  await db.transaction().execute(async (trx) => {
    if (!keepEvents)
      await trx
        .deleteFrom('events')
        .where('feed_id', '=', feedId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('ticket_configurations')
                .select('id')
                .whereRef('ticket_configurations.event_id', '=', 'events.id'),
            ),
          ),
        )
        .execute();
    // The events left keep their place on the calendar, no longer tied to the feed.
    await trx.deleteFrom('feed_subscriptions').where('id', '=', feedId).execute();
  });
}
