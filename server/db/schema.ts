// Kysely's view of the tables; the migrations in ./migrations are the source of truth.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { DoorTables } from './schema-door';
import type { FacebookTables } from './schema-facebook';
import type { FeedTables } from './schema-feeds';
import type { PassTables } from './schema-passes';
import type { PaymentTables } from './schema-payments';
import type { DanceRole, PartnerRoles } from '../../src/contract/partner-roles';

/** A line's role: '' for a type without roles. */
export type RoleKey = DanceRole | '';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** jsonb: read as parsed JSON, written as JSON text. */
type Json = ColumnType<unknown, string, string>;

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
}

export interface LoginLimitTable {
  /** `email:<address>` or `ip:<address>`. */
  key: string;
  attempts: number;
  window_started_at: Date;
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

export type ConfigurationStatus = 'draft' | 'published';

export interface TicketConfigurationTable {
  id: string;
  organisation_id: string;
  event_id: string | null;
  status: Generated<ConfigurationStatus>;
  current_step: Generated<number>;
  event_details: Json;
  sales_starts_at: NullableTimestamp;
  sales_ends_at: NullableTimestamp;
  refund_policy: Generated<string>;
  payment_methods: ColumnType<string[], string[] | undefined, string[]>;
  terms_and_conditions: Generated<string>;
  client_key: string | null;
  created_by_account_id: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  published_at: NullableTimestamp;
}

export interface TicketTypeTable {
  id: string;
  configuration_id: string;
  position: number;
  name: string;
  description: string;
  restrictions: string;
  price_cents: number;
  currency: string;
  quantity: number;
  sold: Generated<number>;
  /** Seats held for buyers who are paying (migration 0009); sold + held ≤ quantity. */
  held: Generated<number>;
  /** Partner roles and their balance (contract/partner-roles.ts); null: seats only. */
  roles: ColumnType<PartnerRoles | null, string | null | undefined, string | null>;
}

export interface OrderTable {
  id: string;
  account_id: string | null;
  configuration_id: string;
  event_id: string | null;
  idempotency_key: string;
  buyer_email: string;
  total_cents: number;
  currency: string;
  payment_provider: string;
  payment_method: string;
  payment_reference: string;
  status: Generated<'paid' | 'partially_refunded' | 'refunded'>;
  fee_cents: Generated<number>;
  refunded_cents: Generated<number>;
  disputed: Generated<boolean>;
  payment_intent: string | null;
  created_at: CreatedAt;
}

export interface OrderLineTable {
  order_id: string;
  ticket_type_id: string;
  /** '' for a type without roles. */
  role: Generated<RoleKey>;
  quantity: number;
  unit_price_cents: number;
}

export interface TicketTable {
  id: string;
  order_id: string;
  ticket_type_id: string;
  event_id: string | null;
  account_id: string | null;
  code: string;
  /** Set when the ticket was refunded: it never checks in. */
  voided_at: Date | null;
  role: Generated<DanceRole | null>;
  /** The role's name when bought ("Leader"). */
  role_name: Generated<string | null>;
  /** A couple's partner holding this ticket (migration 0017); null: the buyer's own. */
  holder_name: Generated<string | null>;
  holder_email: Generated<string | null>;
  created_at: CreatedAt;
}

export interface CheckInTable {
  ticket_id: string;
  /** An earlier offline scan from another door device moves it back (door-scans.ts). */
  checked_in_at: ColumnType<Date, Date | string | undefined, Date>;
  /** An organiser who admitted the ticket by hand; null for the dancer's own scan. */
  checked_in_by_account_id: string | null;
  /** The door device that admitted it ("Door 2"); null by hand or by the dancer's own scan. */
  device_name: string | null;
  scan_id: string | null;
}

export interface CheckoutSessionTable {
  id: string;
  account_id: string;
  event_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface Database
  extends PaymentTables, DoorTables, FacebookTables, FeedTables, PassTables {
  organisations: OrganisationTable;
  accounts: AccountTable;
  refresh_tokens: RefreshTokenTable;
  password_reset_tokens: PasswordResetTokenTable;
  account_deletion_requests: AccountDeletionRequestTable;
  outbox: OutboxTable;
  login_limits: LoginLimitTable;
  server_secrets: ServerSecretTable;
  job_runs: JobRunTable;
  events: EventTable;
  event_import_history: EventImportHistoryTable;
  images: ImageTable;
  ticket_configurations: TicketConfigurationTable;
  ticket_types: TicketTypeTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  tickets: TicketTable;
  check_ins: CheckInTable;
  checkout_sessions: CheckoutSessionTable;
}

export type Account = Selectable<AccountTable>;
