// What the orders export reads: an event's orders with their dates in the event's zone, buyers,
// money, invoices' GST and refunds' GST; and each order's lines — ticket types (with the role, and
// how many of them were refunded) and add-ons.
import { roleName, withRoleName } from '../../../src/contract/partner-roles';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface ExportLine {
  orderId: string;
  kind: 'Ticket' | 'Add-on';
  item: string;
  quantity: number;
  refundedQuantity: number;
  unitPriceCents: number;
  /** The line's money: its tickets' own prices where they have them (a door sale's amount split to
   * the cent: $25.00 for 3 is 8.34 + 8.33 + 8.33, not 3 × 8.33), else quantity × unit price. */
  totalCents: number;
}

export async function exportOrdersOf(db: Db, configurationId: string, timeZone: string) {
  const local = (pattern: string) =>
    sql<string>`to_char(o.created_at AT TIME ZONE ${timeZone}, ${pattern})`;
  return db
    .selectFrom('orders as o')
    .leftJoin('accounts as a', 'a.id', 'o.account_id')
    .leftJoin('tax_invoices as i', 'i.order_id', 'o.id')
    .select((eb) => [
      'o.id',
      local('YYYY-MM-DD').as('date'),
      local('HH24:MI').as('time'),
      eb.fn.coalesce('o.guest_name', 'a.name').as('buyer'),
      'o.buyer_email',
      'o.currency',
      'o.total_cents',
      'o.discount_cents',
      'o.code',
      'o.booking_fee_cents',
      'o.refunded_cents',
      'o.status',
      'o.payment_method',
      'o.payment_provider',
      'o.comp_revoked_at',
      'i.gst_registered as invoice_gst_registered',
      'i.gst_cents as invoice_gst_cents',
      eb
        .selectFrom('adjustment_notes as n')
        .select((inner) => inner.fn.sum<string>('n.gst_cents').as('gst'))
        .whereRef('n.order_id', '=', 'o.id')
        .as('refunded_gst_cents'),
    ])
    .where('o.configuration_id', '=', configurationId)
    .orderBy('o.created_at')
    .orderBy('o.id')
    .execute();
}
export type ExportOrder = Awaited<ReturnType<typeof exportOrdersOf>>[number];

/** Each order's lines: its ticket types, then its add-ons. */
export async function exportLinesOf(
  db: Db,
  orderIds: string[],
): Promise<Map<string, ExportLine[]>> {
  const byOrder = new Map<string, ExportLine[]>();
  if (orderIds.length === 0) return byOrder;
  const [tickets, addOns] = await Promise.all([
    db
      .selectFrom('order_lines as l')
      .innerJoin('ticket_types as y', 'y.id', 'l.ticket_type_id')
      .select((eb) => [
        'l.order_id',
        'y.name',
        'y.roles',
        'l.role',
        'l.quantity',
        'l.unit_price_cents',
        // Refunded: void and not passed on to another holder (a transfer voids the old ticket).
        eb
          .selectFrom('tickets as t')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .whereRef('t.order_id', '=', 'l.order_id')
          .whereRef('t.ticket_type_id', '=', 'l.ticket_type_id')
          .where(sql<boolean>`coalesce(t.role, '') = l.role`)
          .where('t.voided_at', 'is not', null)
          .where((inner) =>
            inner.not(
              inner.exists(
                inner
                  .selectFrom('tickets as next')
                  .select('next.id')
                  .whereRef('next.transferred_from', '=', 't.id'),
              ),
            ),
          )
          .as('refunded'),
        // The tickets' own prices (a door sale's split), the first holders' only: a ticket passed on
        // is the same place.
        eb
          .selectFrom('tickets as t')
          .select((inner) => inner.fn.sum<string>('t.price_cents').as('cents'))
          .whereRef('t.order_id', '=', 'l.order_id')
          .whereRef('t.ticket_type_id', '=', 'l.ticket_type_id')
          .where(sql<boolean>`coalesce(t.role, '') = l.role`)
          .where('t.transferred_from', 'is', null)
          .as('priced'),
      ])
      .where('l.order_id', 'in', orderIds)
      .orderBy('y.position')
      .orderBy('l.role')
      .execute(),
    db
      .selectFrom('order_addons as d')
      .select(['d.order_id', 'd.name', 'd.quantity', 'd.unit_price_cents', 'd.refunded_at'])
      .where('d.order_id', 'in', orderIds)
      .orderBy('d.name')
      .execute(),
  ]);
  const add = (line: ExportLine) =>
    byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  for (const line of tickets)
    add({
      orderId: line.order_id,
      kind: 'Ticket',
      item: withRoleName(
        line.name,
        line.roles && line.role ? roleName(line.roles, line.role) : null,
      ),
      quantity: line.quantity,
      refundedQuantity: Math.min(line.quantity, Number(line.refunded ?? 0)),
      unitPriceCents: line.unit_price_cents,
      totalCents:
        line.priced !== null ? Number(line.priced) : line.quantity * line.unit_price_cents,
    });
  for (const addOn of addOns)
    add({
      orderId: addOn.order_id,
      kind: 'Add-on',
      item: addOn.name,
      quantity: addOn.quantity,
      refundedQuantity: addOn.refunded_at ? addOn.quantity : 0,
      unitPriceCents: addOn.unit_price_cents,
      totalCents: addOn.quantity * addOn.unit_price_cents,
    });
  return byOrder;
}
