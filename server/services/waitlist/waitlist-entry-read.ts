// A dancer's waitlist entry as they read it: the event and type, their place in line while
// waiting, an offer's end, and what they would pay.
import { sql } from 'kysely';
import { roleName } from '../../../src/contract/partner-roles';
import type { WaitlistEntry } from '../../../src/contract/waitlist';
import { notFound } from '../../lib/app-error';
import type { Db } from '../../db/database';
import type { StoredPriceStep } from '../../db/schema-ticketing';
import { withTierPrices } from '../purchases/tier-pricing';

export const ENTRY_NOT_FOUND = 'This waitlist place was not found.';

export async function waitlistEntry(
  db: Db,
  accountId: string,
  entryId: string,
): Promise<WaitlistEntry> {
  const row = await db
    .selectFrom('waitlist_entries as w')
    .innerJoin('ticket_types as t', 't.id', 'w.ticket_type_id')
    .innerJoin('ticket_configurations as c', 'c.id', 't.configuration_id')
    .leftJoin('events as e', 'e.id', 'c.event_id')
    .leftJoin('reservations as r', 'r.id', 'w.reservation_id')
    .select((eb) => [
      'w.id',
      'w.role',
      'w.status',
      'r.status as hold_status',
      'r.expires_at',
      'r.total_cents as held_cents',
      't.id as type_id',
      't.name',
      't.roles',
      't.price_cents',
      't.price_steps',
      't.sold',
      't.held',
      't.currency',
      'c.event_id',
      'e.title',
      eb
        .selectFrom('waitlist_entries as ahead')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('ahead.ticket_type_id', '=', 'w.ticket_type_id')
        .where(sql<boolean>`ahead.role IS NOT DISTINCT FROM w.role`)
        .where('ahead.status', '=', 'waiting')
        .where(sql<boolean>`(ahead.created_at, ahead.id) < (w.created_at, w.id)`)
        .as('ahead'),
    ])
    .where('w.id', '=', entryId)
    .where('w.account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  // An offer reads as what became of its hold, before the minute's job settles it.
  const status =
    row.status === 'offered' && row.hold_status && row.hold_status !== 'held'
      ? row.hold_status === 'paid'
        ? 'accepted'
        : 'expired'
      : row.status;
  return {
    id: row.id,
    eventId: row.event_id,
    eventTitle: row.title ?? 'Event no longer listed',
    ticketTypeName: row.name,
    roleName: row.roles && row.role ? roleName(row.roles, row.role) : (row.role ?? ''),
    status,
    position: status === 'waiting' ? Number(row.ahead ?? 0) + 1 : null,
    offerExpiresAt: status === 'offered' ? (row.expires_at?.toISOString() ?? null) : null,
    price: entryPriceCents(row, status) / 100,
    currency: row.currency,
  };
}

/** What the entry would pay: an offer its hold's price, a waiting entry the type's price now
 * (a stepped type's current step, as the purchase page shows it). */
function entryPriceCents(
  row: {
    type_id: string;
    price_cents: number;
    price_steps: StoredPriceStep[];
    sold: number;
    held: number;
    held_cents: number | null;
  },
  status: string,
): number {
  if (status === 'offered' && row.held_cents !== null) return row.held_cents;
  const [priced] = withTierPrices([{ ...row, id: row.type_id }], () => 1).rows;
  return priced!.price_cents;
}
