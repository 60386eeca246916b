// The jobs table's statements: enqueue (once per key while waiting), claim due jobs under a lease
// (FOR UPDATE SKIP LOCKED, so two processes never take the same row), and settle a claimed job —
// done (with a recurring job's next run in the same transaction), or failed and retried later.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export const DEFAULT_MAX_ATTEMPTS = 5;

export interface NewJob {
  name: string;
  payload?: unknown;
  /** At most one waiting job has this key: enqueueing it again while it waits changes nothing. */
  key?: string | null;
  /** When it is due: at `runAt`, or this long after the database's now (default: at once). */
  runAt?: Date;
  afterMs?: number;
  maxAttempts?: number;
}

/** A job as its claim answered it: its lease (`lockedBy`) proves the claim when it is settled. */
export interface ClaimedJob {
  id: string;
  name: string;
  key: string | null;
  payload: unknown;
  runAt: Date;
  /** This attempt included. */
  attempts: number;
  maxAttempts: number;
  lockedBy: string;
}

interface JobRow {
  id: string;
  name: string;
  key: string | null;
  payload: unknown;
  run_at: Date | string;
  attempts: number;
  max_attempts: number;
  locked_by: string;
}

const claimedOf = (row: JobRow): ClaimedJob => ({
  id: row.id,
  name: row.name,
  key: row.key,
  payload: row.payload,
  runAt: new Date(row.run_at),
  attempts: row.attempts,
  maxAttempts: row.max_attempts,
  lockedBy: row.locked_by,
});

const WAITING = sql`done_at IS NULL AND failed_at IS NULL`;

/** Runs `work` in a transaction, or in the caller's when `db` is one already. */
function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Writes a job; inside a transaction it commits (or not) with the rest. Answers its id, or null
 * when a job with the same key is already waiting.
 */
export async function enqueueJob(db: Db, job: NewJob): Promise<string | null> {
  const id = randomUUID();
  const runAt = job.runAt
    ? sql`${job.runAt}::timestamptz`
    : sql`now() + make_interval(secs => ${(job.afterMs ?? 0) / 1000})`;
  const inserted = await sql<{ id: string }>`
    INSERT INTO jobs (id, name, key, payload, run_at, max_attempts)
    VALUES (${id}, ${job.name}, ${job.key ?? null}, ${JSON.stringify(job.payload ?? {})}::jsonb,
      ${runAt}, ${job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS})
    ON CONFLICT (key) WHERE ${WAITING} DO NOTHING
    RETURNING id`.execute(db);
  return inserted.rows[0]?.id ?? null;
}

export interface ClaimOptions {
  /** The jobs this process knows how to run, each with its lease. */
  leases: ReadonlyMap<string, number>;
  owner: string;
  limit: number;
}

const leaseValues = (leases: ReadonlyMap<string, number>) =>
  sql.join([...leases].map(([name, ms]) => sql`(${name}, ${ms / 1000}::float8)`));

const RETURNED = sql`jobs.id, jobs.name, jobs.key, jobs.payload, jobs.run_at, jobs.attempts,
  jobs.max_attempts, jobs.locked_by`;

/** Claims up to `limit` due jobs, oldest first, each for its lease; another process skips them. */
export async function claimDueJobs(db: Db, options: ClaimOptions): Promise<ClaimedJob[]> {
  if (options.leases.size === 0 || options.limit <= 0) return [];
  const claimed = await sql<JobRow>`
    UPDATE jobs SET attempts = attempts + 1, locked_by = ${options.owner},
      locked_until = now() + make_interval(secs => lease.secs)
    FROM (VALUES ${leaseValues(options.leases)}) AS lease (name, secs)
    WHERE jobs.name = lease.name AND jobs.id IN (
      SELECT id FROM jobs
      WHERE ${WAITING} AND run_at <= now() AND attempts < max_attempts
        AND (locked_until IS NULL OR locked_until < now())
        AND name IN (${sql.join([...options.leases.keys()].map((name) => sql`${name}`))})
      ORDER BY run_at LIMIT ${options.limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING ${RETURNED}`.execute(db);
  return claimed.rows.map(claimedOf);
}

