// Counters of attempts per key (an e-mail, an address, a device) in a fixed window that starts at
// the first attempt. One statement increments every counter an attempt touches and answers them,
// so parallel attempts cannot pass a limit together, and the counters live in the database, so a
// limit holds across every server process. Sign-in, sign-up, password reset, e-mail confirmation
// and the e-mailed links all count here (table login_limits). A counter found over its limit is
// remembered by the process for a while (shut-counters.ts), so a flood is refused without a
// statement per request.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { forgetShut, rememberShut, rememberedShut } from './shut-counters';

export const LIMIT_WINDOW_MINUTES = 15;

export interface Counter {
  key: string;
  /** Attempts allowed within the window; the next one is over the limit. */
  limit: number;
}

/**
 * Counts one attempt on each counter and answers those now over their limit (none: go ahead).
 * Refused attempts count too, so hammering a limit keeps it shut until the window ends; once a
 * counter is over, this process refuses on it from memory until its window ends (at most a minute
 * at a time) without counting further: the window is fixed from its first attempt either way.
 */
export async function countAttempt(
  db: Db,
  counters: Counter[],
  windowMinutes = LIMIT_WINDOW_MINUTES,
): Promise<Counter[]> {
  // Rows are written in key order, so two attempts never wait on each other in opposite orders.
  const sorted = [...counters].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const shut = rememberedShut(
    db,
    sorted.map((counter) => counter.key),
  );
  if (shut.size > 0) return sorted.filter((counter) => shut.has(counter.key));
  const rows = sql.join(sorted.map((counter) => sql`(${counter.key}, 1, now())`));
  const counts = await sql<{ key: string; attempts: number; remaining_ms: number | string }>`
    INSERT INTO login_limits AS l (key, attempts, window_started_at)
    VALUES ${rows}
    ON CONFLICT (key) DO UPDATE SET
      attempts = CASE WHEN l.window_started_at <= now() - make_interval(mins => ${windowMinutes})
        THEN 1 ELSE l.attempts + 1 END,
      window_started_at = CASE WHEN l.window_started_at <= now() - make_interval(mins => ${windowMinutes})
        THEN now() ELSE l.window_started_at END
    RETURNING key, attempts, floor(extract(epoch FROM
      l.window_started_at + make_interval(mins => ${windowMinutes}) - now()) * 1000) AS remaining_ms
  `.execute(db);
  const rowOf = new Map(counts.rows.map((row) => [row.key, row]));
  const over = sorted.filter(
    (counter) => Number(rowOf.get(counter.key)?.attempts ?? 0) > counter.limit,
  );
  rememberShut(
    db,
    over.map((counter) => ({
      key: counter.key,
      remainingMs: Number(rowOf.get(counter.key)?.remaining_ms ?? 0),
    })),
  );
  return over;
}

/**
 * Claims a key once (true for the one caller that claimed it, however many ask at once): marks a
 * request whose repeats must not count again. The mark lives and is purged like a counter.
 */
export async function claimFirst(db: Db, key: string): Promise<boolean> {
  const { rows } = await sql<{ key: string }>`
    INSERT INTO login_limits (key, attempts, window_started_at) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO NOTHING RETURNING key`.execute(db);
  return rows.length > 0;
}

/** Forgets the counters (a sign-in that succeeded forgives its failures). */
export async function forgetAttempts(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  forgetShut(db, keys);
  await db.deleteFrom('login_limits').where('key', 'in', keys).execute();
}

/** Takes one attempt off each counter (a success should not use up a shared allowance). */
export async function giveAttemptBack(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  // A counter remembered as shut stays shut: the attempts refused from memory were not counted,
  // and the database's count, one lower, would still refuse the next one.
  await db
    .updateTable('login_limits')
    .set({ attempts: sql`greatest(attempts - 1, 0)` })
    .where('key', 'in', keys)
    .execute();
}

export const tooManyAttempts = (
  message = `Too many attempts. Please wait ${LIMIT_WINDOW_MINUTES} minutes and try again.`,
  details: Record<string, unknown> = {},
) =>
  new AppError(
    429,
    'RATE_LIMITED',
    message,
    { retryAfterSeconds: LIMIT_WINDOW_MINUTES * 60, ...details },
    true,
  );

/** Counts one attempt and refuses it (429) when any counter is over its limit. */
export async function limitAttempt(db: Db, counters: Counter[]): Promise<void> {
  if ((await countAttempt(db, counters)).length > 0) throw tooManyAttempts();
}
