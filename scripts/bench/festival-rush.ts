// Festival-rush benchmark (issue's budget): 2 000 buyers of Full, Party, Day and single-workshop
// passes over 12 sessions with shared capacities and two balanced workshops, through the real
// HTTP server, beside the raw one-seat write (a hold's statement) measured in the same run.
// Budget: 0 oversold in any session, every balanced workshop within its imbalance, 0 × 5xx, and
// the API's answers/s ≥ 0.25× the raw ceiling.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DanceRole, PartnerRoles } from '../../src/contract/partner-roles';
import type { Db } from '../../server/db/database';
import {
  buyers,
  percentile,
  publishedEvent,
  rawHolds,
  rush,
  startBenchServer,
  ticketsFor,
} from './rush-support';

const BUYERS = Number(process.env.BENCH_FESTIVAL_BUYERS ?? 2000);
const RAW_SEATS = Number(process.env.BENCH_HOLDS ?? 1000);
const RATIO_BUDGET = 0.25;

const BALANCE: PartnerRoles = {
  leadName: 'Lead',
  followName: 'Follow',
  soloName: null,
  maxImbalance: 2,
};
/** Passes with roles leave the balance to the balanced sessions. */
const LOOSE: PartnerRoles = { ...BALANCE, maxImbalance: 100 };

/** Day, name, capacity, balanced: parties for everyone, workshops for fewer. */
const PROGRAMME: Array<[number, string, number, boolean]> = [
  [1, 'Friday Party', 900, false],
  [2, 'Saturday Bootcamp', 200, true],
  [2, 'Saturday Styling', 400, false],
  [2, 'Saturday Musicality', 400, false],
  [2, 'Saturday Turns', 400, false],
  [2, 'Saturday Party', 900, false],
  [3, 'Sunday Shines', 200, true],
  [3, 'Sunday Footwork', 400, false],
  [3, 'Sunday Dips', 400, false],
  [3, 'Sunday Partnerwork', 400, false],
  [3, 'Sunday Party', 900, false],
  [4, 'Monday Pool Party', 700, false],
];

async function festival(db: Db) {
  const start = Date.now() + 30 * 86_400_000;
  const sessions = PROGRAMME.map(([day, name, capacity, balanced], index) => ({
    id: randomUUID(),
    name,
    startDateTime: new Date(start + day * 86_400_000 + index * 3_600_000).toISOString(),
    endDateTime: new Date(start + day * 86_400_000 + (index + 1) * 3_600_000).toISOString(),
    room: name.includes('Party') ? 'Ballroom' : 'Studio',
    level: '',
    teachers: '',
    capacity,
    roles: balanced ? BALANCE : null,
  }));
  const on = (test: (day: number, name: string) => boolean) =>
    sessions
      .filter((_, index) => test(PROGRAMME[index]![0], PROGRAMME[index]![1]))
      .map((s) => s.id);
  const type = (name: string, quantity: number, sessionIds: string[] | null, roles: boolean) => ({
    name,
    price: 20,
    currency: 'AUD' as const,
    quantity,
    description: '',
    restrictions: '',
    roles: roles ? LOOSE : null,
    sessionIds,
  });
  const configuration = await publishedEvent(
    db,
    {
      ticketTypes: [
        type('Full Pass', 400, null, true),
        type(
          'Party Pass',
          600,
          on((_, name) => name.includes('Party')),
          false,
        ),
        type(
          'Saturday Pass',
          300,
          on((day) => day === 2),
          true,
        ),
        type(
          'Sunday Pass',
          300,
          on((day) => day === 3),
          true,
        ),
        type(
          'Bootcamp',
          200,
          on((_, name) => name === 'Saturday Bootcamp'),
          true,
        ),
        type(
          'Styling',
          200,
          on((_, name) => name === 'Saturday Styling'),
          false,
        ),
      ],
      sessions,
    },
    'Bench Festival',
  );
  return {
    configurationId: configuration.id,
    types: configuration.ticketSetup.ticketTypes.map((t) => ({
      id: t.id!,
      roles: t.roles !== null,
    })),
  };
}

