// The types a door may sell, kept with the door data so the scanner's "Sell at the door" works
// offline: each type's name, price, partner roles by name, the sessions it admits to at a festival
// (a Saturday Party ticket, one workshop, a full pass) and the places left when it was read —
// the type's own and every capped session's it admits to, as the seat ledger will count them.
import type { DoorSaleType } from '../../../src/contract/door-sales';
import { roleName, rolesOffered } from '../../../src/contract/partner-roles';
import type { Db } from '../../db/database';
import { sessionSeatsOf, typeAvailability } from '../seats/session-seats';

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
      'c.id as configuration_id',
    ])
    .where('c.event_id', '=', eventId)
    .where('c.status', '=', 'published')
    .where('c.event_state', '<>', 'cancelled')
    .orderBy('t.position')
    .execute();
  const seats = await sessionSeatsOf(db, [...new Set(rows.map((row) => row.configuration_id))]);
  // An event of one session is one door: its type names no session.
  const festival = seats.sessions.length > 1;
  return rows.map((row) => {
    const { available, sessionIds } = typeAvailability(row, seats);
    return {
      id: row.id,
      name: row.name,
      priceCents: row.price_cents,
      currency: row.currency,
      roles: row.roles
        ? rolesOffered(row.roles).map((role) => ({ role, name: roleName(row.roles!, role) }))
        : null,
      sessions: festival
        ? seats.sessions.filter((s) => sessionIds.includes(s.id)).map((s) => s.name)
        : [],
      sessionIds: festival ? sessionIds : [],
      left: available,
    };
  });
}
