// The retention job: once per period on each database, whoever asks (the hourly durable job in
// any process, or `floorcraft purge`): a transaction-scoped advisory lock picks one runner, and
// job_runs records when it last ran. Its hourly run also clears out finished jobs.
import { sql } from 'kysely';
import { advisoryLockKey } from '../../db/advisory-lock';
import { schemaOf, type DatabaseTarget, type Db } from '../../db/database';
import type { JobDefinition } from './job-runner';
import { removeFinishedJobs } from './job-store';
import { runRetention, type RetentionReport } from './retention';

export const RETENTION_JOB = 'retention';
export const RETENTION_PERIOD_MS = 60 * 60 * 1000;

/**
 * Runs the retention job on one database unless another process holds it or (without `force`)
 * it ran within the period. Answers the report, or null when it did not run.
 */
export async function runRetentionJob(
  db: Db,
  target: DatabaseTarget,
  force = false,
): Promise<RetentionReport | null> {
  return db.transaction().execute(async (trx) => {
    const key = advisoryLockKey(`job:${RETENTION_JOB}:${schemaOf[target]}`);
    const lock = await sql<{
      locked: boolean;
    }>`SELECT pg_try_advisory_xact_lock(${key}) AS locked`.execute(trx);
    if (!lock.rows[0]?.locked) return null;
    const now = new Date();
    const last = await trx
      .selectFrom('job_runs')
      .select('last_run_at')
      .where('job', '=', RETENTION_JOB)
      .executeTakeFirst();
    if (!force && last && now.getTime() - last.last_run_at.getTime() < RETENTION_PERIOD_MS * 0.9)
      return null;
    const report = await runRetention(trx, now);
    await trx
      .insertInto('job_runs')
      .values({ job: RETENTION_JOB, last_run_at: now, last_result: JSON.stringify(report) })
      .onConflict((conflict) =>
        conflict
          .column('job')
          .doUpdateSet({ last_run_at: now, last_result: JSON.stringify(report) }),
      )
      .execute();
    return report;
  });
}

/** Finished jobs are kept this long to read (docs/jobs.md), failed ones longer. */
const DONE_JOB_DAYS = 7;
const FAILED_JOB_DAYS = 30;

/** The hourly durable job (jobs/house-jobs.ts); `floorcraft purge` calls runRetentionJob itself. */
export const retentionJob: JobDefinition = {
  everyMs: RETENTION_PERIOD_MS,
  firstAfterMs: 5_000,
  maxAttempts: 3,
  async run(_payload, { db, target, log }) {
    if (!target) throw new Error('Retention runs on a database of its own, not in a transaction.');
    const report = await runRetentionJob(db, target);
    const jobsRemoved = await removeFinishedJobs(db, new Date(), DONE_JOB_DAYS, FAILED_JOB_DAYS);
    if (report)
      log.info(
        { job: RETENTION_JOB, database: target, ...report, jobsRemoved },
        'retention job ran',
      );
  },
};
