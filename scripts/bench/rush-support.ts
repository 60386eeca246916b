// What the rush benchmarks share: buyers with access tokens, a published event with seats, the
// load generator on its own thread, and the seats counted afterwards.
import type { DanceRole, PartnerRoles } from '../../src/contract/partner-roles';
import { CHECK_IN_OPENS_MINUTES_BEFORE, type DraftSave } from '../../src/contract/ticketing';
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabases, type Db } from '../../server/db/database';
import { publishConfiguration } from '../../server/services/ticketing/publish';
import { saveConfiguration } from '../../server/services/ticketing/save-configuration';
import type { AccessTokens } from '../../server/services/accounts/access-tokens';
import { selectionKey, writeHold } from '../../server/services/payments/holds';
import { performance } from 'node:perf_hooks';

export const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 32);

export { percentile } from './stats';

/** Buyers written straight to the database (no password hashing), each with an access token. */
export async function buyers(db: Db, tokens: AccessTokens, count: number): Promise<string[]> {
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
  return rows.map((row) =>
    tokens.sign({
      accountId: row.id,
      organisationId: null,
      email: row.email,
      database: 'production',
    }),
  );
}

/** A published event with one type of `seats`; with `roles`, a partner workshop. */
export async function ticketsFor(db: Db, seats: number, roles: PartnerRoles | null = null) {
  const configuration = await publishedEvent(db, {
    ticketTypes: [
      {
        name: 'Entry',
        price: 20,
        currency: 'AUD',
        quantity: seats,
        description: '',
        restrictions: '',
        roles,
        sessionIds: null,
      },
    ],
    sessions: [],
  });
  return {
    configurationId: configuration.id,
    typeId: configuration.ticketSetup.ticketTypes[0]!.id!,
  };
}

/** A new school's published event, a month from now, with these ticket types and sessions. */
export async function publishedEvent(
  db: Db,
  setup: Pick<DraftSave['ticketSetup'], 'ticketTypes' | 'sessions'>,
  title = 'Bench Social',
) {
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
        title,
        description: '',
        startDateTime: start.toISOString(),
        endDateTime: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
        location: { description: 'Bench Hall, 1 Test Street, Sydney' },
        importSource: 'manual',
        checkInOpensMinutesBefore: CHECK_IN_OPENS_MINUTES_BEFORE,
      },
      ticketSetup: { ...setup, refundPolicy: '' },
      checkout: { paymentMethods: ['stripe'], termsAndConditions: 'Bench terms.' },
    },
  );
  if (saved.requiresOwnershipAck) throw new Error('unexpected ownership question');
  await publishConfiguration(db, organisationId, saved.configuration.id);
  return saved.configuration;
}

export interface RushResult {
  seconds: number;
  latencies: number[];
  statuses: Record<number, number>;
}

/** Runs the buyers on a worker thread; the server keeps this thread to itself. */
export function rush(
  url: string,
  tickets: { configurationId: string; typeId: string },
  tokens: string[],
  mode: 'purchase' | 'checkout' = 'purchase',
  /** Each buyer's role, for a partner workshop ('' for a type without roles). */
  roles: Array<DanceRole | ''> | null = null,
  /** Each buyer's ticket type (a festival's passes), instead of `tickets.typeId` for all. */
  types: string[] | null = null,
  /** Each buyer's additions to the request (a code, add-ons), or null for none. */
  extras: Array<Record<string, unknown> | null> | null = null,
) {
  return new Promise<RushResult & { completed: number; serverErrors: number }>(
    (resolve, reject) => {
      const worker = new Worker(new URL('./rush-worker.mjs', import.meta.url), {
        workerData: { url, ...tickets, tokens, inFlight: IN_FLIGHT, mode, roles, types, extras },
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

export async function sold(db: Db, typeId: string) {
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

/** The real server on the benchmark's database (in memory, or DATABASE_URL), listening on loopback. */
export async function startBenchServer(name: string, env: Record<string, string> = {}) {
  const config = loadConfig({
    ...env,
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
  console.log(
    `${name} on ${config.databaseUrl ? 'PostgreSQL' : 'the embedded database'}, ${IN_FLIGHT} requests in flight`,
  );
  return {
    url,
    db: databases.production,
    tokens: ctx.accessTokens,
    close: async () => {
      await app.close();
      await databases.close();
    },
  };
}

/** The hold's one statement, straight to the database, IN_FLIGHT at a time. */
export async function rawHolds(
  db: Db,
  tickets: { configurationId: string; typeId: string },
  count: number,
) {
  const accounts = await db.selectFrom('accounts').select('id').limit(1).execute();
  const accountId = accounts[0]!.id;
  let next = 0;
  const started = performance.now();
  const lines = [{ typeId: tickets.typeId, role: '' as const, quantity: 1, priceCents: 2000 }];
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next++ < count) {
        await writeHold(db, {
          id: randomUUID(),
          accountId,
          email: 'raw@bench.floorcraft.test',
          configurationId: tickets.configurationId,
          eventId: null,
          idempotencyKey: `raw-${randomUUID()}`,
          selection: selectionKey(lines),
          totalCents: 2000,
          feeCents: 0,
          currency: 'AUD',
          connectedAccount: null,
          fromApp: false,
          expiresAt: new Date(Date.now() + 30 * 60_000),
          lines,
        });
      }
    }),
  );
  return count / ((performance.now() - started) / 1000);
}
