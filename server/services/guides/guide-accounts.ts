// Who is a local guide: an account with the aficionado flag, and its guide profile's row.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { GuideTable } from '../../db/schema-guides';
import { AppError } from '../../lib/app-error';

export const ONLY_GUIDES =
  'Only local guides have a guide profile: apply to become one from your account.';

export async function isAficionado(db: Db, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('is_dance_aficionado')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.is_dance_aficionado ?? false;
}

/** The guide row of an aficionado's account; refuses (403) an account that is not one. */
export async function ownGuideRow(db: Db, accountId: string): Promise<Selectable<GuideTable>> {
  if (!(await isAficionado(db, accountId))) throw new AppError(403, 'FORBIDDEN', ONLY_GUIDES);
  const row = await db
    .selectFrom('guides')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw new AppError(409, 'CONFLICT', 'Save your guide profile first.');
  return row;
}
