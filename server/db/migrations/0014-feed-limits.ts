// One subscription per address and owner, enforced by the database so parallel adds cannot both
// get in: an organisation's feeds are keyed by the organisation, an uploader's by their account.
// Duplicates that got in before are folded into the oldest: the copy's events without tickets go
// (the oldest feed has the same ones), those with tickets stay as ordinary events.
const duplicates = `SELECT id FROM (
    SELECT id, row_number() OVER (
      PARTITION BY coalesce(organisation_id, account_id), organisation_id IS NULL, url
      ORDER BY created_at, id) AS n
    FROM feed_subscriptions) ranked
  WHERE n > 1`;

export const statements = [
  `DELETE FROM events WHERE feed_id IN (${duplicates})
    AND NOT EXISTS (SELECT 1 FROM ticket_configurations t WHERE t.event_id = events.id)`,
  `DELETE FROM feed_subscriptions WHERE id IN (${duplicates})`,
  `CREATE UNIQUE INDEX feed_subscriptions_org_url ON feed_subscriptions (organisation_id, url)
    WHERE organisation_id IS NOT NULL`,
  `CREATE UNIQUE INDEX feed_subscriptions_account_url ON feed_subscriptions (account_id, url)
    WHERE organisation_id IS NULL`,
];