/** Each session against its capacity and the tickets of the types admitting to it, by role. */
async function sessionsOf(db: Db, configurationId: string) {
  const { rows } = await sql<{
    name: string;
    capacity: number;
    sold: number;
    issued: number;
    leads: number;
    follows: number;
    max_imbalance: number | null;
  }>`SELECT s.name, s.capacity, s.sold,
      count(t.id)::int AS issued,
      count(t.id) FILTER (WHERE t.role = 'lead')::int AS leads,
      count(t.id) FILTER (WHERE t.role = 'follow')::int AS follows,
      (s.roles->>'maxImbalance')::int AS max_imbalance
    FROM event_sessions s
    LEFT JOIN ticket_type_sessions ts ON ts.session_id = s.id
    LEFT JOIN tickets t ON t.ticket_type_id = ts.ticket_type_id AND t.voided_at IS NULL
    WHERE s.configuration_id = ${configurationId}
    GROUP BY s.id ORDER BY s.position`.execute(db);
  return rows;
}

async function main() {
  const { url, db, tokens, close } = await startBenchServer('festival rush');
  const event = await festival(db);
  // A quarter each Full and Party, a sixth each Day pass, the rest single workshops; 60 % leads.
  const share = [0.25, 0.25, 0.17, 0.17, 0.08, 0.08];
  const picks = Array.from({ length: BUYERS }, (_, index) => {
    let at = (index * 0.6180339887) % 1;
    const typeIndex = share.findIndex((part) => (at -= part) < 0);
    return event.types[typeIndex === -1 ? 0 : typeIndex]!;
  });
  const roles = picks.map((pick, index): DanceRole | '' =>
    pick.roles ? (index % 5 < 3 ? 'lead' : 'follow') : '',
  );
  const run = await rush(
    url,
    { configurationId: event.configurationId, typeId: event.types[0]!.id },
    await buyers(db, tokens, BUYERS),
    'purchase',
    roles,
    picks.map((pick) => pick.id),
  );
  const answersPerSecond = BUYERS / run.seconds;
  const sessions = await sessionsOf(db, event.configurationId);
  const oversold = sessions.reduce(
    (sum, s) => sum + Math.max(0, s.issued - s.capacity, s.sold - s.capacity),
    0,
  );
  const miscounted = sessions.filter((s) => s.sold !== s.issued).length;
  const unbalanced = sessions.filter(
    (s) => s.max_imbalance !== null && Math.abs(s.leads - s.follows) > s.max_imbalance,
  ).length;

  const raw = await ticketsFor(db, RAW_SEATS);
  const ceiling = await rawHolds(db, raw, RAW_SEATS);
  const ratio = answersPerSecond / ceiling;
  console.log(
    `festival: ${BUYERS} buyers over ${sessions.length} sessions — ${run.completed} sold, ` +
      `${answersPerSecond.toFixed(0)} answers/s, p50 ${percentile(run.latencies, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(run.latencies, 99).toFixed(1)} ms, 5xx ${run.serverErrors}, statuses ${JSON.stringify(run.statuses)}`,
  );
  for (const s of sessions)
    console.log(
      `  ${s.name}: ${s.issued}/${s.capacity}` +
        (s.max_imbalance !== null ? ` (${s.leads} leads, ${s.follows} follows)` : ''),
    );
  console.log(
    `oversold ${oversold}, miscounted sessions ${miscounted}, unbalanced ${unbalanced}; ` +
      `raw one-seat write ${ceiling.toFixed(0)}/s — the API at ${ratio.toFixed(2)}× (budget ≥ ${RATIO_BUDGET}×)`,
  );
  await close();
  const ok =
    run.serverErrors === 0 &&
    oversold === 0 &&
    miscounted === 0 &&
    unbalanced === 0 &&
    ratio >= RATIO_BUDGET;
  if (!ok) process.exitCode = 1;
}

await main();
