// Table types of calendar feed subscriptions (migrations 0013, 0014 and 0019).
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface FeedSubscriptionTable {
  id: string;
  /** The school the feed's events belong to; null for an uploader's gallery feed. */
  organisation_id: string | null;
  account_id: string;
  url: string;
  /** The address as compared for duplicates (feedAddressKey). */
  address_key: string;
  name: string;
  default_style: string | null;
  etag: string | null;
  last_modified: string | null;
  last_synced_at: NullableTimestamp;
  next_sync_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_error: string | null;
  error_count: Generated<number>;
  event_count: Generated<number>;
  /** The running sync's lease: its token, and when it started or last renewed it. */
  sync_token: string | null;
  sync_started_at: NullableTimestamp;
  /** Occurrences over the cap at the last sync. */
  not_imported: Generated<number>;
  created_at: CreatedAt;
}

export interface FeedTables {
  feed_subscriptions: FeedSubscriptionTable;
}
