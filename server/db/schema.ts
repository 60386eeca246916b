// Kysely's view of the tables (accounts, events, images, jobs here; ticketing, payments, door,
// Facebook, feeds and passes in schema-*.ts); the migrations in ./migrations are the truth.
import type { CreatedAt, Timestamp, NullableTimestamp } from './schema-columns';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { DoorTables } from './schema-door';
import type { FacebookTables } from './schema-facebook';
import type { FeedTables } from './schema-feeds';
import type { GuideTables } from './schema-guides';
import type { InstructorTables } from './schema-instructors';
import type { LessonTables } from './schema-lessons';
import type { AddonTables } from './schema-addons';
import type { QuestionTables } from './schema-questions';
import type { MessageTables } from './schema-messages';
import type { PassTables } from './schema-passes';
import type { PaymentTables } from './schema-payments';
import type { TaxTables } from './schema-tax';
import type { TeamTables } from './schema-team';
import type { TicketingTables } from './schema-ticketing';

export type {
  CheckInTable,
  ConfigurationStatus,
  EventState,
  EventSessionTable,
  OrderTable,
  PromoCodeTable,
  RoleKey,
  StoredPriceStep,
  TicketChangeTable,
  TicketConfigurationTable,
  TicketTable,
  TicketTypeTable,
} from './schema-ticketing';

export interface OrganisationTable {
  id: string;
  name: string;
  time_zone: Generated<string>;
  location_description: Generated<string>;
  latitude: ColumnType<number | null, number | null | undefined, number | null>;
  longitude: ColumnType<number | null, number | null | undefined, number | null>;
  /** Null until the organisation saves its own (the built-in defaults apply). */
  ticketing_defaults: ColumnType<unknown, string | null | undefined, string | null>;
  organisation_info: ColumnType<unknown, string | undefined, string>;
  stripe_account_id: string | null;
  stripe_charges_enabled: Generated<boolean>;
  stripe_payouts_enabled: Generated<boolean>;
  stripe_details_submitted: Generated<boolean>;
  stripe_requirements_due: ColumnType<string[], string | undefined, string>;
  created_at: CreatedAt;
  /** The seller on its tax invoices (migration 0033); '' legal name: the business name. */
  legal_name: Generated<string>;
  abn: Generated<string>;
  gst_registered: Generated<boolean>;
  /** Who pays the platform's fee: the school ('absorb') or the buyer, on top ('pass_on'). */
  booking_fee: Generated<'absorb' | 'pass_on'>;
}

export interface AccountTable {
  id: string;
  email: string;
  password_hash: string;
  name: string | null;
  organisation_id: string | null;
  is_dance_aficionado: Generated<boolean>;
  /** A site administrator (migration 0044): reviews guide applications and reports. */
  is_site_admin: Generated<boolean>;
  can_upload_events: Generated<boolean>;
  latitude: number | null;
  longitude: number | null;
  email_verified_at: Date | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The private ticket feed's token, hashed; null when the account has none. */
  calendar_token_hash: string | null;
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
  /** A document made when the message is delivered (migration 0033): 'invoice:<order id>', … */
  attachment: Generated<string | null>;
}

/** A device (its signed cookie's id, hashed) the account signed in on. */
export interface TrustedDeviceTable {
  account_id: string;
  device_hash: string;
  trusted_at: CreatedAt;
  last_signed_in_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LoginLimitTable {
  /** What is counted and for whom, e.g. `email:<address>`, `ip:<address>`, `sign-up:ip:<address>`. */
  key: string;
  attempts: number;
  window_started_at: Date;
}

export interface ServerSecretTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

/** A durable job (migration 0028, server/services/jobs). */
export interface JobTable {
  id: string;
  name: string;
  key: string | null;
  payload: ColumnType<unknown, string | undefined, string>;
  run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  last_error: string | null;
  locked_by: string | null;
  locked_until: NullableTimestamp;
  created_at: CreatedAt;
  done_at: NullableTimestamp;
  failed_at: NullableTimestamp;
}

export interface JobRunTable {
  job: string;
  last_run_at: Timestamp;
  last_result: string | null;
}

export type ImportSource = 'manual' | 'ics' | 'facebook' | 'feed';
export type ImageUploadStatus = 'none' | 'uploading' | 'completed' | 'failed';

export interface EventTable {
  id: string;
  organisation_id: string | null;
  uploaded_by_account_id: string | null;
  uploaded_by_admin: Generated<boolean>;
  title: string;
  description: Generated<string>;
  starts_at: Timestamp;
  ends_at: Timestamp;
  time_zone: Generated<string>;
  /** The door opens this many minutes before the start (check-in-window.ts). */
  check_in_opens_minutes: Generated<number>;
  /** The start's date in time_zone, kept by the database (never written). */
  local_date: ColumnType<string, never, never>;
  location_description: Generated<string>;
  location_raw: string | null;
  latitude: number | null;
  longitude: number | null;
  is_venue_only: Generated<boolean>;
  dance_styles: ColumnType<string[], string[] | undefined, string[]>;
  facebook_url: string | null;
  facebook_event_id: string | null;
  ical_uid: string | null;
  import_source: ImportSource;
  image_key: string | null;
  image_upload_status: Generated<ImageUploadStatus>;
  image_upload_error: string | null;
  is_demo_data: Generated<boolean>;
  /** A calendar feed's occurrence: its feed, identity there, and what it last said. */
  feed_id: string | null;
  feed_key: string | null;
  feed_hash: string | null;
  changed_in_feed: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface EventImportHistoryTable {
  id: string;
  event_id: string;
  account_id: string | null;
  import_source: string;
  imported_at: CreatedAt;
}

export interface ImageTable {
  key: string;
  content_type: string;
  bytes: Uint8Array;
  byte_size: number;
  uploaded_by_account_id: string | null;
  /** Set for a wizard draft's image: only that school reads it until an event shows it. */
  draft_organisation_id: string | null;
  created_at: CreatedAt;
}

export interface Database
  extends
    AddonTables,
    QuestionTables,
    PaymentTables,
    DoorTables,
    FacebookTables,
    FeedTables,
    GuideTables,
    InstructorTables,
    LessonTables,
    PassTables,
    TaxTables,
    MessageTables,
    TeamTables,
    TicketingTables {
  organisations: OrganisationTable;
  accounts: AccountTable;
  refresh_tokens: RefreshTokenTable;
  password_reset_tokens: PasswordResetTokenTable;
  device_link_tokens: PasswordResetTokenTable;
  trusted_devices: TrustedDeviceTable;
  account_deletion_requests: AccountDeletionRequestTable;
  outbox: OutboxTable;
  login_limits: LoginLimitTable;
  server_secrets: ServerSecretTable;
  job_runs: JobRunTable;
  jobs: JobTable;
  events: EventTable;
  event_import_history: EventImportHistoryTable;
  images: ImageTable;
}

export type Account = Selectable<AccountTable>;
