// Who belongs to which school, with which role: the one read every organiser route's role check
// makes, and the list of an account's schools for the dashboard's switcher.
import type { MySchool, TeamRole } from '../../../src/contract/team';
import type { Db } from '../../db/database';

export async function roleIn(
  db: Db,
  organisationId: string,
  accountId: string,
): Promise<TeamRole | null> {
  const row = await db
    .selectFrom('organisation_members')
    .select('role')
    .where('organisation_id', '=', organisationId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/**
 * The account's own school as stored now: for a token signed before the account (of no school
 * then) accepted an invitation, which acts for the new school at once, not after a new sign-in.
 */
export async function ownSchoolOf(db: Db, accountId: string): Promise<string | null> {
  const row = await db
    .selectFrom('accounts')
    .select('organisation_id')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.organisation_id ?? null;
}

export async function schoolsOf(db: Db, accountId: string): Promise<MySchool[]> {
  const rows = await db
    .selectFrom('organisation_members')
    .innerJoin('organisations', 'organisations.id', 'organisation_members.organisation_id')
    .select(['organisations.id', 'organisations.name', 'organisation_members.role'])
    .where('organisation_members.account_id', '=', accountId)
    .orderBy('organisations.name')
    .orderBy('organisations.id')
    .execute();
  return rows.map((row) => ({ organisationId: row.id, name: row.name, role: row.role }));
}
