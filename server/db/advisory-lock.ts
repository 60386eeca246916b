// Stable 32-bit keys for PostgreSQL advisory locks, derived from a readable name.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from './database';

export function advisoryLockKey(name: string): number {
  return createHash('sha256').update(`floorcraft:${name}`).digest().readInt32BE(0);
}

/** Waits for the lock named `name`, held until the transaction `trx` ends: for a limit that
 * counts rows of its own (count, then write) and must hold when requests arrive at once. */
export async function holdAdvisoryLock(trx: Db, name: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${advisoryLockKey(name)})`.execute(trx);
}
