// Table types of calendar feed subscriptions (migration 0013).
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
  name: string;
  default_style: string | null;
  etag: string | null;
  last_modified: string | null;
  last_synced_at: NullableTimestamp;
  next_sync_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_error: string | null;
  error_count: Generated<number>;
  event_count: Generated<number>;
  created_at: CreatedAt;
}

export interface FeedTables {
  feed_subscriptions: FeedSubscriptionTable;
}
