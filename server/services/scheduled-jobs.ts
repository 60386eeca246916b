// Runs the retention job on a timer in every server process, yet once per period across all of
// them: a transaction-scoped advisory lock picks one runner, and job_runs records when it last ran.
import { sql } from 'kysely';
import type { Logger } from '../lib/logger';
import { advisoryLockKey } from '../db/advisory-lock';
import { schemaOf, type Databases, type DatabaseTarget, type Db } from '../db/database';
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

export function startScheduledJobs(
  databases: Databases,
  log: Logger,
  periodMs = RETENTION_PERIOD_MS,
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      for (const target of ['production', 'development'] as const) {
        try {
          const report = await runRetentionJob(databases.of(target), target);
          if (report)
            log.info({ job: RETENTION_JOB, database: target, ...report }, 'retention job ran');
        } catch (error) {
          log.error({ err: error, job: RETENTION_JOB, database: target }, 'retention job failed');
        }
      }
    })();
  };
  const first = setTimeout(tick, 5_000);
  const timer = setInterval(tick, Math.max(60_000, periodMs / 6));
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
