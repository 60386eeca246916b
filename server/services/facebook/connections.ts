// The organisation's Facebook connection row: read it, write it, forget it. Tokens go in and out
// sealed (token-vault.ts); callers see plain tokens only when they need to call Facebook.
import type { Selectable } from 'kysely';
import type { FacebookPageSummary } from '../../../src/contract/facebook';
import { FACEBOOK_MESSAGES } from '../../../src/contract/facebook-messages';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { FacebookConnectionTable } from '../../db/schema-facebook';

export type ConnectionRow = Selectable<FacebookConnectionTable>;

export function connectionOf(db: Db, organisationId: string) {
  return db
    .selectFrom('facebook_connections')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
}

export async function requireConnection(db: Db, organisationId: string): Promise<ConnectionRow> {
  const row = await connectionOf(db, organisationId);
  if (!row)
    throw new AppError(
      409,
      'FACEBOOK_NOT_CONNECTED',
      FACEBOOK_MESSAGES.FACEBOOK_NOT_CONNECTED,
      undefined,
      true,
    );
  return row;
}

export interface NewConnection {
  organisationId: string;
  accountId: string;
  facebookUserId: string;
  userName: string;
  userToken: string | null;
  userTokenExpiresAt: Date | null;
  demo: boolean;
}

/** Connects (or reconnects) the organisation: a new login starts over from page discovery. */
export async function saveConnection(db: Db, connection: NewConnection): Promise<void> {
  const values = {
    account_id: connection.accountId,
    facebook_user_id: connection.facebookUserId,
    user_name: connection.userName,
    user_token: connection.userToken,
    user_token_expires_at: connection.userTokenExpiresAt,
    demo: connection.demo,
    available_pages: '[]',
    pages_checked: false,
    no_pages_found: false,
    user_type: null,
    pages_skipped: false,
    page_id: null,
    page_name: null,
    page_token: null,
    page_details: null,
    details_fetched_at: null,
    updated_at: new Date(),
  };
  await db
    .insertInto('facebook_connections')
    .values({ organisation_id: connection.organisationId, ...values })
    .onConflict((conflict) => conflict.column('organisation_id').doUpdateSet(values))
    .execute();
}

export async function updateConnection(
  db: Db,
  organisationId: string,
  changes: Partial<{
    available_pages: FacebookPageSummary[];
    pages_checked: boolean;
    no_pages_found: boolean;
    user_type: string | null;
    pages_skipped: boolean;
    page_id: string | null;
    page_name: string | null;
    page_token: string | null;
    page_details: Record<string, unknown> | null;
    details_fetched_at: Date | null;
  }>,
): Promise<void> {
  const { available_pages, page_details, ...rest } = changes;
  await db
    .updateTable('facebook_connections')
    .set({
      ...rest,
      ...(available_pages ? { available_pages: JSON.stringify(available_pages) } : {}),
      ...(page_details !== undefined
        ? { page_details: page_details === null ? null : JSON.stringify(page_details) }
        : {}),
      updated_at: new Date(),
    })
    .where('organisation_id', '=', organisationId)
    .execute();
}

export async function deleteConnection(db: Db, organisationId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('facebook_connections')
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export const pagesOf = (row: ConnectionRow): FacebookPageSummary[] =>
  Array.isArray(row.available_pages) ? (row.available_pages as FacebookPageSummary[]) : [];
