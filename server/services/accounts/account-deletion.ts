// Account deletion on request (privacy policy, spec §1): purged 30 days after the request unless
// cancelled by the e-mailed link; each request has a tracking number.
import { randomBytes, randomUUID } from 'node:crypto';
import type { DeletionRequestResponse } from '../../../src/contract/account';
import type { SuccessMessage } from '../../../src/contract/answers';
import { AppError, notFound } from '../../lib/app-error';
import { siteLinkIn } from '../../lib/site-address';
import { hashToken } from '../../lib/tokens';
import type { Db } from '../../db/database';
import { countAttempt } from './attempt-limits';
import type { Scope, ServiceContext } from '../context';

export const DELETION_GRACE_DAYS = 30;
export const CANCEL_DELETION_SUCCESS =
  'Your account deletion has been cancelled. Your account stays as it was.';

const trackingNumber = () => `FC-DEL-${randomBytes(5).toString('hex').toUpperCase()}`;

/** Mails about one open request within 15 minutes: asking again past them sends nothing more. */
export const MAX_DELETION_MAILS = 3;

const DELETION_LINK = 'account deletion';

/**
 * Opens the account's deletion request, or answers the one already open. The partial unique index
 * on open requests decides between simultaneous requests: the insert that loses does nothing and
 * the open request is answered, so every caller answers as the first did. The link is derived
 * from the request, so every e-mail about it carries the same working link, however the mails
 * of parallel requests interleave.
 */
async function openDeletionRequest(
  ctx: ServiceContext,
  db: Db,
  wanted: { accountId: string; email: string; mayMail: boolean; purgeAfter: Date },
): Promise<{ trackingNumber: string; purgeAfter: Date; token: string; mail: boolean }> {
  // A request closed between the two statements (cancelled, purged) is rare; try again then.
  for (let attempt = 0; attempt < 3; attempt++) {
    const id = randomUUID();
    const token = ctx.linkTokens.tokenFor(DELETION_LINK, id);
    const created = await db
      .insertInto('account_deletion_requests')
      .values({
        id,
        account_id: wanted.accountId,
        email: wanted.email,
        tracking_number: trackingNumber(),
        token_hash: hashToken(token),
        purge_after: wanted.purgeAfter,
      })
      .onConflict((conflict) =>
        conflict
          .column('account_id')
          .where('cancelled_at', 'is', null)
          .where('completed_at', 'is', null)
          .doNothing(),
      )
      .returning(['tracking_number', 'purge_after'])
      .executeTakeFirst();
    if (created)
      return {
        trackingNumber: created.tracking_number,
        purgeAfter: created.purge_after,
        token,
        mail: true,
      };
    const open = await db
      .selectFrom('account_deletion_requests')
      .select(['id', 'tracking_number', 'purge_after'])
      .where('account_id', '=', wanted.accountId)
      .where('cancelled_at', 'is', null)
      .where('completed_at', 'is', null)
      .executeTakeFirst();
    if (!open) continue;
    const openToken = ctx.linkTokens.tokenFor(DELETION_LINK, open.id);
    // A request opened before links were derived keeps its first link until it is mailed again.
    if (wanted.mayMail) {
      const still = await db
        .updateTable('account_deletion_requests')
        .set({ token_hash: hashToken(openToken) })
        .where('id', '=', open.id)
        .where('cancelled_at', 'is', null)
        .where('completed_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!still) continue;
    }
    return {
      trackingNumber: open.tracking_number,
      purgeAfter: open.purge_after,
      token: openToken,
      mail: wanted.mayMail,
    };
  }
  throw new AppError(
    409,
    'CONFLICT',
    'Your account changed meanwhile. Please try again.',
    {},
    true,
  );
}

export async function requestAccountDeletion(
  ctx: ServiceContext,
  { db }: Scope,
  accountId: string,
): Promise<DeletionRequestResponse> {
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'email'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!account) throw notFound('Account not found.');
  // Asked again and again (parallel taps, a script), the request is answered alike each time but
  // its e-mail is sent again only a few times: the inbox is not a target.
  const mayMail =
    (await countAttempt(db, [{ key: `deletion-mail:${accountId}`, limit: MAX_DELETION_MAILS }]))
      .length === 0;
  const request = await openDeletionRequest(ctx, db, {
    accountId,
    email: account.email,
    mayMail,
    purgeAfter: new Date(Date.now() + DELETION_GRACE_DAYS * 86_400_000),
  });
  const purgeDate = request.purgeAfter.toLocaleDateString('en-AU', {
    dateStyle: 'long',
    timeZone: 'Australia/Sydney',
  });
  if (request.mail)
    await ctx.mailer.send(db, {
      to: account.email,
      subject: `Your Floorcraft account deletion request ${request.trackingNumber}`,
      text: [
        `We received a request to delete your Floorcraft account. Tracking number: ${request.trackingNumber}.`,
        '',
        `Your account and its data will be deleted on ${purgeDate}.`,
        'Changed your mind? Cancel the deletion before then with this link:',
        await siteLinkIn(ctx.config, db, `/cancel-deletion/${request.token}`),
      ].join('\n'),
    });
  return {
    success: true,
    message: `Your account deletion request has been received. Your account and data will be deleted within ${DELETION_GRACE_DAYS} days. Tracking number: ${request.trackingNumber}.`,
    trackingNumber: request.trackingNumber,
    purgeAfter: request.purgeAfter.toISOString(),
  };
}

export async function cancelAccountDeletion({ db }: Scope, token: string): Promise<SuccessMessage> {
  const cancelled = await db
    .updateTable('account_deletion_requests')
    .set({ cancelled_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('cancelled_at', 'is', null)
    .where('completed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!cancelled) {
    throw new AppError(
      400,
      'INVALID_CANCELLATION_TOKEN',
      'This cancellation link is invalid, has already been used, or the account has already been deleted.',
      { field: 'token' },
    );
  }
  return { success: true, message: CANCEL_DELETION_SUCCESS };
}
