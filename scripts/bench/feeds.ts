// Feed benchmark: a school with 1 000 upcoming events in the embedded database (in memory, or
// PostgreSQL with DATABASE_URL); times what serving its iCalendar feed does on the server: building
// it after a change (each run edits one event first) and serving it unchanged (a calendar app's
// poll) — p95 over 50 requests each, against the 50 ms budget.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { openDatabases } from '../../server/db/database';
import { schoolFeed } from '../../server/services/events/calendar-feeds';
import { percentile } from './stats';

const EVENTS = Number(process.env.BENCH_FEED_EVENTS ?? 1_000);
const RUNS = 50;
const BUDGET_P95_MS = 50;

async function main() {
  const databases = await openDatabases({
    databaseUrl: process.env.DATABASE_URL ?? null,
    dataDir: null,
  });
  const db = databases.development;
  const organisationId = randomUUID();
  await db
    .insertInto('organisations')
    .values({ id: organisationId, name: 'Feed Bench School' })
    .execute();
  const now = Date.now();
  await db
    .insertInto('events')
    .values(
      Array.from({ length: EVENTS }, (_, index) => {
        const start = new Date(now + (index + 1) * 6 * 3_600_000);
        return {
          id: randomUUID(),
          organisation_id: organisationId,
          title: `Salsa class ${index + 1}, level ${(index % 3) + 1}; all welcome`,
          description: 'Bring comfortable shoes and water.\nPartners rotate; no partner needed.',
          starts_at: start,
          ends_at: new Date(start.getTime() + 90 * 60_000),
          location_description: 'Harbour City Dance Studio, 1 George Street, Sydney NSW 2000',
          dance_styles: ['salsa'],
          import_source: 'manual' as const,
        };
      }),
    )
    .execute();
  await sql`ANALYZE events`.execute(db);
  const ids = await db
    .selectFrom('events')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .execute();
  let size = 0;
  const serve = async (edit: boolean) => {
    const timings: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      if (edit)
        await db
          .updateTable('events')
          .set({ title: `Edited class ${run}`, updated_at: new Date(Date.now() + run) })
          .where('id', '=', ids[run % ids.length]!.id)
          .execute();
      const started = performance.now();
      const feed = await schoolFeed(db, organisationId, 'https://floorcraft.example');
      timings.push(performance.now() - started);
      size = feed.body.length;
    }
    return timings.sort((a, b) => a - b);
  };
  const report = (label: string, timings: number[]) => {
    const p95 = percentile(timings, 95);
    const verdict = p95 <= BUDGET_P95_MS ? 'within budget' : 'OVER BUDGET';
    console.log(
      `${label}: p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms — ${verdict} (p95 ≤ ${BUDGET_P95_MS} ms)`,
    );
    return p95 <= BUDGET_P95_MS;
  };
  const built = await serve(true);
  const polled = await serve(false);
  console.log(`school feed of ${EVENTS} events (${Math.round(size / 1024)} KB):`);
  const ok = [report('  built after a change', built), report('  served unchanged', polled)];
  await databases.close();
  if (ok.includes(false)) process.exitCode = 1;
}

await main();
