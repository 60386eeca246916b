// Calendar benchmark: 100 000 events over the coming year across Australian cities and 50
// organisations in the embedded database; times the month, near-me month, organisation month and
// day reads (server side, through the service the routes use) and checks p95 against the 15 ms
// budget.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { openDatabases } from '../../server/db/database';
import {
  monthDates,
  readCalendarDayJson,
  readCalendarJson,
} from '../../server/services/events/calendar';
import { percentile } from './stats';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const BUDGET_P95_MS = 15;
const CITIES = [
  { name: 'Sydney', latitude: -33.8688, longitude: 151.2093, weight: 0.3 },
  { name: 'Melbourne', latitude: -37.8136, longitude: 144.9631, weight: 0.3 },
  { name: 'Brisbane', latitude: -27.4698, longitude: 153.0251, weight: 0.15 },
  { name: 'Perth', latitude: -31.9523, longitude: 115.8613, weight: 0.1 },
  { name: 'Adelaide', latitude: -34.9285, longitude: 138.6007, weight: 0.1 },
  { name: 'Hobart', latitude: -42.8821, longitude: 147.3272, weight: 0.05 },
];
const ORGANISATIONS = 50;
const STYLES = ['salsa', 'bachata', 'zouk', 'kizomba', 'tango', 'west coast swing', 'forro'];

function randomCity() {
  let pick = Math.random();
  for (const city of CITIES) {
    pick -= city.weight;
    if (pick <= 0) return city;
  }
  return CITIES[0]!;
}

async function main() {
  const databases = await openDatabases({
    databaseUrl: process.env.DATABASE_URL ?? null,
    dataDir: null,
  });
  const db = databases.development;
  const now = Date.now();
  const year = 365 * 86_400_000;
  console.log(`seeding ${EVENTS} events…`);
  const organisationIds = Array.from({ length: ORGANISATIONS }, () => randomUUID());
  await db
    .insertInto('organisations')
    .values(organisationIds.map((id, index) => ({ id, name: `Benchmark school ${index + 1}` })))
    .execute();
  for (let done = 0; done < EVENTS; done += 1000) {
    const rows = Array.from({ length: Math.min(1000, EVENTS - done) }, () => {
      const city = randomCity();
      const start = new Date(now + Math.random() * year);
      return {
        id: randomUUID(),
        title: `Benchmark ${STYLES[done % STYLES.length]} night`,
        starts_at: start,
        ends_at: new Date(start.getTime() + 3 * 3_600_000),
        latitude: city.latitude + (Math.random() - 0.5) * 0.8,
        longitude: city.longitude + (Math.random() - 0.5) * 0.8,
        location_description: `${city.name} venue`,
        dance_styles: [STYLES[Math.floor(Math.random() * STYLES.length)]!],
        import_source: 'manual' as const,
        organisation_id: organisationIds[Math.floor(Math.random() * ORGANISATIONS)]!,
      };
    });
    await db.insertInto('events').values(rows).execute();
  }
  await sql`ANALYZE events`.execute(db);

  // Times what a calendar request does on the server: the read that builds the answer's JSON.
  const measure = async (label: string, read: (month: Date) => Promise<string>) => {
    const timings: number[] = [];
    let rows = 0;
    for (let run = 0; run < RUNS; run++) {
      const month = new Date(now + Math.random() * year);
      const started = performance.now();
      const json = await read(month);
      timings.push(performance.now() - started);
      rows += (JSON.parse(json) as { data: unknown[] }).data.length;
    }
    timings.sort((a, b) => a - b);
    const p50 = percentile(timings, 50);
    const p95 = percentile(timings, 95);
    const verdict = p95 <= BUDGET_P95_MS ? 'within budget' : 'OVER BUDGET';
    console.log(
      `${label}: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, ${Math.round(rows / RUNS)} events per answer — ${verdict} (p95 ≤ ${BUDGET_P95_MS} ms)`,
    );
    return p95 <= BUDGET_P95_MS;
  };

  const sydney = { latitude: -33.8688, longitude: 151.2093 };
  const dates = (month: Date) => monthDates(month.getUTCFullYear(), month.getUTCMonth() + 1);
  const anyone = { viewerOrganisationId: null };
  const school = { organisationId: organisationIds[0]!, viewerOrganisationId: organisationIds[0]! };
  const results = [
    await measure('calendar month', (month) => readCalendarJson(db, dates(month), anyone)),
    await measure('near-me month (20 km of Sydney)', (month) =>
      readCalendarJson(db, dates(month), { ...anyone, near: sydney }),
    ),
    await measure('organisation month', (month) => readCalendarJson(db, dates(month), school)),
    await measure('one day, second page (nationwide)', (day) =>
      readCalendarDayJson(db, day.toISOString().slice(0, 10), 50, anyone),
    ),
  ];
  await databases.close();
  if (results.includes(false)) process.exitCode = 1;
}

await main();