/** Claims the waiting job with this key if it is free (due or not): to run it at once. */
export async function claimJobByKey(
  db: Db,
  key: string,
  options: Omit<ClaimOptions, 'limit'>,
): Promise<ClaimedJob | null> {
  if (options.leases.size === 0) return null;
  const claimed = await sql<JobRow>`
    UPDATE jobs SET attempts = attempts + 1, locked_by = ${options.owner},
      locked_until = now() + make_interval(secs => lease.secs)
    FROM (VALUES ${leaseValues(options.leases)}) AS lease (name, secs)
    WHERE jobs.name = lease.name AND jobs.id = (
      SELECT id FROM jobs
      WHERE key = ${key} AND ${WAITING} AND attempts < max_attempts
        AND (locked_until IS NULL OR locked_until < now())
      FOR UPDATE SKIP LOCKED
    )
    RETURNING ${RETURNED}`.execute(db);
  const row = claimed.rows[0];
  return row ? claimedOf(row) : null;
}

/** A recurring job's next run, written when this one is settled. */
export interface NextRun {
  afterMs: number;
}

async function scheduleNext(trx: Db, job: ClaimedJob, next: NextRun) {
  await enqueueJob(trx, {
    name: job.name,
    key: job.key,
    payload: job.payload,
    maxAttempts: job.maxAttempts,
    afterMs: next.afterMs,
  });
}

/**
 * Marks a claimed job done, and writes a recurring job's next run in the same transaction.
 * Answers false when the lease had run out and another process took the job meanwhile.
 */
export async function completeJob(db: Db, job: ClaimedJob, next?: NextRun): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const done = await trx
      .updateTable('jobs')
      .set({ done_at: sql<Date>`now()`, locked_by: null, locked_until: null, last_error: null })
      .where('id', '=', job.id)
      .where('locked_by', '=', job.lockedBy)
      .where('done_at', 'is', null)
      .where('failed_at', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) return false;
    if (next) await scheduleNext(trx, job, next);
    return true;
  });
}

/** Doubles from `baseMs` with each attempt, up to `maxMs`. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Records a claimed job's failure: it runs again after `retryInMs`, or, its attempts spent, it
 * stops (failed_at) with the error kept — and a recurring job's next run is written all the same.
 */
export async function failJob(
  db: Db,
  job: ClaimedJob,
  error: string,
  retryInMs: number,
  next?: NextRun,
): Promise<'retry' | 'failed' | 'lost'> {
  const givingUp = job.attempts >= job.maxAttempts;
  return inTransaction(db, async (trx) => {
    const failed = await trx
      .updateTable('jobs')
      .set({
        last_error: error.slice(0, 2000),
        locked_by: null,
        locked_until: null,
        ...(givingUp
          ? { failed_at: sql<Date>`now()` }
          : { run_at: sql<Date>`now() + make_interval(secs => ${retryInMs / 1000})` }),
      })
      .where('id', '=', job.id)
      .where('locked_by', '=', job.lockedBy)
      .where('done_at', 'is', null)
      .where('failed_at', 'is', null)
      .executeTakeFirst();
    if (Number(failed.numUpdatedRows) === 0) return 'lost';
    if (!givingUp) return 'retry';
    if (next) await scheduleNext(trx, job, next);
    return 'failed';
  });
}

/**
 * Stops jobs whose last attempt's process died (lease over, no attempts left): they would never
 * be claimed again. Answers their names and keys, so recurring ones can be written anew.
 */
export async function abandonDeadJobs(db: Db): Promise<Array<{ name: string }>> {
  const abandoned = await sql<{ name: string }>`
    UPDATE jobs SET failed_at = now(), locked_by = NULL, locked_until = NULL,
      last_error = coalesce(last_error || ' ', '') ||
        '(The process running the last attempt stopped before it finished.)'
    WHERE ${WAITING} AND attempts >= max_attempts AND locked_until < now()
    RETURNING name`.execute(db);
  return abandoned.rows;
}

/** Removes finished jobs: done ones after `doneDays`, failed ones (kept to read) after more. */
export async function removeFinishedJobs(
  db: Db,
  now: Date,
  doneDays: number,
  failedDays: number,
): Promise<number> {
  const removed = await db
    .deleteFrom('jobs')
    .where((eb) =>
      eb.or([
        eb('done_at', '<', new Date(now.getTime() - doneDays * 86_400_000)),
        eb('failed_at', '<', new Date(now.getTime() - failedDays * 86_400_000)),
      ]),
    )
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}
