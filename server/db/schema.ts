// Kysely's view of the tables; the migrations in ./migrations are the source of truth.
import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface OrganisationTable {
  id: string;
  name: string;
  created_at: CreatedAt;
}

export interface AccountTable {
  id: string;
  email: string;
  password_hash: string;
  name: string | null;
  organisation_id: string | null;
  is_dance_aficionado: Generated<boolean>;
  can_upload_events: Generated<boolean>;
  latitude: number | null;
  longitude: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RefreshTokenTable {
  id: string;
  account_id: string;
  family_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  rotated_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface PasswordResetTokenTable {
  token_hash: string;
  account_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface AccountDeletionRequestTable {
  id: string;
  account_id: string | null;
  email: string;
  tracking_number: string;
  token_hash: string;
  requested_at: CreatedAt;
  purge_after: Timestamp;
  cancelled_at: NullableTimestamp;
  completed_at: NullableTimestamp;
}

export interface OutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  transport: 'outbox' | 'smtp';
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
  error: string | null;
}

export interface LoginAttemptTable {
  id: Generated<string>;
  email: string;
  ip: string;
  succeeded: boolean;
  attempted_at: CreatedAt;
}

export interface ServerSecretTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

export interface JobRunTable {
  job: string;
  last_run_at: Timestamp;
  last_result: string | null;
}

export interface Database {
  organisations: OrganisationTable;
  accounts: AccountTable;
  refresh_tokens: RefreshTokenTable;
  password_reset_tokens: PasswordResetTokenTable;
  account_deletion_requests: AccountDeletionRequestTable;
  outbox: OutboxTable;
  login_attempts: LoginAttemptTable;
  server_secrets: ServerSecretTable;
  job_runs: JobRunTable;
}

export type Account = Selectable<AccountTable>;
