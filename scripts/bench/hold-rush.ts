// Hold-rush benchmark: paid checkouts (a seat hold and a Stripe Checkout Session, against the
// local fake of Stripe) through the real HTTP server, beside the same seat write done as raw SQL
// in the same run — the ceiling the database sets on this machine. Budget on PostgreSQL: the API
// at ≥ 0.30× the ceiling; everywhere: every hold counted, 0 oversold, 0 × 5xx.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../server/db/database';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { buyers, percentile, rawHolds, rush, startBenchServer, ticketsFor } from './rush-support';

const HOLDS = Number(process.env.BENCH_HOLDS ?? 1000);
const postgres = Boolean(process.env.DATABASE_URL);
const RATIO_BUDGET = 0.3;

async function readyToSell(db: Db, seats: number) {
  const tickets = await ticketsFor(db, seats);
  // The school can take card payments (as after Stripe's onboarding).
  await db
    .updateTable('organisations')
    .set({
      stripe_account_id: `acct_bench_${randomUUID().slice(0, 8)}`,
      stripe_charges_enabled: true,
    })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('ticket_configurations')
        .select('organisation_id')
        .where('id', '=', tickets.configurationId),
    )
    .execute();
  return tickets;
}

async function held(db: Db, typeId: string) {
  return db
    .selectFrom('ticket_types')
    .select(['held', 'sold', 'quantity'])
    .where('id', '=', typeId)
    .executeTakeFirstOrThrow();
}

/** The fake Stripe in its own process, so the server measured keeps its CPU to itself. */
async function fakeStripeProcess() {
  // Node itself with tsx's loader (not `npx tsx`, whose own child would outlive a kill and keep
  // this process waiting on the pipe).
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/fake-stripe/serve.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    if (!line.startsWith('{')) continue;
    const started = JSON.parse(line) as { url: string; env: Record<string, string> };
    return {
      env: started.env,
      close: () => {
        lines.close();
        child.stdout.destroy();
        child.kill('SIGTERM');
      },
    };
  }
  throw new Error('the fake Stripe did not start');
}

async function main() {
  const fake = await fakeStripeProcess();
  const { url, db, tokens, close } = await startBenchServer('hold rush', fake.env);

  const api = await readyToSell(db, HOLDS);
  const run = await rush(url, api, await buyers(db, tokens, HOLDS), 'checkout');
  const perSecond = run.completed / run.seconds;
  const apiSeats = await held(db, api.typeId);
  const raw = await readyToSell(db, HOLDS);
  const ceiling = await rawHolds(db, raw, HOLDS);
  const rawSeats = await held(db, raw.typeId);
  const ratio = perSecond / ceiling;
  const oversold =
    Math.max(0, apiSeats.held + apiSeats.sold - apiSeats.quantity) +
    Math.max(0, rawSeats.held + rawSeats.sold - rawSeats.quantity);
  console.log(
    `holds through the API: ${run.completed} in ${run.seconds.toFixed(2)} s = ${perSecond.toFixed(0)}/s, ` +
      `p50 ${percentile(run.latencies, 50).toFixed(1)} ms, p99 ${percentile(run.latencies, 99).toFixed(1)} ms, ` +
      `5xx ${run.serverErrors}, held ${apiSeats.held}`,
  );
  console.log(
    `the same seat write as raw SQL: ${ceiling.toFixed(0)}/s — the API at ${ratio.toFixed(2)}× ` +
      `(budget ≥ ${RATIO_BUDGET}× on PostgreSQL${postgres ? '' : '; printed for information here'}), oversold ${oversold}`,
  );
  await close();
  fake.close();
  const ok =
    run.serverErrors === 0 &&
    oversold === 0 &&
    apiSeats.held === run.completed &&
    run.completed === HOLDS &&
    (!postgres || ratio >= RATIO_BUDGET);
  if (!ok) process.exitCode = 1;
}

await main();
