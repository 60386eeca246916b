// Limits sign-in attempts per e-mail and per address. Each attempt is counted before its password
// is checked, by one statement that increments and answers the count (so parallel guesses cannot
// get past the limit together); a successful sign-in gives its attempt back and forgives the
// e-mail. Counters live in the database, so the limit holds across every server process.
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { AppError } from '../lib/app-error';

export const THROTTLE_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

const emailKey = (email: string) => `email:${email}`;
const addressKey = (ip: string) => `ip:${ip}`;

const tooMany = () =>
  new AppError(
    429,
    'RATE_LIMITED',
    `Too many sign-in attempts. Please wait ${THROTTLE_WINDOW_MINUTES} minutes and try again.`,
    { retryAfterSeconds: THROTTLE_WINDOW_MINUTES * 60 },
    true,
  );

/**
 * Counts one attempt for the e-mail and the address, or refuses it (429) when either is over its
 * limit within the window. The window starts at the first attempt and lasts 15 minutes.
 */
export async function reserveLoginAttempt(db: Db, email: string, ip: string): Promise<void> {
  // Rows are written in key order ('email:' < 'ip:'), so two sign-ins never wait on each other
  // in opposite orders.
  const counts = await sql<{ key: string; attempts: number }>`
    INSERT INTO login_limits AS l (key, attempts, window_started_at)
    VALUES (${emailKey(email)}, 1, now()), (${addressKey(ip)}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      attempts = CASE WHEN l.window_started_at <= now() - make_interval(mins => ${THROTTLE_WINDOW_MINUTES})
        THEN 1 ELSE l.attempts + 1 END,
      window_started_at = CASE WHEN l.window_started_at <= now() - make_interval(mins => ${THROTTLE_WINDOW_MINUTES})
        THEN now() ELSE l.window_started_at END
    RETURNING key, attempts
  `.execute(db);
  for (const row of counts.rows) {
    const limit = row.key.startsWith('email:') ? MAX_FAILURES_PER_EMAIL : MAX_FAILURES_PER_ADDRESS;
    if (row.attempts > limit) throw tooMany();
  }
}

/** A successful sign-in: its attempt no longer counts, and the e-mail's failures are forgiven. */
export async function releaseLoginAttempt(db: Db, email: string, ip: string): Promise<void> {
  await db.deleteFrom('login_limits').where('key', '=', emailKey(email)).execute();
  await db
    .updateTable('login_limits')
    .set({ attempts: sql`greatest(attempts - 1, 0)` })
    .where('key', '=', addressKey(ip))
    .execute();
}
