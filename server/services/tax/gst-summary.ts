// A school's GST summary as CSV, one row per month (in the school's zone) and currency: sales
// including GST and their GST (from each order's invoice; an order not yet invoiced counts as the
// school's registration stands now), refunds including GST and their GST (from the adjustment
// notes issued that month), and what is left of each.
import { sql } from 'kysely';
import { gstOfInclusive } from '../../../src/contract/tax';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { csvAmount as dollars, csvText, type CsvValue } from '../../lib/csv';

interface MonthTotals {
  sales: number;
  salesGst: number;
  refunds: number;
  refundsGst: number;
}

/** Every month from one to the other ("2026-01" … "2026-03"). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  for (let key = from; key <= to;) {
    months.push(key);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
    key = `${year}-${String(month).padStart(2, '0')}`;
  }
  return months;
}

export async function gstSummaryCsv(
  db: Db,
  organisationId: string,
  range: { from: string; to: string },
): Promise<{ csv: string; fileName: string }> {
  const school = await db
    .selectFrom('organisations')
    .select(['time_zone', 'gst_registered'])
    .where('id', '=', organisationId)
    .executeTakeFirst();
  if (!school) throw notFound('Organisation not found.');
  const monthOf = (column: string) =>
    sql<string>`to_char(${sql.ref(column)} AT TIME ZONE ${school.time_zone}, 'YYYY-MM')`;
  const sales = await db
    .selectFrom('orders as o')
    .innerJoin('ticket_configurations as c', 'c.id', 'o.configuration_id')
    .leftJoin('tax_invoices as t', 't.order_id', 'o.id')
    .select([
      monthOf('o.created_at').as('month'),
      'o.currency',
      'o.total_cents',
      't.gst_cents',
      't.order_id as invoiced',
    ])
    .where('c.organisation_id', '=', organisationId)
    .where('o.payment_provider', '<>', 'pass')
    .where(monthOf('o.created_at'), '>=', range.from)
    .where(monthOf('o.created_at'), '<=', range.to)
    .execute();
  const refunds = await db
    .selectFrom('adjustment_notes as n')
    .innerJoin('orders as o', 'o.id', 'n.order_id')
    .select([monthOf('n.issued_at').as('month'), 'o.currency', 'n.amount_cents', 'n.gst_cents'])
    .where('n.organisation_id', '=', organisationId)
    .where(monthOf('n.issued_at'), '>=', range.from)
    .where(monthOf('n.issued_at'), '<=', range.to)
    .execute();
  const totals = new Map<string, MonthTotals>();
  const totalsOf = (month: string, currency: string) => {
    const key = `${month} ${currency}`;
    let found = totals.get(key);
    if (!found) totals.set(key, (found = { sales: 0, salesGst: 0, refunds: 0, refundsGst: 0 }));
    return found;
  };
  for (const order of sales) {
    const month = totalsOf(order.month, order.currency);
    month.sales += order.total_cents;
    month.salesGst += order.invoiced
      ? (order.gst_cents ?? 0)
      : school.gst_registered
        ? gstOfInclusive(order.total_cents)
        : 0;
  }
  for (const note of refunds) {
    const month = totalsOf(note.month, note.currency);
    month.refunds += note.amount_cents;
    month.refundsGst += note.gst_cents;
  }
  const currencies = [...new Set([...sales, ...refunds].map((row) => row.currency))].sort();
  const rows: CsvValue[][] = [
    [
      'Month',
      'Currency',
      'Sales (incl. GST)',
      'GST on sales',
      'Refunds (incl. GST)',
      'GST on refunds',
      'Net sales (incl. GST)',
      'Net GST',
    ],
  ];
  for (const month of monthsBetween(range.from, range.to))
    for (const currency of currencies.length > 0 ? currencies : ['AUD']) {
      const t = totalsOf(month, currency);
      rows.push([
        month,
        currency,
        dollars(t.sales),
        dollars(t.salesGst),
        dollars(t.refunds),
        dollars(t.refundsGst),
        dollars(t.sales - t.refunds),
        dollars(t.salesGst - t.refundsGst),
      ]);
    }
  return {
    csv: csvText(rows),
    fileName: `gst-summary-${range.from}-to-${range.to}.csv`,
  };
}
