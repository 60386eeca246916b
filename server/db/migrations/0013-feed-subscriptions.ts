// Calendar feed subscriptions: an organisation's (or an uploader's) iCalendar address, synced by
// the hour. Each occurrence of a feed's events is an event keyed by the feed and its identity in
// the feed (UID + original start), so a re-sync updates it in place. A ticketed event the feed
// changed or dropped is never rewritten or deleted: it says what the feed did, for the organiser.
export const statements = [
  `CREATE TABLE feed_subscriptions (
    id uuid PRIMARY KEY,
    organisation_id uuid REFERENCES organisations (id) ON DELETE CASCADE,
    account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    url text NOT NULL,
    name text NOT NULL,
    default_style text,
    etag text,
    last_modified text,
    last_synced_at timestamptz,
    next_sync_at timestamptz NOT NULL DEFAULT now(),
    last_error text,
    error_count integer NOT NULL DEFAULT 0,
    event_count integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX feed_subscriptions_due_idx ON feed_subscriptions (next_sync_at)`,
  `CREATE INDEX feed_subscriptions_owner_idx ON feed_subscriptions (organisation_id, account_id)`,
  `ALTER TABLE events ADD COLUMN feed_id uuid REFERENCES feed_subscriptions (id) ON DELETE SET NULL`,
  `ALTER TABLE events ADD COLUMN feed_key text`,
  `ALTER TABLE events ADD COLUMN feed_hash text`,
  `ALTER TABLE events ADD COLUMN changed_in_feed text`,
  `CREATE UNIQUE INDEX events_feed_key ON events (feed_id, feed_key) WHERE feed_id IS NOT NULL`,
  `ALTER TABLE events DROP CONSTRAINT events_import_source_check`,
  `ALTER TABLE events ADD CONSTRAINT events_import_source_check
    CHECK (import_source IN ('manual', 'ics', 'facebook', 'feed'))`,
];
