// This process's memory of the attempt counters its database last answered as over their limit,
// so a flood from one address or against one e-mail is refused without a statement each: the
// database stays the authority (memory only ever refuses, and only what the database refused), and
// a memory lasts at most a minute, so a counter another process forgave opens here soon after. An
// attempt given back (a sign-in that succeeded) leaves a shut counter shut, as the database would:
// the refusals made from memory count as attempts there would have.
import type { Db } from '../../db/database';

/** However long the window has left, a refusal is remembered at most this long. */
const REMEMBERED_MS = 60_000;
/** Counters remembered per database; the oldest is let go first beyond this. */
const MAX_REMEMBERED = 10_000;

const shutByDatabase = new WeakMap<Db, Map<string, number>>();

function shutOf(db: Db): Map<string, number> {
  let shut = shutByDatabase.get(db);
  if (!shut) {
    shut = new Map();
    shutByDatabase.set(db, shut);
  }
  return shut;
}

/** Of these keys, those remembered as over their limit now. */
export function rememberedShut(db: Db, keys: readonly string[], now = Date.now()): Set<string> {
  const shut = shutByDatabase.get(db);
  const found = new Set<string>();
  if (!shut) return found;
  for (const key of keys) {
    const until = shut.get(key);
    if (until === undefined) continue;
    if (until > now) found.add(key);
    else shut.delete(key);
  }
  return found;
}

/** Remembers counters the database answered as over their limit, with their window's time left. */
export function rememberShut(
  db: Db,
  refused: ReadonlyArray<{ key: string; remainingMs: number }>,
  now = Date.now(),
): void {
  const shut = shutOf(db);
  for (const { key, remainingMs } of refused) {
    if (remainingMs <= 0) continue;
    shut.delete(key);
    shut.set(key, now + Math.min(remainingMs, REMEMBERED_MS));
  }
  for (const key of shut.keys()) {
    if (shut.size <= MAX_REMEMBERED) break;
    shut.delete(key);
  }
}

/** Lets go of counters this process forgave. */
export function forgetShut(db: Db, keys: readonly string[]): void {
  const shut = shutByDatabase.get(db);
  for (const key of keys) shut?.delete(key);
}
