// A ticket type with what selling it needs, read the same way by a purchase and a waitlist offer:
// its price and seats, its configuration's state and sales period, its event, and the school's
// card account.
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * The same tables as `typesForSale`, aliased alike, for statements written in SQL (a hold checked
 * against its fingerprint, payments/holds.ts).
 */
export const saleTables = sql`ticket_types AS t
  JOIN ticket_configurations AS c ON c.id = t.configuration_id
  JOIN events AS e ON e.id = c.event_id
  JOIN organisations AS o ON o.id = c.organisation_id`;

/**
 * A digest of everything a sale's checks read of one type, its configuration, event and school —
 * all but the seat counts, which the database's constraint counts. Equal digests mean the checks
 * would decide the same now (the clock aside, which they read themselves).
 */
export const saleFingerprint = sql<string>`md5(row(
  t.id, t.name, t.position, t.price_cents, t.price_steps, t.currency, t.roles, t.hidden,
  t.pay_what_you_want,
  c.id, c.status, c.payment_methods, extract(epoch from c.sales_starts_at),
  extract(epoch from c.sales_ends_at), extract(epoch from c.published_at),
  e.id, e.title, extract(epoch from e.starts_at), e.time_zone, e.location_description,
  o.stripe_account_id, o.stripe_charges_enabled)::text)`;

export function typesForSale(db: Db) {
  return db
    .selectFrom('ticket_types as t')
    .innerJoin('ticket_configurations as c', 'c.id', 't.configuration_id')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .innerJoin('organisations as o', 'o.id', 'c.organisation_id')
    .select([
      't.id',
      't.name',
      't.position',
      't.price_cents',
      't.price_steps',
      't.currency',
      't.quantity',
      't.sold',
      't.held',
      't.roles',
      't.hidden',
      't.pay_what_you_want',
      'c.id as configuration_id',
      'c.event_id',
      'c.status',
      'c.sales_starts_at',
      'c.sales_ends_at',
      'c.published_at',
      'c.event_state',
      'c.payment_methods',
      'e.title as event_title',
      'e.starts_at as event_starts_at',
      'e.time_zone as event_time_zone',
      'e.location_description as event_location',
      'o.stripe_account_id',
      'o.stripe_charges_enabled',
      // Every session the type admits to was cancelled: it sells nothing more.
      sql<boolean>`(cardinality(t.session_ids) > 0 AND NOT EXISTS (
        SELECT 1 FROM event_sessions cs WHERE cs.id = ANY(t.session_ids) AND cs.cancelled_at IS NULL
      ))`.as('sessions_cancelled'),
    ]);
}
