// Password reset by e-mailed link: same answer whether or not the account exists, single-use
// tokens that expire after an hour, every session ended once the password changes. Requests and
// resets are limited per address; the link is checked before the new password is hashed, so a
// made-up link costs no hash; at most 3 mails an hour reach one address, however many ask at once.
import type { SuccessMessage } from '../../../src/contract/answers';
import { PASSWORD_RESET_DONE, RESET_LINK_SENT } from '../../../src/contract/auth';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/tokens';
import { countAttempt, limitAttempt } from './attempt-limits';
import { mailSingleUseLink, spendSingleUseToken } from './emailed-links';
import type { Scope, ServiceContext } from '../context';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './sessions';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const RESET_SUBJECT = 'Reset your Floorcraft password';
/**
 * More requests than this for one address within an hour (from its first) are answered but not
 * mailed. Counted by one statement before mailing, so simultaneous requests cannot pass together.
 */
export const MAX_RESET_MAILS_PER_HOUR = 3;
/** Reset requests, and resets, per address within 15 minutes. */
export const MAX_RESET_CALLS_PER_ADDRESS = 10;

const invalidResetToken = () =>
  new AppError(
    400,
    'INVALID_RESET_TOKEN',
    'This password reset link is invalid or has expired. Please request a new one.',
    { field: 'token' },
  );

export async function requestPasswordReset(
  ctx: ServiceContext,
  { db }: Scope,
  input: { email: string; ip: string },
): Promise<SuccessMessage> {
  await limitAttempt(db, [
    { key: `reset-request:ip:${input.ip}`, limit: MAX_RESET_CALLS_PER_ADDRESS },
  ]);
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'email'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (account) {
    const over = await countAttempt(
      db,
      [{ key: `reset-mail:${account.email}`, limit: MAX_RESET_MAILS_PER_HOUR }],
      60,
    );
    if (over.length === 0) {
      await mailSingleUseLink(ctx, db, {
        table: 'password_reset_tokens',
        account,
        ttlMs: RESET_TOKEN_TTL_MS,
        subject: RESET_SUBJECT,
        path: '/reset-password/',
        before: [
          'Someone asked to reset the password of your Floorcraft account.',
          '',
          'Open this link within one hour to choose a new password:',
        ],
        after: 'If it was not you, ignore this message: your password stays as it is.',
      });
    }
  }
  return { success: true, message: RESET_LINK_SENT };
}

export async function resetPassword(
  _ctx: ServiceContext,
  { db }: Scope,
  input: { token: string; newPassword: string; ip: string },
): Promise<SuccessMessage> {
  await limitAttempt(db, [{ key: `reset:ip:${input.ip}`, limit: MAX_RESET_CALLS_PER_ADDRESS }]);
  // The link first: a made-up or used one must not cost a password hash.
  const valid = await db
    .selectFrom('password_reset_tokens')
    .select('account_id')
    .where('token_hash', '=', hashToken(input.token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!valid) throw invalidResetToken();
  const passwordHash = await hashPassword(input.newPassword, 'request');
  await db.transaction().execute(async (trx) => {
    const now = new Date();
    const accountId = await spendSingleUseToken(trx, 'password_reset_tokens', input.token);
    // Used meanwhile by a simultaneous reset.
    if (!accountId) throw invalidResetToken();
    await trx
      .updateTable('accounts')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', accountId)
      .execute();
    // Other links sent earlier stop working too.
    await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('account_id', '=', accountId)
      .where('used_at', 'is', null)
      .execute();
    await revokeAllSessions(trx, accountId);
  });
  return { success: true, message: PASSWORD_RESET_DONE };
}
