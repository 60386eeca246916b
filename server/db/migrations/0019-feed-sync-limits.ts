// Calendar feeds that cannot stall the server or be added twice: each feed keeps its address's key
// (feedAddressKey in src/contract/feed-subscriptions.ts: scheme, host case, default port, fragment,
// an empty query and doubled slashes do not count), unique per owner; a sync in progress holds a
// lease (its token and start, renewed as it goes), so the feed shows "syncing…" and two processes
// never apply one feed at once; and what went over the occurrence cap is counted on the feed.
// Feeds that were one calendar under two spellings are folded into the oldest, as 0014 did.

/** feedAddressKey, in SQL, for the addresses stored before this migration. */
export const addressKeySql = (column: string) => {
  const scheme = `'^[A-Za-z][A-Za-z0-9+.-]*://`;
  const host = `regexp_replace(regexp_replace(lower(substring(${column} from ${scheme}([^/?#]*)')), ':(80|443)?$', ''), '\\.$', '')`;
  const path = `coalesce(nullif(regexp_replace(coalesce(substring(${column} from ${scheme}[^/?#]*([^?#]*)'), ''), '/{2,}', '/', 'g'), ''), '/')`;
  const query = `regexp_replace(coalesce(substring(${column} from ${scheme}[^/?#]*[^?#]*(\\?[^#]*)'), ''), '^\\?$', '')`;
  return `CASE WHEN btrim(${column}) ~ ${scheme}' THEN ${host} || ${path} || ${query} ELSE btrim(${column}) END`;
};

const duplicates = `SELECT id FROM (
    SELECT id, row_number() OVER (
      PARTITION BY coalesce(organisation_id, account_id), organisation_id IS NULL, address_key
      ORDER BY created_at, id) AS n
    FROM feed_subscriptions) ranked
  WHERE n > 1`;

export const statements = [
  `ALTER TABLE feed_subscriptions ADD COLUMN address_key text`,
  `UPDATE feed_subscriptions SET address_key = ${addressKeySql('btrim(url)')}`,
  `DELETE FROM events WHERE feed_id IN (${duplicates})
    AND NOT EXISTS (SELECT 1 FROM ticket_configurations t WHERE t.event_id = events.id)`,
  `DELETE FROM feed_subscriptions WHERE id IN (${duplicates})`,
  `ALTER TABLE feed_subscriptions ALTER COLUMN address_key SET NOT NULL`,
  `DROP INDEX feed_subscriptions_org_url`,
  `DROP INDEX feed_subscriptions_account_url`,
  `CREATE UNIQUE INDEX feed_subscriptions_org_address
    ON feed_subscriptions (organisation_id, address_key) WHERE organisation_id IS NOT NULL`,
  `CREATE UNIQUE INDEX feed_subscriptions_account_address
    ON feed_subscriptions (account_id, address_key) WHERE organisation_id IS NULL`,
  `ALTER TABLE feed_subscriptions ADD COLUMN sync_token uuid`,
  `ALTER TABLE feed_subscriptions ADD COLUMN sync_started_at timestamptz`,
  `ALTER TABLE feed_subscriptions ADD COLUMN not_imported integer NOT NULL DEFAULT 0`,
];
