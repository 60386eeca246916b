// Ticket-rush benchmark: concurrent buyers through the real HTTP server, on the embedded database
// (or PostgreSQL when DATABASE_URL is set). Phase 1 times completed purchases (enough seats for
// everyone); phase 2 sends many more buyers than seats and counts what was sold; phase 3 does the
// same for a partner workshop (60 % leads, imbalance 2) and counts the roles. Prints purchases/s,
// p50/p99 latency, 5xx and oversold counts against the budget (≥ 300/s embedded, ≥ 600/s
// PostgreSQL, 0 oversold, 0 5xx; the workshop balanced within 2 and full). Phase 4
// (selling-rush.ts) rushes a 10-use code and an add-on of 30: 0 over, 0 5xx, ≥ 0.8× plain.
import { roleCountsOf } from '../../server/services/seats/role-balance';
import { buyers, percentile, rush, sold, startBenchServer, ticketsFor } from './rush-support';
import { ADDON_STOCK, CODE_USES, sellingRush } from './selling-rush';

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

  const workshop = await ticketsFor(db, RUSH_SEATS, {
    leadName: 'Lead',
    followName: 'Follow',
    soloName: null,
    maxImbalance: 2,
  });
  const roles = Array.from({ length: RUSH_BUYERS }, (_, index) =>
    index % 5 < 3 ? ('lead' as const) : ('follow' as const),
  );
  const balanced = await rush(
    url,
    workshop,
    await buyers(db, tokens, RUSH_BUYERS),
    'purchase',
    roles,
  );
  const byRole = await roleCountsOf(db, [workshop.typeId]);
  const { lead, follow } = byRole.get(workshop.typeId) ?? { lead: 0, follow: 0 };
  const workshopSold = await sold(db, workshop.typeId);
  const roleOversold = Math.max(0, workshopSold.issued - workshopSold.capacity);
  const balancedPerSecond = (RUSH_BUYERS / balanced.seconds).toFixed(0);
  const lastPerSecond = (RUSH_BUYERS / last.seconds).toFixed(0);
  console.log(
    `partner workshop: ${RUSH_BUYERS} buyers (60 % leads) for ${RUSH_SEATS} seats, imbalance 2 — ` +
      `${lead} leads, ${follow} follows, oversold ${roleOversold}, 5xx ${balanced.serverErrors}, ` +
      `${balancedPerSecond} answers/s (plain last-seats rush: ${lastPerSecond}/s), statuses ${JSON.stringify(balanced.statuses)}`,
  );
  const pros = await sellingRush(db, url, tokens, RUSH_BUYERS);
  console.log(
    `code and add-on: ${RUSH_BUYERS} buyers, a ${CODE_USES}-use code and an add-on of ${ADDON_STOCK} — ` +
      `codes over limit ${pros.codesOverLimit}, add-ons oversold ${pros.addOnsOversold}, 5xx ${pros.serverErrors}, ` +
      `${pros.prosPerSecond.toFixed(0)} answers/s vs plain ${pros.plainPerSecond.toFixed(0)}/s = ${pros.ratio.toFixed(2)}× ` +
      `(budget ≥ 0.8×), statuses ${JSON.stringify(pros.statuses)}`,
  );
  await close();
  const ok =
    pros.codesOverLimit === 0 &&
    pros.addOnsOversold === 0 &&
    pros.serverErrors === 0 &&
    pros.ratio >= 0.8 &&
    perSecond >= BUDGET_PER_SECOND &&
    throughput.serverErrors + last.serverErrors + balanced.serverErrors === 0 &&
    oversold === 0 &&
    roleOversold === 0 &&
    Math.abs(lead - follow) <= 2 &&
    lead + follow === RUSH_SEATS &&
    last.completed === RUSH_SEATS;
  if (!ok) process.exitCode = 1;
}

await main();
