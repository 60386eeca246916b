// The site's administrators: accounts with the is_site_admin flag (set with the CLI's
// `account admin`), who review guide applications and reported guide messages.
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';

export const ONLY_SITE_ADMINS = 'Only the site’s administrators can open this.';

export async function isSiteAdmin(db: Db, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('is_site_admin')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.is_site_admin ?? false;
}

/** Refuses (403) an account that is not a site administrator. */
export async function requireSiteAdmin(db: Db, accountId: string): Promise<void> {
  if (!(await isSiteAdmin(db, accountId))) throw new AppError(403, 'FORBIDDEN', ONLY_SITE_ADMINS);
}

/** Sets or clears an account's administrator and aficionado flags (the CLI); answers the account. */
export async function setAccountFlags(
  db: Db,
  email: string,
  flags: { siteAdmin?: boolean; aficionado?: boolean },
): Promise<{ accountId: string; siteAdmin: boolean; aficionado: boolean } | null> {
  const set = {
    ...(flags.siteAdmin === undefined ? {} : { is_site_admin: flags.siteAdmin }),
    ...(flags.aficionado === undefined ? {} : { is_dance_aficionado: flags.aficionado }),
  };
  const query =
    Object.keys(set).length > 0
      ? db.updateTable('accounts').set(set).where('email', '=', email.toLowerCase())
      : null;
  const row = query
    ? await query.returning(['id', 'is_site_admin', 'is_dance_aficionado']).executeTakeFirst()
    : await db
        .selectFrom('accounts')
        .select(['id', 'is_site_admin', 'is_dance_aficionado'])
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
  return row
    ? { accountId: row.id, siteAdmin: row.is_site_admin, aficionado: row.is_dance_aficionado }
    : null;
}
