// Confirming the e-mail address of an account made by sign-up: a single-use link, good for 7 days,
// stored only as a hash. Confirming marks the account; a used, unknown or old link is refused.
// Confirmations are limited per address (the link carries no e-mail to limit by).
import { claimPartnerTickets } from '../purchases/partner-tickets';
import type { SuccessMessage } from '../../../src/contract/answers';
import {
  CONFIRMATION_LINK_INVALID,
  EMAIL_ALREADY_CONFIRMED,
  EMAIL_VERIFIED_MESSAGE,
  confirmationSentMessage,
} from '../../../src/contract/auth';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { hashToken } from '../../lib/tokens';
import { limitAttempt } from './attempt-limits';
import { mailSingleUseLink } from './emailed-links';
import type { ServiceContext } from '../context';

export const VERIFICATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export async function sendEmailVerification(
  ctx: ServiceContext,
  db: Db,
  account: { id: string; email: string },
  /** Where the dancer was going: the link's page leads on there (on any device). */
  returnPath?: string,
): Promise<void> {
  await mailSingleUseLink(ctx, db, {
    table: 'email_verification_tokens',
    account,
    ttlMs: VERIFICATION_TTL_MS,
    subject: 'Confirm your e-mail address for Floorcraft',
    path: '/verify-email/',
    query: returnPath ? `?return=${encodeURIComponent(returnPath)}` : '',
    before: [
      'Welcome to Floorcraft!',
      '',
      'Please confirm your e-mail address, so your tickets and receipts reach you:',
    ],
    after:
      'The link works once, for 7 days. If you did not create this account, ignore this e-mail.',
  });
}

/** Confirmations per address within 15 minutes. */
export const MAX_VERIFICATIONS_PER_ADDRESS = 20;

export async function verifyEmail(
  db: Db,
  input: { token: string; ip: string },
): Promise<SuccessMessage> {
  await limitAttempt(db, [{ key: `verify:ip:${input.ip}`, limit: MAX_VERIFICATIONS_PER_ADDRESS }]);
  const token = input.token;
  const used = await db
    .deleteFrom('email_verification_tokens')
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', new Date())
    .returning('account_id')
    .executeTakeFirst();
  if (!used) throw new AppError(400, 'INVALID_VERIFICATION_TOKEN', CONFIRMATION_LINK_INVALID);
  await confirmEmailOf(db, used.account_id);
  return { success: true, message: EMAIL_VERIFIED_MESSAGE };
}

/**
 * The account's address is confirmed (by its link, or by another link mailed to it and used by
 * the account: a team invitation), with what follows once: its other links go, and tickets a
 * partner bought in the address's name become the account's. `email`: only while it is still
 * the account's address.
 */
export async function confirmEmailOf(db: Db, accountId: string, email?: string): Promise<void> {
  let confirming = db
    .updateTable('accounts')
    .set({ email_verified_at: new Date() })
    .where('id', '=', accountId)
    .where('email_verified_at', 'is', null);
  if (email) confirming = confirming.where(sql`lower(email)`, '=', email.toLowerCase());
  const verified = await confirming.returning('email').executeTakeFirst();
  if (!verified) return;
  // The account's other links (sent again on request) have nothing left to confirm.
  await db.deleteFrom('email_verification_tokens').where('account_id', '=', accountId).execute();
  await claimPartnerTickets(db, verified.email);
}

/** New confirmation links one account may ask for within 15 minutes. */
export const MAX_CONFIRMATION_RESENDS = 3;

/** A signed-in account whose address is not confirmed yet asks for a new link. */
export async function resendEmailVerification(
  ctx: ServiceContext,
  db: Db,
  accountId: string,
): Promise<SuccessMessage> {
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'email', 'email_verified_at'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!account) throw notFound('Account not found.');
  if (account.email_verified_at) return { success: true, message: EMAIL_ALREADY_CONFIRMED };
  await limitAttempt(db, [{ key: `verify-resend:${accountId}`, limit: MAX_CONFIRMATION_RESENDS }]);
  await sendEmailVerification(ctx, db, account);
  return { success: true, message: confirmationSentMessage(account.email) };
}
