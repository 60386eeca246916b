// A ticket type with what selling it needs, read the same way by a purchase and a waitlist offer:
// its price and seats, its configuration's state and sales period, its event, and the school's
// card account.
import type { Db } from '../../db/database';

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
      't.currency',
      't.quantity',
      't.sold',
      't.held',
      't.roles',
      'c.id as configuration_id',
      'c.event_id',
      'c.status',
      'c.sales_starts_at',
      'c.sales_ends_at',
      'c.published_at',
      'c.payment_methods',
      'e.title as event_title',
      'e.starts_at as event_starts_at',
      'e.time_zone as event_time_zone',
      'e.location_description as event_location',
      'o.stripe_account_id',
      'o.stripe_charges_enabled',
    ]);
}
