// The durable job runner on a real database: a job runs once when two processes claim at once, a
// failing one is retried with doubling delays and then stopped with its error kept, one whose
// process died is taken again after its lease, a recurring one writes its next run, and a key
// admits one waiting job. On PostgreSQL the second runner is a second server on the same database.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database';
import { JobRunner, type JobDefinition } from '../../server/services/jobs/job-runner';
import { claimDueJobs, completeJob } from '../../server/services/jobs/job-store';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
/** A second server process on the same PostgreSQL database (the embedded one admits one). */
let second: TestServer | null = null;
beforeAll(async () => {
  server = await startTestServer();
  if (process.env.DATABASE_URL) second = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await second?.close();
});

/** A job name of this test alone: other tests on a shared database never run it. */
const uniqueName = (what: string) => `test-${what}-${randomUUID().slice(0, 8)}`;

function runnerOn(
  target: TestServer,
  definitions: Record<string, JobDefinition>,
  retryBaseMs = 1_000,
) {
  return new JobRunner(target.databases, target.app.log, {
    targets: ['production'],
    retryBaseMs,
    pollMs: 60_000,
  }).define(definitions);
}

const rowsOf = (db: Db, name: string) =>
  db
    .selectFrom('jobs')
    .select([
      'id',
      'key',
      'attempts',
      'last_error',
      'done_at',
      'failed_at',
      'locked_by',
      sql<number>`extract(epoch from run_at - now())::float8`.as('due_in_seconds'),
    ])
    .where('name', '=', name)
    .orderBy('created_at')
    .execute();

/** Makes the job's waiting run due now, as if its delay had passed. */
const makeDue = (db: Db, name: string) =>
  db
    .updateTable('jobs')
    .set({ run_at: sql<Date>`now()` })
    .where('name', '=', name)
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null)
    .execute();

