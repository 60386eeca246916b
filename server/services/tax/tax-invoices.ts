// Issuing an order's tax invoice (a receipt when its school is not registered for GST) and a
// refund's adjustment note: each issued once, numbered in the school's sequence, with the seller's
// details as they were at issue, so a document downloaded again always reads the same.
import { randomUUID } from 'node:crypto';
import { gstOfInclusive } from '../../../src/contract/tax';
import type { Db } from '../../db/database';
import { withTransactionRetry } from '../../db/lock-order';
import { sql, type Selectable } from 'kysely';
import type { AdjustmentNoteTable, TaxInvoiceTable } from '../../db/schema-tax';
import { notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { lockCounter, takeNumber } from './document-numbers';

export type TaxInvoiceRow = Selectable<TaxInvoiceTable>;
export type AdjustmentNoteRow = Selectable<AdjustmentNoteTable>;

const invoiceOf = (db: Db, orderId: string) =>
  db.selectFrom('tax_invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();

/** The name on a school's documents: its legal name, else its business name, else its name. */
export function sellerNameOf(row: {
  legal_name: string;
  name: string;
  organisation_info: unknown;
}): string {
  const info = row.organisation_info as { businessName?: unknown } | null;
  const business = typeof info?.businessName === 'string' ? info.businessName.trim() : '';
  return row.legal_name.trim() || business || row.name;
}

/**
 * The order's invoice, issued now if it has none (any number of callers at once get one). The
 * number is taken and the invoice written in one statement: the counter's row lock orders callers,
 * and a second caller for the same order fails on the invoice's key, which undoes its number too,
 * so no number is skipped. One statement, not a transaction of six, because every sale issues one.
 */
export async function issueInvoice(db: Db, orderId: string): Promise<TaxInvoiceRow> {
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('ticket_configurations as c', 'c.id', 'o.configuration_id')
    .innerJoin('organisations as g', 'g.id', 'c.organisation_id')
    .leftJoin('tax_invoices as ti', 'ti.order_id', 'o.id')
    .select([
      'o.total_cents',
      'o.created_at',
      'g.id as organisation_id',
      'g.name',
      'g.legal_name',
      'g.organisation_info',
      'g.abn',
      'g.gst_registered',
      'ti.order_id as issued',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw notFound('This order was not found.');
  if (order.issued) return invoiceOrThrow(db, orderId);
  const registered = order.gst_registered && order.abn !== '';
  try {
    const { rows } = await sql<TaxInvoiceRow>`
      WITH counter AS (
        INSERT INTO document_counters (organisation_id, series, last_number)
        VALUES (${order.organisation_id}, 'invoice', 1)
        ON CONFLICT (organisation_id, series)
          DO UPDATE SET last_number = document_counters.last_number + 1
        RETURNING last_number)
      INSERT INTO tax_invoices (order_id, organisation_id, number, gst_registered, seller_name, abn,
        total_cents, gst_cents, issued_at)
      SELECT ${orderId}, ${order.organisation_id}, counter.last_number, ${registered},
        ${sellerNameOf(order)}, ${order.abn}, ${order.total_cents},
        ${registered ? gstOfInclusive(order.total_cents) : 0}, ${order.created_at}
      FROM counter
      RETURNING *`.execute(db);
    return rows[0]!;
  } catch (error) {
    // Issued by another caller meanwhile: theirs stands, and this statement's number was undone.
    if (isUniqueViolation(error, 'tax_invoices_pkey')) return invoiceOrThrow(db, orderId);
    throw error;
  }
}

async function invoiceOrThrow(db: Db, orderId: string): Promise<TaxInvoiceRow> {
  const invoice = await invoiceOf(db, orderId);
  if (!invoice) throw notFound('This order was not found.');
  return invoice;
}

/**
 * The GST a refund gives back: one eleventh of it; the refund that completes the order's gives
 * back what the invoice's GST has left, so the notes' GST adds up to the invoice's to the cent.
 */
function adjustedGst(
  invoice: TaxInvoiceRow,
  before: { amount: number | string; gst: number | string },
  amountCents: number,
): number {
  if (!invoice.gst_registered) return 0;
  if (Number(before.amount) + amountCents >= invoice.total_cents)
    return Math.max(0, invoice.gst_cents - Number(before.gst));
  return gstOfInclusive(amountCents);
}

/**
 * The adjustment note of a refund (named by its key: the tickets it refunded), issued once; the
 * order's invoice is issued first if it had none, since the note refers to it.
 */
export async function issueAdjustmentNote(
  db: Db,
  refund: { orderId: string; refundKey: string; amountCents: number },
): Promise<AdjustmentNoteRow> {
  const invoice = await issueInvoice(db, refund.orderId);
  const noteOf = (from: Db) =>
    from
      .selectFrom('adjustment_notes')
      .selectAll()
      .where('order_id', '=', refund.orderId)
      .where('refund_key', '=', refund.refundKey)
      .executeTakeFirst();
  const issued = await noteOf(db);
  if (issued) return issued;
  return withTransactionRetry(() =>
    db.transaction().execute(async (trx) => {
      await lockCounter(trx, invoice.organisation_id, 'adjustment');
      const meanwhile = await noteOf(trx);
      if (meanwhile) return meanwhile;
      const before = await trx
        .selectFrom('adjustment_notes')
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('amount'),
          eb.fn.coalesce(eb.fn.sum<number>('gst_cents'), eb.lit(0)).as('gst'),
        ])
        .where('order_id', '=', refund.orderId)
        .executeTakeFirstOrThrow();
      return trx
        .insertInto('adjustment_notes')
        .values({
          id: randomUUID(),
          order_id: refund.orderId,
          organisation_id: invoice.organisation_id,
          number: await takeNumber(trx, invoice.organisation_id, 'adjustment'),
          refund_key: refund.refundKey,
          amount_cents: refund.amountCents,
          gst_cents: adjustedGst(invoice, before, refund.amountCents),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }),
  );
}
