// Invitations to join a school's team: e-mailed as a link (an HMAC of the invitation, so the same
// invitation always mails the same link), valid for a week, one open per address and school
// (inviting again renews it), revocable; accepted only by a signed-in account with the invited
// address. Sending is limited per school and per inviter, so the team screen cannot spam.
import { randomUUID } from 'node:crypto';
import {
  INVITATION_DAYS,
  MAX_INVITATIONS_PER_HOUR,
  TEAM_ROLE_INVITATIONS,
  type InvitationPreview,
  type InviteRequest,
  type TeamRole,
} from '../../../src/contract/team';
import { confirmEmailOf } from '../accounts/email-verification';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { siteLinkIn } from '../../lib/site-address';
import { hashToken } from '../../lib/tokens';
import { countAttempt } from '../accounts/attempt-limits';
import type { ServiceContext } from '../context';

const INVITATION_LINK = 'team invitation';
const INVALID = 'This invitation link is not valid: it expired, was withdrawn or was used.';

export async function inviteMember(
  ctx: ServiceContext,
  db: Db,
  inviter: { accountId: string; organisationId: string },
  input: InviteRequest,
): Promise<{ id: string }> {
  const over = await countAttempt(
    db,
    [
      { key: `team-invite:${inviter.organisationId}`, limit: MAX_INVITATIONS_PER_HOUR },
      { key: `team-invite-by:${inviter.accountId}`, limit: MAX_INVITATIONS_PER_HOUR },
    ],
    60,
  );
  if (over.length > 0)
    throw new AppError(
      429,
      'RATE_LIMITED',
      'Too many invitations in the last hour. Please try again later.',
    );
  const already = await db
    .selectFrom('organisation_members as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .select('a.id')
    .where('m.organisation_id', '=', inviter.organisationId)
    .where('a.email', '=', input.email)
    .executeTakeFirst();
  if (already)
    throw new AppError(409, 'CONFLICT', 'This person is already a member of the school.');
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
  const id = randomUUID();
  const token = ctx.linkTokens.tokenFor(INVITATION_LINK, id);
  // Inviting an address again renews its open invitation (and its role); the link stays.
  const row = await db
    .insertInto('team_invitations')
    .values({
      id,
      organisation_id: inviter.organisationId,
      email: input.email,
      role: input.role,
      token_hash: hashToken(token),
      invited_by_account_id: inviter.accountId,
      expires_at: expiresAt,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['organisation_id', 'email'])
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .doUpdateSet({
          role: input.role,
          expires_at: expiresAt,
          invited_by_account_id: inviter.accountId,
        }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  const school = await db
    .selectFrom('organisations')
    .select('name')
    .where('id', '=', inviter.organisationId)
    .executeTakeFirstOrThrow();
  const link = await siteLinkIn(
    ctx.config,
    db,
    `/team/join/${ctx.linkTokens.tokenFor(INVITATION_LINK, row.id)}`,
  );
  await ctx.mailer.send(db, {
    to: input.email,
    subject: `You are invited to ${school.name} on Floorcraft`,
    text: [
      `You are invited to join ${school.name} on Floorcraft ${TEAM_ROLE_INVITATIONS[input.role]}.`,
      '',
      'Accept with this link (sign in or create an account with this e-mail address):',
      link,
      '',
      `The link works for ${INVITATION_DAYS} days.`,
    ].join('\n'),
  });
  return { id: row.id };
}

export async function revokeInvitation(db: Db, organisationId: string, invitationId: string) {
  const revoked = await db
    .updateTable('team_invitations')
    .set({ revoked_at: new Date() })
    .where('id', '=', invitationId)
    .where('organisation_id', '=', organisationId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!revoked) throw notFound('This invitation was not found.');
}

async function openInvitation(db: Db, token: string) {
  const row = await db
    .selectFrom('team_invitations as i')
    .innerJoin('organisations as o', 'o.id', 'i.organisation_id')
    .select(['i.id', 'i.organisation_id', 'i.email', 'i.role', 'i.expires_at', 'o.name'])
    .where('i.token_hash', '=', hashToken(token))
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .where('i.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'NOT_FOUND', INVALID);
  return row;
}

export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const row = await openInvitation(db, token);
  return {
    schoolName: row.name,
    email: row.email,
    role: row.role,
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

/** Joins the account to the school with the invited role; the invitation is then used up. */
export async function acceptInvitation(
  db: Db,
  account: { accountId: string; email: string },
  token: string,
): Promise<{ organisationId: string; role: TeamRole }> {
  const invitation = await openInvitation(db, token);
  if (invitation.email !== account.email.toLowerCase())
    throw new AppError(
      403,
      'FORBIDDEN',
      `This invitation is for ${invitation.email}. Please sign in with that address.`,
    );
  const joined = await db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('team_invitations')
      .set({ accepted_at: new Date() })
      .where('id', '=', invitation.id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!used) throw new AppError(404, 'NOT_FOUND', INVALID);
    // Already a member (joined another way meanwhile): the role they hold stays.
    await trx
      .insertInto('organisation_members')
      .values({
        organisation_id: invitation.organisation_id,
        account_id: account.accountId,
        role: invitation.role,
      })
      .onConflict((conflict) => conflict.columns(['organisation_id', 'account_id']).doNothing())
      .execute();
    // An account of no school acts for this one from now on.
    await trx
      .updateTable('accounts')
      .set({ organisation_id: invitation.organisation_id })
      .where('id', '=', account.accountId)
      .where('organisation_id', 'is', null)
      .execute();
    return { organisationId: invitation.organisation_id, role: invitation.role };
  });
  // The invitation was mailed to this address and used by its account: the address is confirmed
  // (a teacher can be named on sessions at once, and nothing asks them to confirm it again).
  await confirmEmailOf(db, account.accountId, invitation.email);
  return joined;
}
