// Finds the JWT signing secret: JWT_SECRET, else one generated once and kept in DATA_DIR
// (embedded database) or in the shared database (PostgreSQL, so every server process agrees).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Databases } from '../db/database';

export async function resolveJwtSecret(
  configured: string | null,
  dataDir: string | null,
  databases: Databases,
): Promise<string> {
  if (configured) return configured;
  const generated = randomBytes(48).toString('base64url');
  if (databases.kind === 'embedded' && dataDir) {
    const file = path.join(dataDir, 'jwt-secret');
    if (!existsSync(file)) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, generated, { mode: 0o600, flag: 'wx' });
    }
    return readFileSync(file, 'utf8').trim();
  }
  const db = databases.production;
  await db
    .insertInto('server_secrets')
    .values({ name: 'jwt', value: generated })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', 'jwt')
    .executeTakeFirstOrThrow();
  return row.value;
}
