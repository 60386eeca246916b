// Password hashing with scrypt (memory-hard, built into Node); parameters travel with each hash.
// Every hash runs through one bounded pool, sign-ins first, so a flood of sign-ups or resets can
// neither queue a real sign-in behind it nor hold 64 MiB per request in flight.
import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

import { AppError } from '../../lib/app-error';
import { PoolFullError, PriorityPool } from '../../lib/priority-pool';

const KEY_LENGTH = 64;
/** N = 2^16, r = 8, p = 1: about 64 MiB and a few hundred milliseconds per hash. */
const DEFAULT_PARAMS = { N: 2 ** 16, r: 8, p: 1 };

/**
 * Who asks for a hash: a sign-in goes first; a sign-up or reset next; the command line and the
 * demo seed last, never refused (they are not requests anyone can flood).
 */
export type HashPriority = 'sign-in' | 'request' | 'internal';

/** How many hashes may wait per priority once both places are taken. */
export const MAX_WAITING_HASHES = 8;

/**
 * Two hashes at a time: libuv's pool has four threads, and files and DNS need the other two. With
 * sign-ins first, a sign-in waits at most for the two hashes running and the sign-ins ahead of it.
 */
const pool = new PriorityPool<HashPriority>(2, [
  { priority: 'sign-in', maxWaiting: MAX_WAITING_HASHES },
  { priority: 'request', maxWaiting: MAX_WAITING_HASHES },
  { priority: 'internal', maxWaiting: Infinity },
]);

const busy = () =>
  new AppError(
    503,
    'SERVICE_UNAVAILABLE',
    'The server is busy. Please try again in a moment.',
    { retryAfterSeconds: 5 },
    true,
  );

async function pooledScrypt(
  priority: HashPriority,
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  try {
    return await pool.run(priority, () => scrypt(password, salt, params));
  } catch (error) {
    if (error instanceof PoolFullError) throw busy();
    throw error;
  }
}

function scrypt(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(
  password: string,
  priority: HashPriority = 'internal',
): Promise<string> {
  const salt = randomBytes(16);
  const key = await pooledScrypt(priority, password, salt, DEFAULT_PARAMS);
  const { N, r, p } = DEFAULT_PARAMS;
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(
  password: string,
  stored: string,
  priority: HashPriority = 'sign-in',
): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await pooledScrypt(priority, password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password, checked when the e-mail is unknown so both paths cost the same. */
let decoyHash: Promise<string> | null = null;
export const decoyPasswordHash = (): Promise<string> =>
  (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));
