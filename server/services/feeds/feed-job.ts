// Re-syncs calendar feeds by the hour in every server process, each feed once: a process claims a
// due feed by moving its next sync on (FOR UPDATE SKIP LOCKED), so two servers on one database
// never fetch the same feed twice in an hour. A sync that fails backs off (feed-sync.ts).
import { sql } from 'kysely';
import type { Databases, Db } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { syncFeed, type SyncOptions } from './feed-sync';

export const FEED_JOB_TICK_MS = 60_000;
/** A claimed feed is not claimed again for this long, even if its process dies mid-sync. */
const CLAIM_LEASE = '10 minutes';
const FEEDS_PER_TICK = 20;

export async function claimDueFeed(db: Db, now = new Date()): Promise<string | null> {
  const claimed = await sql<{ id: string }>`
    UPDATE feed_subscriptions SET next_sync_at = ${now}::timestamptz + ${CLAIM_LEASE}::interval
    WHERE id = (
      SELECT id FROM feed_subscriptions WHERE next_sync_at <= ${now}
      ORDER BY next_sync_at LIMIT 1 FOR UPDATE SKIP LOCKED
    )
    RETURNING id`.execute(db);
  return claimed.rows[0]?.id ?? null;
}

/** Syncs the feeds that are due on one database; answers how many were synced. */
export async function syncDueFeeds(db: Db, options: SyncOptions = {}): Promise<number> {
  let synced = 0;
  for (; synced < FEEDS_PER_TICK; synced++) {
    const feedId = await claimDueFeed(db, options.now);
    if (!feedId) break;
    await syncFeed(db, feedId, options);
  }
  return synced;
}

export function startFeedSync(databases: Databases, log: Logger): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      for (const target of ['production', 'development'] as const) {
        try {
          const synced = await syncDueFeeds(databases.of(target));
          if (synced) log.info({ job: 'feed-sync', database: target, synced }, 'feeds synced');
        } catch (error) {
          log.error({ err: error, job: 'feed-sync', database: target }, 'feed sync failed');
        }
      }
    })();
  };
  const timer = setInterval(tick, FEED_JOB_TICK_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
