// A school's members as the owner manages them: the list (with open invitations), changing a
// role, removing a member. The school keeps at least one owner: each change locks the school's
// row first, so two owners demoting or removing each other at once cannot both succeed.
import { sql } from 'kysely';
import { LAST_OWNER_MESSAGE, type Team, type TeamRole } from '../../../src/contract/team';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';

export async function teamOf(db: Db, organisationId: string): Promise<Team> {
  const members = await db
    .selectFrom('organisation_members as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .select(['a.id', 'a.email', 'a.name', 'm.role', 'm.joined_at'])
    .where('m.organisation_id', '=', organisationId)
    .orderBy('m.joined_at')
    .orderBy('a.email')
    .execute();
  const invitations = await db
    .selectFrom('team_invitations as i')
    .leftJoin('accounts as a', 'a.id', 'i.invited_by_account_id')
    .select(['i.id', 'i.email', 'i.role', 'i.expires_at', 'a.email as invited_by'])
    .where('i.organisation_id', '=', organisationId)
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .where('i.expires_at', '>', new Date())
    .orderBy('i.created_at')
    .execute();
  return {
    members: members.map((row) => ({
      accountId: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      joinedAt: new Date(row.joined_at).toISOString(),
    })),
    invitations: invitations.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      invitedBy: row.invited_by,
      expiresAt: new Date(row.expires_at).toISOString(),
    })),
  };
}

/** Locks the school, then answers the member's role and how many owners it has. */
async function lockedMembership(trx: Db, organisationId: string, accountId: string) {
  await sql`SELECT id FROM organisations WHERE id = ${organisationId} FOR UPDATE`.execute(trx);
  const rows = await trx
    .selectFrom('organisation_members')
    .select(['account_id', 'role'])
    .where('organisation_id', '=', organisationId)
    .execute();
  const member = rows.find((row) => row.account_id === accountId);
  if (!member) throw notFound('This person is not a member of the school.');
  return { role: member.role, owners: rows.filter((row) => row.role === 'owner').length };
}

const lastOwner = () => new AppError(409, 'CONFLICT', LAST_OWNER_MESSAGE);

export async function changeRole(
  db: Db,
  organisationId: string,
  accountId: string,
  role: TeamRole,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await lockedMembership(trx, organisationId, accountId);
    if (current.role === 'owner' && role !== 'owner' && current.owners <= 1) throw lastOwner();
    await trx
      .updateTable('organisation_members')
      .set({ role })
      .where('organisation_id', '=', organisationId)
      .where('account_id', '=', accountId)
      .execute();
  });
}

/** Removes a member (an owner may remove themselves, unless they are the last owner). */
export async function removeMember(db: Db, organisationId: string, accountId: string) {
  await db.transaction().execute(async (trx) => {
    const current = await lockedMembership(trx, organisationId, accountId);
    if (current.role === 'owner' && current.owners <= 1) throw lastOwner();
    await trx
      .deleteFrom('organisation_members')
      .where('organisation_id', '=', organisationId)
      .where('account_id', '=', accountId)
      .execute();
    // The school they act for when a request names none: another of theirs, or none.
    const other = await trx
      .selectFrom('organisation_members')
      .select('organisation_id')
      .where('account_id', '=', accountId)
      .orderBy('joined_at')
      .executeTakeFirst();
    await trx
      .updateTable('accounts')
      .set({ organisation_id: other?.organisation_id ?? null })
      .where('id', '=', accountId)
      .where('organisation_id', '=', organisationId)
      .execute();
  });
}
