// Runs the durable jobs of both databases in this process: one poll timer claims due jobs (and an
// enqueue here wakes it), a few run at a time, a failure is retried with a doubling delay until
// the job's attempts are spent, and a recurring job writes its next run as it is settled. Delivery
// is at least once: a job whose process dies is taken again when its lease runs out, so each
// handler makes its own effect happen once (docs/jobs.md).
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { DatabaseTarget, Db } from '../../db/database';
import { runAsBulk } from '../../db/work-priority';
import type { Logger } from '../../lib/logger';
import {
  abandonDeadJobs,
  backoffMs,
  claimDueJobs,
  claimJobByKey,
  completeJob,
  enqueueJob,
  failJob,
  type ClaimedJob,
  type NewJob,
  type NextRun,
} from './job-store';

export interface JobContext {
  db: Db;
  /** The database the job belongs to; null when run at once on a caller's transaction. */
  target: DatabaseTarget | null;
  log: Logger;
  job: ClaimedJob;
}

export interface JobDefinition {
  run(payload: unknown, context: JobContext): Promise<void>;
  /** A recurring job: one waiting row keyed by its name, due again this long after each run. */
  everyMs?: number;
  /** A recurring job's first run after the server starts (when it has none waiting yet). */
  firstAfterMs?: number;
  maxAttempts?: number;
  /** How long a run may take before another process takes the job again (default: the runner's). */
  leaseMs?: number;
}

export interface JobRunnerOptions {
  pollMs: number;
  /** Jobs run at the same time by this process, on both databases together. */
  concurrency: number;
  /** A claimed job not settled within this is taken again by any process. */
  leaseMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  owner: string;
  targets: readonly DatabaseTarget[];
}

export const DEFAULT_RUNNER_OPTIONS: Omit<JobRunnerOptions, 'owner'> = {
  pollMs: 5_000,
  concurrency: 4,
  leaseMs: 10 * 60_000,
  retryBaseMs: 10_000,
  retryMaxMs: 60 * 60_000,
  targets: ['production', 'development'],
};

const errorText = (error: unknown) =>
  error instanceof Error ? error.message || error.name : String(error);

export class JobRunner {
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly running = new Set<Promise<void>>();
  private readonly options: JobRunnerOptions;
  private timer: ReturnType<typeof setInterval> | null = null;
  private polling: Promise<void> | null = null;
  private wakeQueued = false;

  constructor(
    private readonly databases: { of(target: DatabaseTarget): Db },
    private readonly log: Logger,
    options: Partial<JobRunnerOptions> = {},
  ) {
    this.options = {
      ...DEFAULT_RUNNER_OPTIONS,
      owner: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
      ...options,
    };
  }

  define(definitions: Record<string, JobDefinition>): this {
    for (const [name, definition] of Object.entries(definitions))
      this.definitions.set(name, definition);
    return this;
  }

  get started(): boolean {
    return this.timer !== null;
  }

  /** Writes a job (inside the caller's transaction, if it is one) and wakes this process's poll. */
  async enqueue(db: Db, job: NewJob): Promise<string | null> {
    const definition = this.definitions.get(job.name);
    const id = await enqueueJob(db, {
      ...job,
      maxAttempts: job.maxAttempts ?? definition?.maxAttempts,
    });
    this.wake();
    return id;
  }

  /** Writes each recurring job's waiting row unless one is there already. */
  async scheduleRecurring(): Promise<void> {
    for (const target of this.options.targets)
      for (const [name, definition] of this.definitions) {
        if (definition.everyMs === undefined) continue;
        await enqueueJob(this.databases.of(target), {
          name,
          key: name,
          afterMs: definition.firstAfterMs ?? 0,
          maxAttempts: definition.maxAttempts,
        });
      }
  }

  /** Schedules the recurring jobs and polls from now on, until stop(). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.poll(), this.options.pollMs);
    this.timer.unref();
    void this.scheduleRecurring()
      .catch((error: unknown) => this.log.error({ err: error }, 'recurring jobs not scheduled'))
      .then(() => (this.timer ? this.poll() : undefined));
  }

  /**
   * A poll soon, when jobs were enqueued here (the timer would find them, later). A job written in
   * a transaction still open then is found by the next poll.
   */
  wake(): void {
    if (!this.timer || this.wakeQueued) return;
    this.wakeQueued = true;
    setImmediate(() => {
      this.wakeQueued = false;
      void this.poll();
    });
  }

