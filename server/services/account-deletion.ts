// Account deletion on request (privacy policy, spec §1): purged 30 days after the request unless
// cancelled by the e-mailed link; each request has a tracking number.
import { randomBytes, randomUUID } from 'node:crypto';
import type { DeletionRequestResponse } from '../../src/contract/account';
import type { SuccessMessage } from '../../src/contract/answers';
import { AppError, notFound } from '../lib/app-error';
import { siteLinkIn } from '../lib/site-address';
import { hashToken, newOpaqueToken } from '../lib/tokens';
import type { Scope, ServiceContext } from './context';

export const DELETION_GRACE_DAYS = 30;
export const CANCEL_DELETION_SUCCESS =
  'Your account deletion has been cancelled. Your account stays as it was.';

const trackingNumber = () => `FC-DEL-${randomBytes(5).toString('hex').toUpperCase()}`;

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
  const purgeAfter = new Date(Date.now() + DELETION_GRACE_DAYS * 86_400_000);
  const request = await db.transaction().execute(async (trx) => {
    // A second request while one is open gets a fresh link for the same request.
    const open = await trx
      .updateTable('account_deletion_requests')
      .set({ token_hash: hashToken(token) })
      .where('account_id', '=', accountId)
      .where('cancelled_at', 'is', null)
      .where('completed_at', 'is', null)
      .returning(['tracking_number', 'purge_after'])
      .executeTakeFirst();
    if (open) return { trackingNumber: open.tracking_number, purgeAfter: open.purge_after };
    const created = { trackingNumber: trackingNumber(), purgeAfter };
    await trx
      .insertInto('account_deletion_requests')
      .values({
        id: randomUUID(),
        account_id: accountId,
        email: account.email,
        tracking_number: created.trackingNumber,
        token_hash: hashToken(token),
        purge_after: purgeAfter,
      })
      .execute();
    return created;
  });
  const purgeDate = request.purgeAfter.toLocaleDateString('en-AU', {
    dateStyle: 'long',
    timeZone: 'Australia/Sydney',
  });
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
