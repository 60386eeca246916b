// What an order's documents say: the issued invoice with the order's lines, discount and booking
// fee, the event, the buyer and how it was paid; and a refund's adjustment note with its invoice.
import { roleName, withRoleName } from '../../../src/contract/partner-roles';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { paymentProvider } from '../purchases/payment-providers';
import type { AdjustmentNoteRow, TaxInvoiceRow } from './tax-invoices';

export interface InvoiceContent {
  invoice: TaxInvoiceRow;
  orderId: string;
  currency: string;
  /** The school's zone: the document's dates are its. */
  timeZone: string;
  buyer: { name: string | null; email: string };
  event: { title: string; startsAt: Date | null; timeZone: string };
  lines: Array<{ description: string; quantity: number; unitPriceCents: number }>;
  discount: { code: string; cents: number } | null;
  bookingFeeCents: number;
  paidWith: 'card' | 'demo' | 'pass';
}

export interface AdjustmentContent extends InvoiceContent {
  note: AdjustmentNoteRow;
}

export async function invoiceContent(db: Db, invoice: TaxInvoiceRow): Promise<InvoiceContent> {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('ticket_configurations as c', 'c.id', 'o.configuration_id')
    .innerJoin('organisations as g', 'g.id', 'c.organisation_id')
    .leftJoin('events as e', 'e.id', 'o.event_id')
    .leftJoin('accounts as a', 'a.id', 'o.account_id')
    .select([
      'o.id',
      'o.currency',
      'o.buyer_email',
      'o.payment_provider',
      'o.code',
      'o.discount_cents',
      'o.booking_fee_cents',
      'g.time_zone',
      'a.name as buyer_name',
      'e.title as event_title',
      'e.starts_at as event_starts_at',
      'e.time_zone as event_time_zone',
    ])
    .where('o.id', '=', invoice.order_id)
    .executeTakeFirst();
  if (!row) throw notFound('This order was not found.');
  const lines = await db
    .selectFrom('order_lines as l')
    .innerJoin('ticket_types as y', 'y.id', 'l.ticket_type_id')
    .select(['y.name', 'y.roles', 'l.role', 'l.quantity', 'l.unit_price_cents'])
    .where('l.order_id', '=', invoice.order_id)
    .orderBy('y.position')
    .orderBy('l.role')
    .execute();
  const eventTitle = row.event_title ?? 'Event no longer listed';
  return {
    invoice,
    orderId: row.id,
    currency: row.currency,
    timeZone: row.time_zone,
    buyer: { name: row.buyer_name?.trim() || null, email: row.buyer_email },
    event: {
      title: eventTitle,
      startsAt: row.event_starts_at,
      timeZone: row.event_time_zone ?? row.time_zone,
    },
    lines: lines.map((line) => ({
      description: `${withRoleName(
        line.name,
        line.roles && line.role ? roleName(line.roles, line.role) : null,
      )} ticket: ${eventTitle}`,
      quantity: line.quantity,
      unitPriceCents: line.unit_price_cents,
    })),
    discount:
      row.code && row.discount_cents > 0 ? { code: row.code, cents: row.discount_cents } : null,
    bookingFeeCents: row.booking_fee_cents,
    paidWith:
      row.payment_provider === 'pass'
        ? 'pass'
        : row.payment_provider === paymentProvider().id
          ? 'demo'
          : 'card',
  };
}
