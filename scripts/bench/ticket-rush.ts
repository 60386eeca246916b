// Ticket-rush benchmark: concurrent buyers through the real HTTP server, on the embedded database
// (or PostgreSQL when DATABASE_URL is set). Phase 1 times completed purchases (enough seats for
// everyone); phase 2 sends many more buyers than seats and counts what was sold. Prints
// purchases/s, p50/p99 latency, 5xx and oversold counts against the budget (≥ 300/s embedded,
// ≥ 600/s PostgreSQL, 0 oversold, 0 5xx).
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { loadConfig } from '../../server/config';
import { buildApp } from '../../server/app';
import { openDatabases, type Db } from '../../server/db/database';
import { publishConfiguration } from '../../server/services/ticketing/publish';
import { saveConfiguration } from '../../server/services/ticketing/save-configuration';
import type { AccessTokens } from '../../server/services/access-tokens';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 2000);
const RUSH_BUYERS = Number(process.env.BENCH_RUSH_BUYERS ?? 1000);
const RUSH_SEATS = Number(process.env.BENCH_RUSH_SEATS ?? 100);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 32);
const postgres = Boolean(process.env.DATABASE_URL);
const BUDGET_PER_SECOND = postgres ? 600 : 300;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Buyers written straight to the database (no password hashing), each with an access token. */
async function buyers(db: Db, tokens: AccessTokens, count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, () => ({
    id: randomUUID(),
    email: `buyer-${randomUUID()}@bench.floorcraft.test`,
    password_hash: 'not-a-login',
  }));
  for (let start = 0; start < rows.length; start += 500)
    await db
      .insertInto('accounts')
      .values(rows.slice(start, start + 500))
      .execute();
  return Promise.all(
    rows.map((row) =>
      tokens.sign({
        accountId: row.id,
        organisationId: null,
        email: row.email,
        database: 'production',
      }),
    ),
  );
}

async function ticketsFor(db: Db, seats: number) {
  const organisationId = randomUUID();
  const accountId = randomUUID();
  await db
    .insertInto('organisations')
    .values({ id: organisationId, name: 'Bench School' })
    .execute();
  await db
    .insertInto('accounts')
    .values({
      id: accountId,
      email: `school-${accountId}@bench.floorcraft.test`,
      password_hash: 'x',
      organisation_id: organisationId,
    })
    .execute();
  const start = new Date(Date.now() + 30 * 86_400_000);
  const saved = await saveConfiguration(
    db,
    { accountId, organisationId },
    {
      currentStep: 3,
      eventDetails: {
        title: 'Bench Social',
        description: '',
        startDateTime: start.toISOString(),
        endDateTime: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
        location: { description: 'Bench Hall, 1 Test Street, Sydney' },
        importSource: 'manual',
      },
      ticketSetup: {
        ticketTypes: [
          {
            name: 'Entry',
            price: 20,
            currency: 'AUD',
            quantity: seats,
            description: '',
            restrictions: '',
          },
        ],
        refundPolicy: '',
      },
      checkout: { paymentMethods: ['stripe'], termsAndConditions: 'Bench terms.' },
    },
  );
  if (saved.requiresOwnershipAck) throw new Error('unexpected ownership question');
  await publishConfiguration(db, organisationId, saved.configuration.id);
  return {
    configurationId: saved.configuration.id,
    typeId: saved.configuration.ticketSetup.ticketTypes[0]!.id!,
  };
}

interface RushResult {
  seconds: number;
  latencies: number[];
  statuses: Record<number, number>;
}

/** Runs the buyers on a worker thread; the server keeps this thread to itself. */
function rush(url: string, tickets: { configurationId: string; typeId: string }, tokens: string[]) {
  return new Promise<RushResult & { completed: number; serverErrors: number }>(
    (resolve, reject) => {
      const worker = new Worker(new URL('./rush-worker.mjs', import.meta.url), {
        workerData: { url, ...tickets, tokens, inFlight: IN_FLIGHT },
      });
      worker.once('error', reject);
      worker.once('message', (result: RushResult) => {
        void worker.terminate();
        const count = (predicate: (status: number) => boolean) =>
          Object.entries(result.statuses)
            .filter(([status]) => predicate(Number(status)))
            .reduce((sum, [, n]) => sum + n, 0);
        result.latencies.sort((a, b) => a - b);
        resolve({
          ...result,
          completed: count((status) => status === 200),
          serverErrors: count((status) => status >= 500),
        });
      });
    },
  );
}

async function sold(db: Db, typeId: string) {
  const type = await db
    .selectFrom('ticket_types')
    .select(['sold', 'quantity'])
    .where('id', '=', typeId)
    .executeTakeFirstOrThrow();
  const issued = await db
    .selectFrom('tickets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('ticket_type_id', '=', typeId)
    .executeTakeFirstOrThrow();
  return { sold: type.sold, issued: Number(issued.n), capacity: type.quantity };
}

async function main() {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_ROOT: '/nonexistent',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
  });
  const databases = await openDatabases({ databaseUrl: config.databaseUrl, dataDir: null });
  const { app, ctx } = await buildApp({
    config,
    databases,
    jwtSecret: 'bench-secret-bench-secret-bench-secret',
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const db = databases.production;
  console.log(
    `ticket rush on ${postgres ? 'PostgreSQL' : 'the embedded database'}, ${IN_FLIGHT} requests in flight`,
  );

  const plenty = await ticketsFor(db, BUYERS);
  const throughput = await rush(url, plenty, await buyers(db, ctx.accessTokens, BUYERS));
  const perSecond = throughput.completed / throughput.seconds;
  console.log(
    `purchases: ${throughput.completed} completed in ${throughput.seconds.toFixed(2)} s = ${perSecond.toFixed(0)}/s, ` +
      `p50 ${percentile(throughput.latencies, 50).toFixed(1)} ms, p99 ${percentile(throughput.latencies, 99).toFixed(1)} ms, ` +
      `5xx ${throughput.serverErrors} — ${perSecond >= BUDGET_PER_SECOND ? 'within budget' : 'OVER BUDGET'} (≥ ${BUDGET_PER_SECOND}/s)`,
  );

  const scarce = await ticketsFor(db, RUSH_SEATS);
  const last = await rush(url, scarce, await buyers(db, ctx.accessTokens, RUSH_BUYERS));
  const counted = await sold(db, scarce.typeId);
  const oversold = Math.max(0, counted.issued - counted.capacity, counted.sold - counted.capacity);
  console.log(
    `last seats: ${RUSH_BUYERS} buyers for ${RUSH_SEATS} seats — ${last.completed} sold, ${counted.issued} tickets issued, ` +
      `oversold ${oversold}, 5xx ${last.serverErrors}, statuses ${JSON.stringify(last.statuses)}`,
  );
  await app.close();
  await databases.close();
  const ok =
    perSecond >= BUDGET_PER_SECOND &&
    throughput.serverErrors + last.serverErrors === 0 &&
    oversold === 0 &&
    last.completed === RUSH_SEATS;
  if (!ok) process.exitCode = 1;
}

await main();
