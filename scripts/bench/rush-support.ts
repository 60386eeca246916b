// What the rush benchmarks share: buyers with access tokens, a published event with seats, the
// load generator on its own thread, and the seats counted afterwards.
import type { DanceRole, PartnerRoles } from '../../src/contract/partner-roles';
import { CHECK_IN_OPENS_MINUTES_BEFORE } from '../../src/contract/ticketing';
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabases, type Db } from '../../server/db/database';
import { publishConfiguration } from '../../server/services/ticketing/publish';
import { saveConfiguration } from '../../server/services/ticketing/save-configuration';
import type { AccessTokens } from '../../server/services/access-tokens';

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
        checkInOpensMinutesBefore: CHECK_IN_OPENS_MINUTES_BEFORE,
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
            roles,
            sessionIds: null,
          },
        ],
        sessions: [],
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
  /** Each buyer's role, for a partner workshop. */
  roles: DanceRole[] | null = null,
) {
  return new Promise<RushResult & { completed: number; serverErrors: number }>(
    (resolve, reject) => {
      const worker = new Worker(new URL('./rush-worker.mjs', import.meta.url), {
        workerData: { url, ...tickets, tokens, inFlight: IN_FLIGHT, mode, roles },
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
