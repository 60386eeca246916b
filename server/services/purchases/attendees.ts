// What an organiser sees of a published event's sales (issue: sold, revenue, checked in, and who
// is coming), within its own organisation only.
import type { Attendees } from '../../../src/contract/purchases';
import type { Db } from '../../db/database';
import { ownConfigurationRow } from '../ticketing/configurations';

export async function attendeesOf(
  db: Db,
  organisationId: string,
  configurationId: string,
): Promise<Attendees> {
  await ownConfigurationRow(db, organisationId, configurationId);
  const rows = await db
    .selectFrom('tickets')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .innerJoin('ticket_types', 'ticket_types.id', 'tickets.ticket_type_id')
    .leftJoin('check_ins', 'check_ins.ticket_id', 'tickets.id')
    .select(['orders.buyer_email', 'ticket_types.name', 'tickets.code', 'check_ins.checked_in_at'])
    .where('orders.configuration_id', '=', configurationId)
    // Refunded tickets are no longer sold, nor coming.
    .where('tickets.voided_at', 'is', null)
    .orderBy('orders.buyer_email')
    .orderBy('tickets.code')
    .execute();
  const revenue = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.sum<string>(eb('total_cents', '-', eb.ref('refunded_cents'))).as('cents'),
      eb.fn.max('currency').as('currency'),
    ])
    .where('configuration_id', '=', configurationId)
    .executeTakeFirstOrThrow();
  return {
    ticketsSold: rows.length,
    checkedIn: rows.filter((row) => row.checked_in_at).length,
    revenue: Number(revenue.cents ?? 0) / 100,
    currency: (revenue.currency as string | null) ?? 'AUD',
    attendees: rows.map((row) => ({
      email: row.buyer_email,
      ticketTypeName: row.name,
      code: row.code,
      checkedInAt: row.checked_in_at?.toISOString() ?? null,
    })),
  };
}
