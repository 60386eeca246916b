// Account deletion on request (privacy policy, spec §1): purged 30 days after the request unless
// cancelled by the e-mailed link; each request has a tracking number.
import { randomBytes, randomUUID } from 'node:crypto';
import type { DeletionRequestResponse } from '../../src/contract/account';
import type { SuccessMessage } from '../../src/contract/answers';
import { AppError, notFound } from '../lib/app-error';
import { siteLinkIn } from '../lib/site-address';
import { hashToken, newOpaqueToken } from '../lib/tokens';
import type { Db } from '../db/database';
import { countAttempt } from './attempt-limits';
import type { Scope, ServiceContext } from './context';

export const DELETION_GRACE_DAYS = 30;
export const CANCEL_DELETION_SUCCESS =
  'Your account deletion has been cancelled. Your account stays as it was.';

const trackingNumber = () => `FC-DEL-${randomBytes(5).toString('hex').toUpperCase()}`;

/** Mails about one open request within 15 minutes: asking again past them sends nothing more. */
export const MAX_DELETION_MAILS = 3;

/**
 * Opens the account's deletion request, or answers the one already open (with a fresh link when
 * `resendHash` is given, otherwise with the link already mailed). The
 * partial unique index on open requests decides between simultaneous requests: the insert that
 * loses does nothing and the open request is answered, so every caller answers as the first did.
 */
async function openDeletionRequest(
  db: Db,
  wanted: {
    accountId: string;
    email: string;
    tokenHash: string;
    resendHash: string | null;
    purgeAfter: Date;
  },
): Promise<{ trackingNumber: string; purgeAfter: Date; mail: boolean }> {
  // A request closed between the two statements (cancelled, purged) is rare; try again then.
  for (let attempt = 0; attempt < 3; attempt++) {
    const created = await db
      .insertInto('account_deletion_requests')
      .values({
        id: randomUUID(),
        account_id: wanted.accountId,
        email: wanted.email,
        tracking_number: trackingNumber(),
        token_hash: wanted.tokenHash,
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
        mail: true,
      };
    const openRequest = db
      .updateTable('account_deletion_requests')
      .where('account_id', '=', wanted.accountId)
      .where('cancelled_at', 'is', null)
      .where('completed_at', 'is', null);
    const open = await (
      wanted.resendHash
        ? openRequest.set({ token_hash: wanted.resendHash })
        : openRequest.set((eb) => ({ token_hash: eb.ref('token_hash') }))
    )
      .returning(['tracking_number', 'purge_after'])
      .executeTakeFirst();
    if (open)
      return {
        trackingNumber: open.tracking_number,
        purgeAfter: open.purge_after,
        mail: wanted.resendHash !== null,
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
  const token = newOpaqueToken();
  // Asked again and again (parallel taps, a script), the request is answered alike each time but
  // its e-mail is sent again only a few times: the inbox is not a target.
  const mayResend =
    (await countAttempt(db, [{ key: `deletion-mail:${accountId}`, limit: MAX_DELETION_MAILS }]))
      .length === 0;
  const request = await openDeletionRequest(db, {
    accountId,
    email: account.email,
    tokenHash: hashToken(token),
    resendHash: mayResend ? hashToken(token) : null,
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
        await siteLinkIn(ctx.config, db, `/cancel-deletion/${token}`),
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
