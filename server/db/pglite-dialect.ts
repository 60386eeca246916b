// A Kysely dialect over one embedded PGlite shared by several schemas (production and development).
// PGlite has a single connection, so connections are handed out one at a time (urgent work first)
// and each one switches `search_path` to its own schema when it is acquired.
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { PriorityGate } from './work-priority';

/**
 * The one PGlite instance and the gate that hands its connection out one holder at a time: to
 * requests a person waits on before bulk work (imports, background tasks, jobs; work-priority.ts).
 */
export class SharedPGlite {
  private readonly gate = new PriorityGate(1);
  currentSchema: string | null = null;

  constructor(readonly pglite: PGlite) {}

  /** Waits for the connection to be free; resolves with a function that frees it. */
  acquire(): Promise<() => void> {
    return this.gate.enter();
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly shared: SharedPGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.shared.pglite.query<R>(query.sql, [...query.parameters]);
    return {
      rows: result.rows,
      numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on the embedded database.');
  }
}

class PGliteDriver implements Driver {
  private readonly releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(
    private readonly shared: SharedPGlite,
    private readonly schema: string,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.shared.acquire();
    const connection = new PGliteConnection(this.shared);
    try {
      if (this.shared.currentSchema !== this.schema) {
        await this.shared.pglite.query(`SET search_path TO "${this.schema}"`);
        this.shared.currentSchema = this.schema;
      }
    } catch (error) {
      release();
      throw error;
    }
    this.releases.set(connection, release);
    return connection;
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    const isolation = settings.isolationLevel
      ? ` ISOLATION LEVEL ${settings.isolationLevel.toUpperCase()}`
      : '';
    await connection.executeQuery(CompiledQuery.raw(`BEGIN${isolation}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.releases.get(connection)?.();
    this.releases.delete(connection);
  }

  async destroy(): Promise<void> {}
}

export class PGliteSchemaDialect implements Dialect {
  constructor(
    private readonly shared: SharedPGlite,
    private readonly schema: string,
  ) {}

  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.shared, this.schema);
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}
