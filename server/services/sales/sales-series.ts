// An event's sales by day in its time zone: tickets and their prices by ticket type, what buyers
// paid and what was refunded, every day from the first sale to today (or the event's last day)
// with days without sales as zeros. A ticket sold is counted as Sales' figures count it
// (sale-rules.ts): comps, class-pass bookings and refunded tickets are not sold.
import {
  SALES_SERIES_MAX_DAYS,
  type SalesDay,
  type SalesSeries,
} from '../../../src/contract/sales-reports';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { salesEventOf } from './sales-event';
import { saleOrderSql } from './sale-rules';

const DAY_MS = 86_400_000;

/** Every date from one to the other, both included ("2026-11-01" … "2026-11-03"). */
export function datesBetween(first: string, last: string): string[] {
  const dates: string[] = [];
  const end = Date.parse(`${last}T00:00:00Z`);
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= end; at += DAY_MS)
    dates.push(new Date(at).toISOString().slice(0, 10));
  return dates;
}

export async function salesSeriesOf(
  db: Db,
  organisationId: string,
  configurationId: string,
): Promise<SalesSeries> {
  const event = await salesEventOf(db, organisationId, configurationId);
  // Grouped by the first column (the day): the same expression written again in GROUP BY would
  // carry the zone as another parameter, which PostgreSQL does not take as the same expression.
  const dayOf = (column: string) =>
    sql<string>`to_char(${sql.ref(column)} AT TIME ZONE ${event.timeZone}, 'YYYY-MM-DD')`;
  const [types, lines, paid, refunds] = await Promise.all([
    db
      .selectFrom('ticket_types')
      .select(['id', 'name'])
      .where('configuration_id', '=', configurationId)
      .orderBy('position')
      .execute(),
    // Each ticket still sold, on the day its order was made, at its own price (a door sale's
    // share of an uneven amount) or its line's.
    db
      .selectFrom('orders as o')
      .innerJoin('tickets as t', 't.order_id', 'o.id')
      .leftJoin('order_lines as l', (join) =>
        join
          .onRef('l.order_id', '=', 't.order_id')
          .onRef('l.ticket_type_id', '=', 't.ticket_type_id')
          .on(sql<SqlBool>`l.role = coalesce(t.role, '')`),
      )
      .select((eb) => [
        dayOf('o.created_at').as('day'),
        't.ticket_type_id',
        eb.fn.countAll<string>().as('tickets'),
        eb.fn
          .sum<string>(eb.fn.coalesce('t.price_cents', 'l.unit_price_cents', sql<number>`0`))
          .as('cents'),
      ])
      .where('o.configuration_id', '=', configurationId)
      .where(saleOrderSql('o'))
      .where('t.voided_at', 'is', null)
      .groupBy([sql`1`, 't.ticket_type_id'])
      .execute(),
    db
      .selectFrom('orders as o')
      .select((eb) => [
        dayOf('o.created_at').as('day'),
        eb.fn.sum<string>('o.total_cents').as('cents'),
      ])
      .where('o.configuration_id', '=', configurationId)
      .where(saleOrderSql('o'))
      .groupBy(sql`1`)
      .execute(),
    db
      .selectFrom('adjustment_notes as n')
      .innerJoin('orders as o', 'o.id', 'n.order_id')
      .select((eb) => [
        dayOf('n.issued_at').as('day'),
        eb.fn.sum<string>('n.amount_cents').as('cents'),
      ])
      .where('o.configuration_id', '=', configurationId)
      .groupBy(sql`1`)
      .execute(),
  ]);
  const active = [...lines, ...paid, ...refunds].map((row) => row.day).sort();
  const base = { currency: event.currency, timeZone: event.timeZone, ticketTypes: types };
  if (active.length === 0) return { ...base, days: [] };
  // To today, or to the event's last day once it is over; never before the last sale or refund.
  const until = event.lastDay && event.lastDay < event.today ? event.lastDay : event.today;
  const last = active.at(-1)! > until ? active.at(-1)! : until;
  const dates = datesBetween(active[0]!, last).slice(-SALES_SERIES_MAX_DAYS);
  const byDate = new Map<string, SalesDay>(
    dates.map((date) => [
      date,
      {
        date,
        tickets: types.map(() => 0),
        ticketsCents: types.map(() => 0),
        paidCents: 0,
        refundedCents: 0,
      },
    ]),
  );
  const position = new Map(types.map((type, index) => [type.id, index]));
  for (const line of lines) {
    const day = byDate.get(line.day);
    const index = position.get(line.ticket_type_id);
    if (!day || index === undefined) continue;
    day.tickets[index] = Number(line.tickets);
    day.ticketsCents[index] = Number(line.cents);
  }
  for (const row of paid) {
    const day = byDate.get(row.day);
    if (day) day.paidCents = Number(row.cents);
  }
  for (const row of refunds) {
    const day = byDate.get(row.day);
    if (day) day.refundedCents = Number(row.cents);
  }
  return { ...base, days: [...byDate.values()] };
}