describe('durable jobs', () => {
  it('runs each job once when two processes claim at the same moment', async () => {
    const db = server.databases.production;
    const name = uniqueName('once');
    const runs = new Map<number, number>();
    const definition: JobDefinition = {
      async run(payload) {
        const { n } = payload as { n: number };
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    const one = runnerOn(server, { [name]: definition });
    const two = runnerOn(second ?? server, { [name]: definition });
    for (let n = 0; n < 12; n++) await one.enqueue(db, { name, payload: { n } });

    await Promise.all([one.drain(), two.drain()]);

    expect([...runs.keys()].sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    const rows = await rowsOf(db, name);
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.done_at && row.attempts === 1 && !row.locked_by)).toBe(true);
  });

  it('retries a failing job with doubling delays and stops after its attempts, keeping the error', async () => {
    const db = server.databases.production;
    const name = uniqueName('failing');
    let attempts = 0;
    const runner = runnerOn(server, {
      [name]: {
        async run() {
          attempts++;
          throw new Error(`The far server refused (try ${attempts}).`);
        },
      },
    });
    await runner.enqueue(db, { name, maxAttempts: 3 });

    await runner.drain();
    let [row] = await rowsOf(db, name);
    expect(row).toMatchObject({ attempts: 1, done_at: null, failed_at: null, locked_by: null });
    expect(row!.last_error).toBe('The far server refused (try 1).');
    // Not run again before its delay (1 s after the first failure).
    expect(row!.due_in_seconds).toBeGreaterThan(0.5);
    expect(row!.due_in_seconds).toBeLessThanOrEqual(1);
    await runner.drain();
    expect(attempts).toBe(1);

    await makeDue(db, name);
    await runner.drain();
    [row] = await rowsOf(db, name);
    expect(row).toMatchObject({ attempts: 2, failed_at: null });
    // Twice the delay after the second failure.
    expect(row!.due_in_seconds).toBeGreaterThan(1.5);
    expect(row!.due_in_seconds).toBeLessThanOrEqual(2);

    await makeDue(db, name);
    await runner.drain();
    [row] = await rowsOf(db, name);
    expect(row).toMatchObject({ attempts: 3, done_at: null });
    expect(row!.failed_at).toBeInstanceOf(Date);
    expect(row!.last_error).toBe('The far server refused (try 3).');

    await makeDue(db, name);
    await runner.drain();
    expect(attempts).toBe(3);
  });

  it('takes a job again once the lease of a process that died with it has run out', async () => {
    const db = server.databases.production;
    const name = uniqueName('orphan');
    let runs = 0;
    const runner = runnerOn(second ?? server, {
      [name]: {
        async run() {
          runs++;
        },
      },
    });
    await runner.enqueue(db, { name });
    // A process claims it for 300 ms and is killed before it settles it.
    const [dead] = await claimDueJobs(db, {
      leases: new Map([[name, 300]]),
      owner: 'killed-process',
      limit: 1,
    });
    expect(dead).toMatchObject({ name, attempts: 1, lockedBy: 'killed-process' });

    await runner.drain();
    expect(runs).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, 400));
    await runner.drain();
    expect(runs).toBe(1);
    const [row] = await rowsOf(db, name);
    expect(row).toMatchObject({ attempts: 2, locked_by: null });
    expect(row!.done_at).toBeInstanceOf(Date);
    // Were the killed process to come back, its late settlement changes nothing.
    expect(await completeJob(db, dead!)).toBe(false);
  });

  it('writes a recurring job’s next run as it settles the one that ran', async () => {
    const db = server.databases.production;
    const name = uniqueName('hourly');
    let runs = 0;
    const definition: JobDefinition = {
      everyMs: 3_600_000,
      async run() {
        runs++;
      },
    };
    const one = runnerOn(server, { [name]: definition });
    const two = runnerOn(second ?? server, { [name]: definition });
    // Every process writes it at start: one waiting row is kept.
    await Promise.all([one.scheduleRecurring(), two.scheduleRecurring()]);
    let rows = await rowsOf(db, name);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).toBe(name);

    await Promise.all([one.drain(), two.drain()]);
    expect(runs).toBe(1);
    rows = await rowsOf(db, name);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.done_at).toBeInstanceOf(Date);
    expect(rows[1]).toMatchObject({ key: name, done_at: null, attempts: 0 });
    expect(rows[1]!.due_in_seconds).toBeGreaterThan(3_590);
    expect(rows[1]!.due_in_seconds).toBeLessThanOrEqual(3_600);

    // Not due yet: nobody runs it.
    await Promise.all([one.drain(), two.drain()]);
    expect(runs).toBe(1);
  });

  it('keeps one waiting job per key, and takes the key again once that job is done', async () => {
    const db = server.databases.production;
    const name = uniqueName('keyed');
    const key = `${name}:order-42`;
    let runs = 0;
    const runner = runnerOn(server, {
      [name]: {
        async run() {
          runs++;
        },
      },
    });
    const ids = await Promise.all([
      runner.enqueue(db, { name, key }),
      runner.enqueue(db, { name, key }),
    ]);
    expect(ids.filter((id) => id !== null)).toHaveLength(1);
    expect(await runner.enqueue(db, { name, key })).toBeNull();
    expect(await rowsOf(db, name)).toHaveLength(1);

    expect(await runner.runNow(db, key)).toBe(true);
    expect(runs).toBe(1);
    expect(await runner.runNow(db, key)).toBe(false);
    expect(await runner.enqueue(db, { name, key })).not.toBeNull();
    expect(await rowsOf(db, name)).toHaveLength(2);
  });

  it('writes a job with the transaction it belongs to, or not at all', async () => {
    const db = server.databases.production;
    const name = uniqueName('with-write');
    const runner = runnerOn(server, { [name]: { run: async () => {} } });
    await db
      .transaction()
      .execute(async (trx) => {
        await runner.enqueue(trx, { name, payload: { kept: false } });
        throw new Error('The write failed.');
      })
      .catch(() => {});
    expect(await rowsOf(db, name)).toHaveLength(0);
    await db.transaction().execute((trx) => runner.enqueue(trx, { name, payload: { kept: true } }));
    expect(await rowsOf(db, name)).toHaveLength(1);
  });

  it('runs a job enqueued in a started process at once, without waiting for the poll', async () => {
    const db = server.databases.production;
    const name = uniqueName('woken');
    let done!: () => void;
    const ran = new Promise<void>((resolve) => (done = resolve));
    const runner = runnerOn(server, { [name]: { run: async () => done() } });
    runner.start();
    try {
      await runner.enqueue(db, { name });
      // The poll timer is a minute; the enqueue's wake-up runs it within moments.
      await Promise.race([
        ran,
        new Promise((_, reject) => setTimeout(() => reject(new Error('not run')), 5_000)),
      ]);
    } finally {
      await runner.stop();
    }
    const [row] = await rowsOf(db, name);
    expect(row!.done_at).toBeInstanceOf(Date);
  });
});
