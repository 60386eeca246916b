// The table types in server/db/schema*.ts, kept by hand, against the tables the migrations build:
// on the embedded database and on PostgreSQL, every table and column the types name exists and
// every one the migrations made is typed. Types drifting from the migrations fail here, not at run
// time in a query. And a database the migrations already built is left as it is by the next start.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaOf } from '../../server/db/database';
import { migrate, migrations } from '../../server/db/migrate';
import { startTestServer, type TestServer } from '../support/test-server';

/** Each table of the `Database` interface with its columns, as the type checker sees them. */
function typedColumns(): Map<string, string[]> {
  const file = path.resolve('server/db/schema.ts');
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const database = source.statements.find(
    (node): node is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(node) && node.name.text === 'Database',
  )!;
  const tables = new Map<string, string[]>();
  for (const table of checker.getTypeAtLocation(database).getProperties()) {
    const row = checker.getTypeOfSymbolAtLocation(table, database);
    tables.set(
      table.name,
      row
        .getProperties()
        .map((column) => column.name)
        .sort(),
    );
  }
  return tables;
}

/**
 * The tables and columns the migrations build, in a schema of their own (dropped again): a shared
 * PostgreSQL's own schemas may also hold tables of a newer branch's migrations.
 */
async function builtColumns(server: TestServer) {
  const schema = `types_${randomUUID().slice(0, 8)}`;
  const rows = await server.databases.production.transaction().execute(async (trx) => {
    await sql.raw(`CREATE SCHEMA ${schema}`).execute(trx);
    await sql.raw(`SET LOCAL search_path TO ${schema}`).execute(trx);
    for (const migration of migrations)
      for (const statement of migration.statements) await sql.raw(statement).execute(trx);
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      SELECT c.table_name, c.column_name
      FROM information_schema.columns c
      JOIN information_schema.tables t
        ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = ${schema} AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name, c.column_name`.execute(trx);
    await sql.raw(`SET LOCAL search_path TO ${schemaOf.production}`).execute(trx);
    await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(trx);
    return rows;
  });
  const tables = new Map<string, string[]>();
  for (const row of rows)
    tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
  for (const columns of tables.values()) columns.sort();
  return tables;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the table types', () => {
  const typed = typedColumns();

  it('name tables and columns', () => {
    expect(typed.size).toBeGreaterThan(50);
    expect(typed.get('accounts')).toContain('email');
  });

  it('match the tables the migrations build', async () => {
    const built = await builtColumns(server);
    const missingTables = [...typed.keys()].filter((table) => !built.has(table));
    const untypedTables = [...built.keys()].filter((table) => !typed.has(table));
    expect({ missingTables, untypedTables }).toEqual({ missingTables: [], untypedTables: [] });
    const columnsDiffer = [...typed].flatMap(([table, columns]) => {
      const actual = built.get(table)!;
      const missing = columns.filter((column) => !actual.includes(column));
      const untyped = actual.filter((column) => !columns.includes(column));
      return missing.length || untyped.length ? [{ table, missing, untyped }] : [];
    });
    expect(columnsDiffer).toEqual([]);
  });
});

describe('migrating again', () => {
  it.each(['production', 'development'] as const)(
    'applies nothing to %s, where every migration is recorded',
    async (target) => {
      const db = server.databases.of(target) as unknown as Kysely<unknown>;
      expect(await migrate(db, schemaOf[target])).toEqual([]);
      const { rows } = await sql<{ name: string }>`
        SELECT name FROM ${sql.id(schemaOf[target], 'schema_migrations')} ORDER BY name`.execute(
        db,
      );
      // Contains, not equals: a shared PostgreSQL may also hold a newer branch's migrations.
      expect(rows.map((row) => row.name)).toEqual(
        expect.arrayContaining(migrations.map((migration) => migration.name)),
      );
    },
  );
});
