// Sales' door line: how many tickets of an event were sold at the door (refunded ones not
// counted), what was taken in cash and by card outside Floorcraft, and how many walk-ins came in
// as comps — apart from the online sales, which Sales' other figures count.
import type { DoorSalesSummary } from '../../../src/contract/door-sales';
import type { Db } from '../../db/database';

export async function doorSalesSummary(db: Db, configurationId: string): Promise<DoorSalesSummary> {
  const [money, tickets] = await Promise.all([
    db
      .selectFrom('door_sales as s')
      .innerJoin('orders as o', 'o.id', 's.order_id')
      .select((eb) => [
        's.method',
        eb.fn.sum<string>(eb('o.total_cents', '-', eb.ref('o.refunded_cents'))).as('n'),
      ])
      .where('o.configuration_id', '=', configurationId)
      .groupBy('s.method')
      .execute(),
    db
      .selectFrom('door_sales as s')
      .innerJoin('orders as o', 'o.id', 's.order_id')
      .innerJoin('tickets as t', 't.order_id', 's.order_id')
      .select((eb) => ['s.method', eb.fn.countAll<string>().as('n')])
      .where('o.configuration_id', '=', configurationId)
      .where('t.voided_at', 'is', null)
      .groupBy('s.method')
      .execute(),
  ]);
  const of = (rows: Array<{ method: string; n: string | null }>, method: string) =>
    Number(rows.find((row) => row.method === method)?.n ?? 0);
  return {
    tickets: tickets.reduce((sum, row) => sum + Number(row.n), 0),
    cashCents: of(money, 'cash'),
    cardCents: of(money, 'card-outside'),
    comps: of(tickets, 'comp'),
  };
}
