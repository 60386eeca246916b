// Sales at a glance for the dashboard's Published Events: per configuration, the valid tickets
// (comps and class-pass bookings too) against its types' numbers, and the money kept (paid less
// refunded). Read-only; the seat counts themselves are the seat ledger's.
import type { PublishedEvent } from '../../../src/contract/organiser-lists';
import type { Db } from '../../db/database';

type Sales = NonNullable<PublishedEvent['sales']>;

export async function salesAtAGlance(
  db: Db,
  configurationIds: string[],
): Promise<Map<string, Sales>> {
  const sales = new Map<string, Sales>();
  if (configurationIds.length === 0) return sales;
  const [numbers, tickets, money] = await Promise.all([
    db
      .selectFrom('ticket_types')
      .select((eb) => [
        'configuration_id',
        eb.fn.sum<string>('quantity').as('capacity'),
        eb.fn.max('currency').as('currency'),
      ])
      .where('configuration_id', 'in', configurationIds)
      .groupBy('configuration_id')
      .execute(),
    db
      .selectFrom('tickets')
      .innerJoin('orders', 'orders.id', 'tickets.order_id')
      .select((eb) => ['orders.configuration_id', eb.fn.countAll<string>().as('count')])
      .where('orders.configuration_id', 'in', configurationIds)
      .where('tickets.voided_at', 'is', null)
      .groupBy('orders.configuration_id')
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => [
        'configuration_id',
        eb.fn.sum<string>(eb('total_cents', '-', eb.ref('refunded_cents'))).as('cents'),
      ])
      .where('configuration_id', 'in', configurationIds)
      .groupBy('configuration_id')
      .execute(),
  ]);
  const sold = new Map(tickets.map((row) => [row.configuration_id, Number(row.count)]));
  const kept = new Map(money.map((row) => [row.configuration_id, Number(row.cents ?? 0)]));
  for (const row of numbers) {
    const glance: Sales = {
      sold: sold.get(row.configuration_id) ?? 0,
      capacity: Number(row.capacity ?? 0),
      revenue: (kept.get(row.configuration_id) ?? 0) / 100,
      currency: row.currency ?? 'AUD',
    };
    sales.set(row.configuration_id, glance);
  }
  return sales;
}
