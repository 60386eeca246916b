// Limits sign-in attempts so that guessing stays slow without locking the owner out (OWASP's
// "device cookies"). A device the account signed in on before is limited on its own (5 failures
// per 15 minutes). Any other attempt is limited per e-mail and address (5), per address (20) and
// per e-mail from everywhere (10): guesses from elsewhere can shut that last one, but never for
// the owner's own devices, and the owner can make a new device one of them by an e-mailed link.
// Each attempt is counted before its password is checked, by one statement (attempt-limits.ts).
import type { Db } from '../../db/database';
import {
  countAttempt,
  forgetAttempts,
  giveAttemptBack,
  LIMIT_WINDOW_MINUTES,
  tooManyAttempts,
  type Counter,
} from './attempt-limits';
import { deviceHashOf } from './device-cookies';

export const THROTTLE_WINDOW_MINUTES = LIMIT_WINDOW_MINUTES;
export const MAX_FAILURES_PER_EMAIL_AND_ADDRESS = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const MAX_FAILURES_PER_EMAIL = 10;
export const MAX_FAILURES_PER_TRUSTED_DEVICE = 5;

export interface LoginAttempt {
  email: string;
  ip: string;
  /** The device's id when it signed in to this e-mail's account before; null otherwise. */
  trustedDeviceId: string | null;
}

const countersOf = ({ email, ip, trustedDeviceId }: LoginAttempt): Counter[] =>
  trustedDeviceId
    ? [
        {
          key: `device:${deviceHashOf(trustedDeviceId)}:${email}`,
          limit: MAX_FAILURES_PER_TRUSTED_DEVICE,
        },
      ]
    : [
        { key: `email:${email}`, limit: MAX_FAILURES_PER_EMAIL },
        { key: `email-ip:${email} ${ip}`, limit: MAX_FAILURES_PER_EMAIL_AND_ADDRESS },
        { key: `ip:${ip}`, limit: MAX_FAILURES_PER_ADDRESS },
      ];

const SIGN_IN_LIMITED = `Too many sign-in attempts. Please wait ${THROTTLE_WINDOW_MINUTES} minutes and try again.`;

/**
 * Counts one attempt, or refuses it (429) when a counter is over its limit within the window. A
 * device that is not trusted is told it may ask for an e-mailed link that lets it in
 * (details.deviceLinkOffered), whether or not the account exists.
 */
export async function reserveLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  const over = await countAttempt(db, countersOf(attempt));
  if (over.length === 0) return;
  throw tooManyAttempts(
    SIGN_IN_LIMITED,
    attempt.trustedDeviceId ? {} : { deviceLinkOffered: true },
  );
}

/**
 * An attempt whose password was never checked (the hashing pool was full: 503, try again) is
 * given back to every counter: a flood that fills the pool must not turn the owner's own
 * attempts into failures that lock them out.
 */
export async function withdrawLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  await giveAttemptBack(
    db,
    countersOf(attempt).map((counter) => counter.key),
  );
}

/**
 * A successful sign-in: its failures are forgiven (the device's, or the e-mail's from here and
 * everywhere), and its attempt no longer counts against the address.
 */
export async function releaseLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  const keys = countersOf(attempt).map((counter) => counter.key);
  await forgetAttempts(
    db,
    keys.filter((key) => !key.startsWith('ip:')),
  );
  await giveAttemptBack(
    db,
    keys.filter((key) => key.startsWith('ip:')),
  );
}
