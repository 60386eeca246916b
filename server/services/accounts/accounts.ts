// Accounts: creation (sign-up, CLI, demo seed) and the profile the web app reads.
import { randomUUID } from 'node:crypto';
import type { Profile } from '../../../src/contract/account';
import { AppError, notFound } from '../../lib/app-error';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../lib/database-errors';
import { hashPassword, type HashPriority } from './passwords';

export interface NewAccount {
  email: string;
  password: string;
  name?: string | null;
  organisationName?: string | null;
  isDanceAficionado?: boolean;
  canUploadEvents?: boolean;
  location?: { latitude: number; longitude: number } | null;
  /**
   * Whether the address counts as confirmed from the start: an operator's account (the CLI, the
   * demo seed) is; a sign-up's is not until its e-mailed link is opened.
   */
  emailConfirmed?: boolean;
}

export interface CreatedAccount {
  accountId: string;
  organisationId: string | null;
}

const emailTaken = () =>
  new AppError(409, 'EMAIL_TAKEN', 'An account with this email already exists.', {
    field: 'email',
  });

const accountWith = (db: Db, email: string) =>
  db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst();

/** Creates an account; `priority` is where its password hash queues (see passwords.ts). */
export async function createAccount(
  db: Db,
  input: NewAccount,
  priority: HashPriority = 'internal',
): Promise<CreatedAccount> {
  const email = input.email.trim().toLowerCase();
  // A taken address is refused before the costly hash, and again after it (a sign-up meanwhile).
  if (await accountWith(db, email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password, priority);
  try {
    return await insertAccount(db, email, passwordHash, input);
  } catch (error) {
    // Two sign-ups for one address at once: the unique index decides, the second is told so.
    throw isUniqueViolation(error, 'accounts_email_key') ? emailTaken() : error;
  }
}

function insertAccount(
  db: Db,
  email: string,
  passwordHash: string,
  input: NewAccount,
): Promise<CreatedAccount> {
  return db.transaction().execute(async (trx) => {
    let organisationId: string | null = null;
    if (input.organisationName) {
      organisationId = randomUUID();
      await trx
        .insertInto('organisations')
        .values({ id: organisationId, name: input.organisationName })
        .execute();
    }
    const accountId = randomUUID();
    await trx
      .insertInto('accounts')
      .values({
        id: accountId,
        email,
        password_hash: passwordHash,
        name: input.name ?? null,
        organisation_id: organisationId,
        is_dance_aficionado: input.isDanceAficionado ?? false,
        can_upload_events: input.canUploadEvents ?? false,
        latitude: input.location?.latitude ?? null,
        longitude: input.location?.longitude ?? null,
        email_verified_at: (input.emailConfirmed ?? true) ? new Date() : null,
      })
      .execute();
    // Who opens a school owns it (docs/team.md).
    if (organisationId)
      await trx
        .insertInto('organisation_members')
        .values({ organisation_id: organisationId, account_id: accountId, role: 'owner' })
        .execute();
    return { accountId, organisationId };
  });
}

export async function getProfile(
  db: Db,
  accountId: string,
  reviewAccountEmails: string[],
): Promise<Profile> {
  const row = await db
    .selectFrom('accounts')
    .leftJoin('organisations', 'organisations.id', 'accounts.organisation_id')
    .select([
      'accounts.id',
      'accounts.email',
      'accounts.name',
      'accounts.organisation_id',
      'organisations.name as organisation_name',
      'accounts.is_dance_aficionado',
      'accounts.can_upload_events',
      'accounts.latitude',
      'accounts.longitude',
      'accounts.email_verified_at',
    ])
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw notFound('Account not found.');
  const deletion = await db
    .selectFrom('account_deletion_requests')
    .select('purge_after')
    .where('account_id', '=', accountId)
    .where('cancelled_at', 'is', null)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  return {
    accountId: row.id,
    email: row.email,
    name: row.name,
    organisationId: row.organisation_id,
    organisationName: row.organisation_name,
    isDanceAficionado: row.is_dance_aficionado,
    canUploadEvents: row.can_upload_events,
    isReviewAccount: reviewAccountEmails.includes(row.email),
    emailConfirmed: row.email_verified_at !== null,
    location:
      row.latitude !== null && row.longitude !== null
        ? { latitude: row.latitude, longitude: row.longitude }
        : null,
    deletionScheduledFor: deletion ? deletion.purge_after.toISOString() : null,
  };
}
