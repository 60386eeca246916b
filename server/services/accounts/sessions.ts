// Sign-in sessions: login, refresh-token rotation with reuse detection, logout.
import { randomUUID } from 'node:crypto';
import type { TokenPair } from '../../../src/contract/auth';
import { AppError } from '../../lib/app-error';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import type { Db } from '../../db/database';
import type { Scope, ServiceContext } from '../context';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { releaseLoginAttempt, reserveLoginAttempt, withdrawLoginAttempt } from './login-throttle';
import { isTrustedDevice, trustDevice, type PresentedDevice } from './trusted-devices';

export const REFRESH_TOKEN_TTL_DAYS = 30;

const invalidRefresh = () =>
  new AppError(401, 'INVALID_REFRESH_TOKEN', 'Your session has ended. Please sign in again.');

async function storeRefreshToken(db: Db, accountId: string, familyId: string): Promise<string> {
  const token = newOpaqueToken();
  await db
    .insertInto('refresh_tokens')
    .values({
      id: randomUUID(),
      account_id: accountId,
      family_id: familyId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 86_400_000),
    })
    .execute();
  return token;
}

async function accessTokenFor(
  ctx: ServiceContext,
  scope: Scope,
  accountId: string,
): Promise<string> {
  const account = await scope.db
    .selectFrom('accounts')
    .select(['id', 'email', 'organisation_id'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return ctx.accessTokens.sign({
    accountId: account.id,
    organisationId: account.organisation_id,
    email: account.email,
    database: scope.target,
  });
}

/** Starts a new session (a new refresh-token family) for an account. */
export async function startSession(
  ctx: ServiceContext,
  scope: Scope,
  accountId: string,
): Promise<TokenPair> {
  const refreshToken = await storeRefreshToken(scope.db, accountId, randomUUID());
  return { accessToken: await accessTokenFor(ctx, scope, accountId), refreshToken };
}

/**
 * Signs in with e-mail and password from a device (its cookie, if it sent one). Answers the token
 * pair and the device cookie to set: the device is now one this account signed in on.
 */
export async function login(
  ctx: ServiceContext,
  scope: Scope,
  input: { email: string; password: string; ip: string; device: PresentedDevice },
): Promise<{ tokens: TokenPair; deviceCookie: string }> {
  const trusted = await isTrustedDevice(scope.db, input.email, input.device);
  const attempt = {
    email: input.email,
    ip: input.ip,
    trustedDeviceId: trusted ? (input.device?.deviceId ?? null) : null,
  };
  await reserveLoginAttempt(scope.db, attempt);
  const account = await scope.db
    .selectFrom('accounts')
    .select(['id', 'password_hash'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  let valid: boolean;
  try {
    valid = await verifyPassword(
      input.password,
      account?.password_hash ?? (await decoyPasswordHash()),
      'sign-in',
    );
  } catch (error) {
    // Not checked at all (the pool is full): no attempt was made, so none is counted.
    if (error instanceof AppError && error.statusCode === 503)
      await withdrawLoginAttempt(scope.db, attempt);
    throw error;
  }
  if (!account || !valid)
    throw new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password.');
  await releaseLoginAttempt(scope.db, attempt);
  const deviceCookie = await trustDevice(scope.db, ctx.deviceCookies, account.id, input.device);
  return { tokens: await startSession(ctx, scope, account.id), deviceCookie };
}

/**
 * A token presented again this soon after it was rotated is the same client asking twice at once
 * (two tabs, a retry after a timeout), not a copy: it gets a pair of its own in the same session.
 */
export const REFRESH_REUSE_LEEWAY_MS = 10_000;

/**
 * Swaps a refresh token for a new pair. Each token works once: presenting one that was rotated
 * more than a few seconds ago means it was copied, so the whole family (that session on every
 * device) is revoked.
 */
export async function refresh(
  ctx: ServiceContext,
  scope: Scope,
  refreshToken: string,
): Promise<TokenPair> {
  const outcome = await scope.db.transaction().execute(async (trx) => {
    const now = new Date();
    const rotated = await trx
      .updateTable('refresh_tokens')
      .set({ rotated_at: now })
      .where('token_hash', '=', hashToken(refreshToken))
      .where('rotated_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['account_id', 'family_id'])
      .executeTakeFirst();
    if (rotated) {
      return {
        ok: true as const,
        accountId: rotated.account_id,
        token: await storeRefreshToken(trx, rotated.account_id, rotated.family_id),
      };
    }
    const known = await trx
      .selectFrom('refresh_tokens')
      .select(['account_id', 'family_id', 'rotated_at', 'revoked_at', 'expires_at'])
      .where('token_hash', '=', hashToken(refreshToken))
      .executeTakeFirst();
    if (!known?.rotated_at) return { ok: false as const };
    const askedTwice =
      known.revoked_at === null &&
      new Date(known.expires_at) > now &&
      now.getTime() - new Date(known.rotated_at).getTime() <= REFRESH_REUSE_LEEWAY_MS;
    if (askedTwice) {
      return {
        ok: true as const,
        accountId: known.account_id,
        token: await storeRefreshToken(trx, known.account_id, known.family_id),
      };
    }
    await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('family_id', '=', known.family_id)
      .where('revoked_at', 'is', null)
      .execute();
    return { ok: false as const };
  });
  if (!outcome.ok) throw invalidRefresh();
  return {
    accessToken: await accessTokenFor(ctx, scope, outcome.accountId),
    refreshToken: outcome.token,
  };
}

/** Ends the session the refresh token belongs to. Unknown tokens are ignored: the result is the same. */
/** Ends the token's session; answers whose it was (null for a token we do not know). */
export async function logout(db: Db, refreshToken: string): Promise<string | null> {
  const known = await db
    .selectFrom('refresh_tokens')
    .select(['family_id', 'account_id'])
    .where('token_hash', '=', hashToken(refreshToken))
    .executeTakeFirst();
  if (!known) return null;
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', known.family_id)
    .where('revoked_at', 'is', null)
    .execute();
  return known.account_id;
}

/** Ends every session of an account (after a password reset). */
export async function revokeAllSessions(db: Db, accountId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .execute();
}
