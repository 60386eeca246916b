// The types a door may sell, kept with the door data so the scanner's "Sell at the door" works
// offline: each type's name, price, partner roles by name and places left when it was read.
import type { DoorSaleType } from '../../../src/contract/door-sales';
import { roleName, rolesOffered } from '../../../src/contract/partner-roles';
import type { Db } from '../../db/database';

export async function doorSaleTypes(db: Db, eventId: string): Promise<DoorSaleType[]> {
  const rows = await db
    .selectFrom('ticket_types as t')
    .innerJoin('ticket_configurations as c', 'c.id', 't.configuration_id')
    .select([
      't.id',
      't.name',
      't.price_cents',
      't.currency',
      't.roles',
      't.quantity',
      't.sold',
      't.held',
    ])
    .where('c.event_id', '=', eventId)
    .where('c.status', '=', 'published')
    .where('c.event_state', '<>', 'cancelled')
    .orderBy('t.position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    priceCents: row.price_cents,
    currency: row.currency,
    roles: row.roles
      ? rolesOffered(row.roles).map((role) => ({ role, name: roleName(row.roles!, role) }))
      : null,
    left: Math.max(0, row.quantity - row.sold - row.held),
  }));
}
