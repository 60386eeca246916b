// Opens the production and development databases: schemas of one embedded PGlite in DATA_DIR by
// default, or of the PostgreSQL server named by DATABASE_URL. The same migrations run on both.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { PGliteSchemaDialect, SharedPGlite } from './pglite-dialect';
import { migrate } from './migrate';
import { PreparingClient } from './prepared-statements';

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

async function openEmbedded(dataDir: string | null) {
  const { PGlite } = await import('@electric-sql/pglite');
  let pglite;
  if (dataDir) {
    const dir = path.join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    pglite = await PGlite.create(dir);
  } else {
    pglite = await PGlite.create();
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

function openPostgres(databaseUrl: string) {
  const make = (target: DatabaseTarget) =>
    new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({
          connectionString: databaseUrl,
          options: `-c search_path=${schemaOf[target]}`,
          max: 10,
          Client: PreparingClient,
        }),
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