  /** Claims what is due on each database, as far as free places allow, and starts it. */
  poll(): Promise<void> {
    // One poll at a time; a poll asked for meanwhile is the one running.
    this.polling ??= runAsBulk(() => this.claimAndStart()).finally(() => (this.polling = null));
    return this.polling;
  }

  private async claimAndStart(): Promise<void> {
    for (const target of this.options.targets) {
      const db = this.databases.of(target);
      try {
        const abandoned = await abandonDeadJobs(db);
        if (abandoned.length > 0) {
          this.log.error({ database: target, jobs: abandoned }, 'jobs stopped: their runs died');
          if (abandoned.some((job) => this.definitions.get(job.name)?.everyMs !== undefined))
            await this.scheduleRecurring();
        }
        const jobs = await claimDueJobs(db, {
          leases: this.leases(),
          owner: this.options.owner,
          limit: this.options.concurrency - this.running.size,
        });
        for (const job of jobs) this.track(this.execute(job, db, target));
      } catch (error) {
        this.log.error({ err: error, database: target }, 'jobs could not be claimed');
      }
    }
  }

  /** The jobs this process runs, each with how long its claim lasts. */
  private leases(): Map<string, number> {
    return new Map(
      [...this.definitions].map(([name, definition]) => [
        name,
        definition.leaseMs ?? this.options.leaseMs,
      ]),
    );
  }

  private track(promise: Promise<unknown>) {
    const tracked = promise
      .then(() => undefined)
      .finally(() => {
        this.running.delete(tracked);
        // A place came free: more may be waiting.
        this.wake();
      });
    this.running.add(tracked);
  }

  /**
   * Runs the waiting job with this key now, in this process, if no one else holds it: the caller
   * (a mail written with a request) need not wait for a poll. Answers whether it ran and succeeded;
   * a failure is retried later like any other.
   */
  async runNow(db: Db, key: string, target: DatabaseTarget | null = null): Promise<boolean> {
    const job = await claimJobByKey(db, key, { leases: this.leases(), owner: this.options.owner });
    if (!job) return false;
    const outcome = this.execute(job, db, target);
    this.track(outcome);
    return outcome;
  }

  private async execute(job: ClaimedJob, db: Db, target: DatabaseTarget | null): Promise<boolean> {
    const definition = this.definitions.get(job.name);
    const next: NextRun | undefined =
      definition?.everyMs === undefined ? undefined : { afterMs: definition.everyMs };
    try {
      if (!definition) throw new Error(`No job is called ${job.name}.`);
      // Bulk work: requests get the database first (db/work-priority.ts).
      await runAsBulk(() => definition.run(job.payload, { db, target, log: this.log, job }));
    } catch (error) {
      const retryIn = backoffMs(job.attempts, this.options.retryBaseMs, this.options.retryMaxMs);
      try {
        const settled = await failJob(db, job, errorText(error), retryIn, next);
        const fields = { err: error, job: job.name, key: job.key, attempts: job.attempts };
        if (settled === 'failed') this.log.error(fields, 'job failed for good');
        else this.log.warn({ ...fields, retryInMs: retryIn }, 'job failed: it runs again later');
      } catch (settleError) {
        this.log.error({ err: settleError, job: job.name }, 'job failure not recorded');
      }
      return false;
    }
    try {
      await completeJob(db, job, next);
    } catch (error) {
      // Its lease runs out and it runs again: handlers are written for that.
      this.log.error({ err: error, job: job.name }, 'job done but not recorded');
    }
    return true;
  }

  /** Waits for the jobs running in this process. */
  async idle(): Promise<void> {
    while (this.running.size > 0 || this.polling) {
      await this.polling;
      await Promise.all([...this.running]);
    }
  }

  /** Polls and waits until nothing due is left that this process can claim (tests, scripts). */
  async drain(): Promise<void> {
    for (;;) {
      await this.poll();
      if (this.running.size === 0) return;
      await this.idle();
    }
  }

  /** Stops polling and waits for the jobs under way; what is still due waits for the next start. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
  }
}
