// Opens the production and development databases: schemas of one embedded PGlite in DATA_DIR by
// default, or of the PostgreSQL server named by DATABASE_URL. The same migrations run on both.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { PGliteSchemaDialect, SharedPGlite } from './pglite-dialect';
import { migrate } from './migrate';
import { PreparingClient } from './prepared-statements';
import { isBulkWork, PriorityGate } from './work-priority';

export type DatabaseTarget = 'production' | 'development';
export type Db = Kysely<Database>;

export const schemaOf: Record<DatabaseTarget, string> = {
  production: 'public',
  development: 'development',
};

export interface Databases {
  kind: 'embedded' | 'postgres';
  production: Db;
  development: Db;
  of(target: DatabaseTarget): Db;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl: string | null;
  /** Data folder of the embedded database; `null` keeps it in memory (tests). */
  dataDir: string | null;
}

// PostgreSQL answers bigint and numeric as strings; our counters fit in a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

const BYTEA = 17;

/**
 * bytea in and out of the embedded database as Node writes hex, not PGlite's own way (a string
 * per byte: 20–40 ms of the event loop for one imported image of 24 KB, in one piece, and 76 s of
 * the stall benchmark's 440 s profile); the same text either way.
 */
export const embeddedByteaText = {
  serializers: {
    [BYTEA]: (bytes: unknown) => {
      if (!(bytes instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`;
    },
  },
  parsers: { [BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};

async function openEmbedded(dataDir: string | null) {
  const { PGlite } = await import('@electric-sql/pglite');
  let pglite;
  if (dataDir) {
    const dir = path.join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    pglite = await PGlite.create(dir, embeddedByteaText);
  } else {
    pglite = await PGlite.create(embeddedByteaText);
  }
  const shared = new SharedPGlite(pglite);
  const make = (target: DatabaseTarget) =>
    new Kysely<Database>({ dialect: new PGliteSchemaDialect(shared, schemaOf[target]) });
  return {
    production: make('production'),
    development: make('development'),
    close: () => pglite.close(),
  };
}

const POOL_CONNECTIONS = 10;
/** Of each pool's connections, what bulk work (work-priority.ts) may hold or wait for at once. */
export const BULK_CONNECTIONS = 4;

/**
 * The pool as Kysely sees it, with bulk work (imports, background tasks, jobs) let through to at
 * most BULK_CONNECTIONS of its connections, urgent work first among bulk work's own turns: the
 * pool's own queue is first come first served, and four imports with their images and a feed's
 * sync had held every connection while health checks and sign-ins queued behind them.
 */
function bulkBoundedPool(pool: pg.Pool): PostgresPool {
  const bulkGate = new PriorityGate(BULK_CONNECTIONS);
  return {
    async connect() {
      if (!isBulkWork()) return pool.connect();
      const leave = await bulkGate.enter(true);
      try {
        const client = await pool.connect();
        const release = client.release.bind(client);
        client.release = (error?: Error | boolean) => {
          client.release = release;
          leave();
          release(error);
        };
        return client;
      } catch (error) {
        leave();
        throw error;
      }
    },
    end: () => pool.end(),
  };
}

function openPostgres(databaseUrl: string) {
  const make = (target: DatabaseTarget) =>
    new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: bulkBoundedPool(
          new pg.Pool({
            connectionString: databaseUrl,
            options: `-c search_path=${schemaOf[target]}`,
            max: POOL_CONNECTIONS,
            Client: PreparingClient,
          }),
        ),
      }),
    });
  return {
    production: make('production'),
    development: make('development'),
    close: async () => {},
  };
}

/** Opens both databases and brings their schemas up to date. */
export async function openDatabases(options: OpenOptions): Promise<Databases> {
  const opened = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openEmbedded(options.dataDir);
  const { production, development } = opened;
  try {
    await migrate(production as Kysely<unknown>, schemaOf.production);
    await migrate(development as Kysely<unknown>, schemaOf.development);
  } catch (error) {
    await production.destroy();
    await development.destroy();
    await opened.close();
    throw error;
  }
  return {
    kind: options.databaseUrl ? 'postgres' : 'embedded',
    production,
    development,
    of: (target) => (target === 'production' ? production : development),
    async close() {
      await production.destroy();
      await development.destroy();
      await opened.close();
    },
  };
}
