// Password reset by e-mailed link: same answer whether or not the account exists, single-use
// tokens that expire after an hour, every session ended once the password changes.
import type { SuccessMessage } from '../../src/contract/answers';
import { AppError } from '../lib/app-error';
import { hashToken } from '../lib/tokens';
import { mailSingleUseLink } from './emailed-links';
import type { Scope, ServiceContext } from './context';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './sessions';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const RESET_REQUEST_SUCCESS =
  'If an account with that email exists, a password reset link has been sent.';
export const RESET_SUCCESS =
  'Password reset successfully! You can now log in with your new password.';
const RESET_SUBJECT = 'Reset your Floorcraft password';
/** More requests than this for one address within an hour are answered but not mailed. */
const MAX_RESET_MAILS_PER_HOUR = 3;

export async function requestPasswordReset(
  ctx: ServiceContext,
  { db }: Scope,
  email: string,
): Promise<SuccessMessage> {
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'email'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (account) {
    const recent = await db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('to_address', '=', account.email)
      .where('subject', '=', RESET_SUBJECT)
      .where('created_at', '>', new Date(Date.now() - 60 * 60 * 1000))
      .executeTakeFirstOrThrow();
    if (Number(recent.count) < MAX_RESET_MAILS_PER_HOUR) {
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
  return { success: true, message: RESET_REQUEST_SUCCESS };
}

export async function resetPassword(
  _ctx: ServiceContext,
  { db }: Scope,
  input: { token: string; newPassword: string },
): Promise<SuccessMessage> {
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    const now = new Date();
    const used = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(input.token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('account_id')
      .executeTakeFirst();
    if (!used) {
      throw new AppError(
        400,
        'INVALID_RESET_TOKEN',
        'This password reset link is invalid or has expired. Please request a new one.',
        { field: 'token' },
      );
    }
    await trx
      .updateTable('accounts')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', used.account_id)
      .execute();
    // Other links sent earlier stop working too.
    await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('account_id', '=', used.account_id)
      .where('used_at', 'is', null)
      .execute();
    await revokeAllSessions(trx, used.account_id);
  });
  return { success: true, message: RESET_SUCCESS };
}
