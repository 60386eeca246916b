// Search benchmark (finding dance): 100 000 events over the coming year across Australian cities,
// with styles, schools and teachers, in the embedded database (or DATABASE_URL); times the event
// list asked with a style, near me (20 km of Sydney), a word and this week — the read
// GET /api/v2/event/calendar/search makes — and checks p95 against the 30 ms budget. It prints the
// other shapes of search beside it for comparison.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { openDatabases } from '../../server/db/database';
import type { CalendarFilter } from '../../server/services/events/calendar';
import {
  eventSearchQuery,
  readEventSearchJson,
  type SearchRange,
} from '../../server/services/events/event-search';
import { percentile } from './stats';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const BUDGET_P95_MS = 30;
/** BENCH_EXPLAIN=1 prints each shape's query plan once (EXPLAIN ANALYZE). */
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const DAY = 86_400_000;
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
const KINDS = ['night', 'social', 'workshop', 'class', 'festival', 'party'];
const VENUES = ['Town Hall', 'Studio One', 'Dance Loft', 'Bowling Club', 'Warehouse', 'Ballroom'];
const TEACHERS = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elena', 'Felipe', 'Gabi', 'Hugo'];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

function randomCity() {
  let left = Math.random();
  for (const city of CITIES) {
    left -= city.weight;
    if (left <= 0) return city;
  }
  return CITIES[0]!;
}

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

async function main() {
  const databases = await openDatabases({
    databaseUrl: process.env.DATABASE_URL ?? null,
    dataDir: null,
  });
  const db = databases.development;
  const now = Date.now();
  const year = 365 * DAY;
  console.log(`seeding ${EVENTS} events…`);
  const organisationIds = Array.from({ length: ORGANISATIONS }, () => randomUUID());
  await db
    .insertInto('organisations')
    .values(organisationIds.map((id, index) => ({ id, name: `Benchmark school ${index + 1}` })))
    .execute();
  const ticketed: { eventId: string; organisationId: string }[] = [];
  for (let done = 0; done < EVENTS; done += 1000) {
    const rows = Array.from({ length: Math.min(1000, EVENTS - done) }, () => {
      const city = randomCity();
      const start = new Date(now + Math.random() * year);
      const style = pick(STYLES);
      return {
        id: randomUUID(),
        title: `${city.name} ${style} ${pick(KINDS)}`,
        starts_at: start,
        ends_at: new Date(start.getTime() + 3 * 3_600_000),
        latitude: city.latitude + (Math.random() - 0.5) * 0.8,
        longitude: city.longitude + (Math.random() - 0.5) * 0.8,
        location_description: `${pick(VENUES)}, ${city.name}`,
        dance_styles: [style],
        import_source: 'manual' as const,
        organisation_id: pick(organisationIds),
      };
    });
    await db.insertInto('events').values(rows).execute();
    // One event in ten sells tickets, with a session and its teachers.
    for (const row of rows.filter((_, index) => index % 10 === 0))
      ticketed.push({ eventId: row.id, organisationId: row.organisation_id });
  }
  for (let done = 0; done < ticketed.length; done += 1000) {
    const batch = ticketed.slice(done, done + 1000).map((event) => ({
      ...event,
      configurationId: randomUUID(),
    }));
    await db
      .insertInto('ticket_configurations')
      .values(
        batch.map((event) => ({
          id: event.configurationId,
          organisation_id: event.organisationId,
          event_id: event.eventId,
          status: 'published' as const,
          published_at: new Date(),
          event_details: '{}',
        })),
      )
      .execute();
    await db
      .insertInto('event_sessions')
      .values(
        batch.map((event) => ({
          id: randomUUID(),
          configuration_id: event.configurationId,
          position: 0,
          name: 'Social',
          room: '',
          level: '',
          teachers: `${pick(TEACHERS)} & ${pick(TEACHERS)}`,
        })),
      )
      .execute();
  }
  await sql`ANALYZE`.execute(db);

  const sydney = { latitude: -33.8688, longitude: 151.2093 };
  const anyone = { viewerOrganisationId: null };
  /** A week from a random day of the coming year, as a viewer's "this week" asks. */
  const randomWeek = (): SearchRange => {
    const from = now + Math.random() * (year - 7 * DAY);
    return { from: isoDate(from), to: isoDate(from + 6 * DAY) };
  };
  const randomMonth = (): SearchRange => {
    const from = now + Math.random() * (year - 31 * DAY);
    return { from: isoDate(from), to: isoDate(from + 30 * DAY) };
  };
  const upcoming = (): SearchRange => ({ from: null, to: null });

  const measure = async (
    label: string,
    range: () => SearchRange,
    filter: () => CalendarFilter,
    budgeted = false,
  ) => {
    const timings: number[] = [];
    let rows = 0;
    if (EXPLAIN) {
      const query = eventSearchQuery(range(), { offset: 0, limit: 20 }, filter());
      const plan = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ANALYZE ${query}`.execute(db);
      console.log(`\n${label}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const json = await readEventSearchJson(db, range(), { offset: 0, limit: 20 }, filter());
      timings.push(performance.now() - started);
      rows += (JSON.parse(json) as { data: unknown[] }).data.length;
    }
    timings.sort((a, b) => a - b);
    const p50 = percentile(timings, 50);
    const p95 = percentile(timings, 95);
    const verdict = !budgeted ? '' : p95 <= BUDGET_P95_MS ? ' — within budget' : ' — OVER BUDGET';
    console.log(
      `${label}: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, ${(rows / RUNS).toFixed(1)} events per page${verdict}${budgeted ? ` (p95 ≤ ${BUDGET_P95_MS} ms)` : ''}`,
    );
    return !budgeted || p95 <= BUDGET_P95_MS;
  };

  const combined = () => ({
    ...anyone,
    near: sydney,
    radiusMetres: 20_000,
    styles: [pick(STYLES)],
    words: [pick(['night', 'social', 'studio', 'ana', 'school', 'loft'])],
  });
  const results = [
    await measure('style + near me + word, this week', randomWeek, combined, true),
    await measure('style + near me + word, this month', randomMonth, combined),
    await measure('style + near me + word, upcoming', upcoming, combined),
    await measure('word only, upcoming (nationwide)', upcoming, () => ({
      ...anyone,
      words: [pick(TEACHERS).toLowerCase()],
    })),
    await measure('two styles, this month (nationwide)', randomMonth, () => ({
      ...anyone,
      styles: [pick(STYLES), pick(STYLES)],
    })),
    await measure('a word found nowhere, near me, upcoming', upcoming, () => ({
      ...anyone,
      near: sydney,
      words: ['nowhere'],
    })),
  ];
  await databases.close();
  if (results.includes(false)) process.exitCode = 1;
}

await main();
