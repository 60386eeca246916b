// Ticket-rush benchmark: concurrent buyers through the real HTTP server, on the embedded database
// (or PostgreSQL when DATABASE_URL is set). Phase 1 times completed purchases (enough seats for
// everyone); phase 2 sends many more buyers than seats and counts what was sold. Prints
// purchases/s, p50/p99 latency, 5xx and oversold counts against the budget (≥ 300/s embedded,
// ≥ 600/s PostgreSQL, 0 oversold, 0 5xx).
import { buyers, percentile, rush, sold, startBenchServer, ticketsFor } from './rush-support';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 2000);
const RUSH_BUYERS = Number(process.env.BENCH_RUSH_BUYERS ?? 1000);
const RUSH_SEATS = Number(process.env.BENCH_RUSH_SEATS ?? 100);
const postgres = Boolean(process.env.DATABASE_URL);
const BUDGET_PER_SECOND = postgres ? 600 : 300;

async function main() {
  const { url, db, tokens, close } = await startBenchServer('ticket rush');

  const plenty = await ticketsFor(db, BUYERS);
  const throughput = await rush(url, plenty, await buyers(db, tokens, BUYERS));
  const perSecond = throughput.completed / throughput.seconds;
  console.log(
    `purchases: ${throughput.completed} completed in ${throughput.seconds.toFixed(2)} s = ${perSecond.toFixed(0)}/s, ` +
      `p50 ${percentile(throughput.latencies, 50).toFixed(1)} ms, p99 ${percentile(throughput.latencies, 99).toFixed(1)} ms, ` +
      `5xx ${throughput.serverErrors} — ${perSecond >= BUDGET_PER_SECOND ? 'within budget' : 'OVER BUDGET'} (≥ ${BUDGET_PER_SECOND}/s)`,
  );

  const scarce = await ticketsFor(db, RUSH_SEATS);
  const last = await rush(url, scarce, await buyers(db, tokens, RUSH_BUYERS));
  const counted = await sold(db, scarce.typeId);
  const oversold = Math.max(0, counted.issued - counted.capacity, counted.sold - counted.capacity);
  console.log(
    `last seats: ${RUSH_BUYERS} buyers for ${RUSH_SEATS} seats — ${last.completed} sold, ${counted.issued} tickets issued, ` +
      `oversold ${oversold}, 5xx ${last.serverErrors}, statuses ${JSON.stringify(last.statuses)}`,
  );
  await close();
  const ok =
    perSecond >= BUDGET_PER_SECOND &&
    throughput.serverErrors + last.serverErrors === 0 &&
    oversold === 0 &&
    last.completed === RUSH_SEATS;
  if (!ok) process.exitCode = 1;
}

await main();
