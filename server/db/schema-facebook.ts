// Table types of the Facebook integration (migration 0007): each organisation's connection and the
// data-deletion requests Facebook sends.
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface FacebookConnectionTable {
  organisation_id: string;
  account_id: string | null;
  facebook_user_id: string;
  user_name: string;
  /** Encrypted (token-vault.ts); null for the review accounts' demo connection. */
  user_token: string | null;
  user_token_expires_at: NullableTimestamp;
  demo: Generated<boolean>;
  available_pages: ColumnType<unknown, string | undefined, string>;
  pages_checked: Generated<boolean>;
  no_pages_found: Generated<boolean>;
  user_type: string | null;
  pages_skipped: Generated<boolean>;
  page_id: string | null;
  page_name: string | null;
  /** Encrypted (token-vault.ts). */
  page_token: string | null;
  page_details: ColumnType<unknown, string | null | undefined, string | null>;
  details_fetched_at: NullableTimestamp;
  connected_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface FacebookDataDeletionTable {
  confirmation_code: string;
  facebook_user_id: string;
  connections_removed: number;
  requested_at: CreatedAt;
  completed_at: CreatedAt;
}

export interface FacebookTables {
  facebook_connections: FacebookConnectionTable;
  facebook_data_deletions: FacebookDataDeletionTable;
}
