// Facebook's deauthorise and data-deletion callbacks: the user named in a verified
// signed_request loses every connection we hold for them, in both databases. A deletion answers
// Facebook's `{url, confirmation_code}`; the url is a status page anybody with the code can read.
import { randomBytes } from 'node:crypto';
import type { DataDeletionStatus } from '../../../src/contract/facebook';
import type { Databases } from '../../db/database';
import { notFound } from '../../lib/app-error';

const TARGETS = ['production', 'development'] as const;

export async function forgetFacebookUser(databases: Databases, facebookUserId: string) {
  let removed = 0;
  for (const target of TARGETS) {
    const result = await databases
      .of(target)
      .deleteFrom('facebook_connections')
      .where('facebook_user_id', '=', facebookUserId)
      .executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  return removed;
}

export async function deleteFacebookData(
  databases: Databases,
  publicUrl: string,
  facebookUserId: string,
) {
  const removed = await forgetFacebookUser(databases, facebookUserId);
  const code = randomBytes(12).toString('base64url');
  await databases
    .of('production')
    .insertInto('facebook_data_deletions')
    .values({
      confirmation_code: code,
      facebook_user_id: facebookUserId,
      connections_removed: removed,
    })
    .execute();
  return {
    url: `${publicUrl}/facebook-data-deletion?code=${encodeURIComponent(code)}`,
    confirmation_code: code,
  };
}

export async function deletionStatus(
  databases: Databases,
  code: string,
): Promise<DataDeletionStatus> {
  const row = await databases
    .of('production')
    .selectFrom('facebook_data_deletions')
    .selectAll()
    .where('confirmation_code', '=', code)
    .executeTakeFirst();
  if (!row) throw notFound('Unknown confirmation code.');
  return {
    confirmationCode: row.confirmation_code,
    status: 'completed',
    requestedAt: row.requested_at.toISOString(),
    completedAt: row.completed_at.toISOString(),
    connectionsRemoved: row.connections_removed,
  };
}
