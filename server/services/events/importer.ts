// Who is importing: a school's members whose role makes events, and accounts with the upload
// permission; their organisation (if any) owns what they import, otherwise it goes to the gallery.
import { ROLE_REFUSED_MESSAGE, rolesFor } from '../../../src/contract/team';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';

export interface Importer {
  accountId: string;
  organisationId: string | null;
}

export async function importerOf(db: Db, accountId: string): Promise<Importer> {
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'organisation_id', 'can_upload_events'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!account || (!account.organisation_id && !account.can_upload_events)) {
    throw new AppError(403, 'FORBIDDEN', 'Your account cannot upload events.');
  }
  if (account.organisation_id) {
    // Importing writes the school's events: its members whose role makes events, read now (a
    // removed member or a changed role counts at once, not when the access token expires).
    const member = await db
      .selectFrom('organisation_members')
      .select('role')
      .where('organisation_id', '=', account.organisation_id)
      .where('account_id', '=', account.id)
      .executeTakeFirst();
    if (!member || !(rolesFor.events as readonly string[]).includes(member.role))
      throw new AppError(403, 'FORBIDDEN', ROLE_REFUSED_MESSAGE, {
        role: member?.role ?? null,
        allowed: [...rolesFor.events],
      });
  }
  return { accountId: account.id, organisationId: account.organisation_id };
}

/** An importer may change its organisation's events, and gallery events it uploaded itself. */
export function mayChange(
  importer: Importer,
  event: { organisation_id: string | null; uploaded_by_account_id: string | null },
): boolean {
  if (event.organisation_id) return event.organisation_id === importer.organisationId;
  return event.uploaded_by_account_id === importer.accountId;
}
