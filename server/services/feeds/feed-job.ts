// The feed jobs (durable, jobs/job-runner.ts): each minute a sweep re-syncs the feeds that are due
// (hourly each), each feed once: a process claims a due feed by moving its next sync on (FOR
// UPDATE SKIP LOCKED), so two servers on one database never fetch the same feed twice in an hour.
// A sync that fails backs off (feed-sync.ts). Adding a feed or Sync now writes that feed's job.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { BackgroundTasks } from '../jobs/background-tasks';
import type { JobDefinition, JobRunner } from '../jobs/job-runner';
import type { FeedSyncRunner } from './feed-subscriptions';
import { syncFeed, type SyncOptions } from './feed-sync';

export const FEED_SWEEP_JOB = 'feed-sweep';
export const FEED_SYNC_JOB = 'feed-sync';
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

/** A feed's own sync, asked for by adding it or by Sync now: a durable job, started at once. */
export const feedSyncJobOf = (feedId: string) => ({
  name: FEED_SYNC_JOB,
  key: `${FEED_SYNC_JOB}:${feedId}`,
  payload: { feedId },
});

/** The two feed jobs: the sweep of due feeds each minute, and one feed's sync. */
export function feedJobs(options: SyncOptions): Record<string, JobDefinition> {
  return {
    [FEED_SWEEP_JOB]: {
      everyMs: FEED_JOB_TICK_MS,
      firstAfterMs: FEED_JOB_TICK_MS,
      maxAttempts: 3,
      // Each feed has a lease of its own (feed-sync.ts): a second sweep meanwhile is harmless.
      leaseMs: 30 * 60_000,
      async run(_payload, { db, target, log }) {
        const synced = await syncDueFeeds(db, options);
        if (synced) log.info({ job: FEED_SWEEP_JOB, database: target, synced }, 'feeds synced');
      },
    },
    [FEED_SYNC_JOB]: {
      maxAttempts: 3,
      leaseMs: 15 * 60_000,
      async run(payload, { db }) {
        await syncFeed(db, String((payload as { feedId?: unknown }).feedId), options);
      },
    },
  };
}

/** How requests have a feed synced: its job written, then run in this process's background. */
export function feedSyncRunner(
  jobs: Pick<JobRunner, 'enqueue' | 'runNow'>,
  background: Pick<BackgroundTasks, 'run'>,
  options: SyncOptions,
): FeedSyncRunner {
  return {
    options,
    sync(db, feedId) {
      background.run('feed-sync', async () => {
        const job = feedSyncJobOf(feedId);
        await jobs.enqueue(db, job);
        await jobs.runNow(db, job.key);
      });
    },
  };
}
