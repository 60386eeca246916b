// Stable 32-bit keys for PostgreSQL advisory locks, derived from a readable name.
import { createHash } from 'node:crypto';

export function advisoryLockKey(name: string): number {
  return createHash('sha256').update(`floorcraft:${name}`).digest().readInt32BE(0);
}
