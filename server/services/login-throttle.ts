// Limits failed sign-ins per e-mail and per address. Attempts live in the database, so the limit
// holds across every server process.
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { AppError } from '../lib/app-error';

export const THROTTLE_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

const windowStart = () => new Date(Date.now() - THROTTLE_WINDOW_MINUTES * 60_000);

export async function assertLoginAllowed(db: Db, email: string, ip: string): Promise<void> {
  const since = windowStart();
  const counts = await db
    .selectFrom('login_attempts')
    .select([
      sql<number>`count(*) FILTER (WHERE email = ${email})::int`.as('by_email'),
      sql<number>`count(*) FILTER (WHERE ip = ${ip})::int`.as('by_ip'),
    ])
    .where('succeeded', '=', false)
    .where('attempted_at', '>', since)
    .where((eb) => eb.or([eb('email', '=', email), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  if (counts.by_email >= MAX_FAILURES_PER_EMAIL || counts.by_ip >= MAX_FAILURES_PER_ADDRESS) {
    throw new AppError(
      429,
      'RATE_LIMITED',
      `Too many sign-in attempts. Please wait ${THROTTLE_WINDOW_MINUTES} minutes and try again.`,
      { retryAfterSeconds: THROTTLE_WINDOW_MINUTES * 60 },
      true,
    );
  }
}

export async function recordLoginAttempt(
  db: Db,
  email: string,
  ip: string,
  succeeded: boolean,
): Promise<void> {
  await db.insertInto('login_attempts').values({ email, ip, succeeded }).execute();
  // A successful sign-in forgives the e-mail's earlier failures.
  if (succeeded) {
    await db
      .deleteFrom('login_attempts')
      .where('email', '=', email)
      .where('succeeded', '=', false)
      .execute();
  }
}
