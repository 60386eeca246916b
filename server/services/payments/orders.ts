// Orders as people read them: the buyer's order page (status, lines, tickets, refunds), and an
// event's sales for its organiser (gross, fees, refunded, net, and each order with its tickets,
// add-ons, its buyer's name and, sold at the door, how it was paid).
import { paymentProvider } from '../purchases/payment-providers';
import { roleName, withRoleName } from '../../../src/contract/partner-roles';
import type { OrderDetails } from '../../../src/contract/payments';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { ownConfigurationRow } from '../ticketing/configurations';
import { COMP_PROVIDER } from '../comps/comp-read';
import { addOnsOfOrders, type SoldAddOn } from '../addons/order-addons';
import {
  DOOR_SALE_METHODS,
  DOOR_SALE_PROVIDER,
  type DoorSaleMethod,
} from '../../../src/contract/door-sales';

async function ticketsOf(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('tickets as t')
    .innerJoin('ticket_types as y', 'y.id', 't.ticket_type_id')
    .leftJoin('check_ins as c', 'c.ticket_id', 't.id')
    .leftJoin('tickets as next', 'next.transferred_from', 't.id')
    .select([
      't.id',
      't.order_id',
      't.code',
      't.voided_at',
      'next.id as successor_id',
      'y.name',
      'y.position',
      't.role_name',
      'c.checked_in_at',
    ])
    .where('t.order_id', 'in', orderIds)
    .orderBy('y.position')
    .orderBy('t.code')
    .execute();
}

const ticketOf = (row: Awaited<ReturnType<typeof ticketsOf>>[number]) => ({
  id: row.id,
  code: row.code,
  ticketTypeName: withRoleName(row.name, row.role_name),
  void: row.voided_at !== null,
  passedOn: row.successor_id !== null,
  checkedInAt: row.checked_in_at?.toISOString() ?? null,
});

/** `accountId` null: a guest's order, opened by its signed link (guest-checkout.ts). */
export async function buyersOrder(
  db: Db,
  accountId: string | null,
  orderId: string,
): Promise<OrderDetails> {
  const order = await db
    .selectFrom('orders as o')
    .leftJoin('events as e', 'e.id', 'o.event_id')
    .selectAll('o')
    .select([
      'e.title as event_title',
      'e.starts_at as event_starts_at',
      'e.time_zone as event_time_zone',
      'e.location_description as event_location',
    ])
    .where('o.id', '=', orderId)
    .$call((query) =>
      accountId === null
        ? query.where('o.guest_name', 'is not', null)
        : query.where('o.account_id', '=', accountId),
    )
    .executeTakeFirst();
  if (!order) throw notFound('This order was not found.');
  const lines = await db
    .selectFrom('order_lines as l')
    .innerJoin('ticket_types as y', 'y.id', 'l.ticket_type_id')
    .select(['y.name', 'y.roles', 'l.role', 'l.quantity', 'l.unit_price_cents', 'y.position'])
    .where('l.order_id', '=', orderId)
    .orderBy('y.position')
    .orderBy('l.role')
    .execute();
  return {
    id: order.id,
    status: order.status,
    createdAt: order.created_at.toISOString(),
    currency: order.currency,
    totalCents: order.total_cents,
    refundedCents: order.refunded_cents,
    disputed: order.disputed,
    demo: order.payment_provider === paymentProvider().id,
    withPass: order.payment_provider === 'pass',
    event: {
      id: order.event_id,
      title: order.event_title ?? 'Event no longer listed',
      startDateTime: order.event_starts_at?.toISOString() ?? order.created_at.toISOString(),
      timeZone: order.event_time_zone ?? 'UTC',
      location: order.event_location ?? '',
    },
    lines: lines.map((line) => ({
      name: withRoleName(
        line.name,
        line.roles && line.role ? roleName(line.roles, line.role) : null,
      ),
      quantity: line.quantity,
      unitPriceCents: line.unit_price_cents,
    })),
    discount: order.code ? { code: order.code, cents: order.discount_cents } : null,
    bookingFeeCents: order.booking_fee_cents,
    addOns: ((await addOnsOfOrders(db, [orderId])).get(orderId) ?? []).map(addOnLineOf),
    tickets: (await ticketsOf(db, [orderId])).map(ticketOf),
  };
}

/** An add-on line as the order page and Sales show it. */
const addOnLineOf = (line: SoldAddOn) => ({
  name: line.name,
  quantity: line.quantity,
  unitPriceCents: line.unitPriceCents,
  handedOver: line.handedOverAt !== null,
  refunded: line.refunded,
});

export async function salesOf(db: Db, organisationId: string, configurationId: string) {
  await ownConfigurationRow(db, organisationId, configurationId);
  const orders = await db
    .selectFrom('orders')
    .select([
      'id',
      'buyer_email',
      'created_at',
      'status',
      'total_cents',
      'fee_cents',
      'refunded_cents',
      'disputed',
      'currency',
      'payment_provider',
      'code',
      'discount_cents',
      'comp_note',
      'comp_revoked_at',
      'guest_name',
      'payment_method',
    ])
    .where('configuration_id', '=', configurationId)
    .orderBy('created_at', 'desc')
    .execute();
  const tickets = await ticketsOf(
    db,
    orders.map((order) => order.id),
  );
  const sum = (pick: (order: (typeof orders)[number]) => number) =>
    orders.reduce((total, order) => total + pick(order), 0);
  const refunders = await refundersOf(
    db,
    orders.map((order) => order.id),
  );
  const addOns = await addOnsOfOrders(
    db,
    orders.map((order) => order.id),
  );
  const edited = await db
    .selectFrom('ticket_configurations as c')
    .leftJoin('accounts as a', 'a.id', 'c.updated_by_account_id')
    .select(['a.email', 'c.updated_at'])
    .where('c.id', '=', configurationId)
    .executeTakeFirst();
  const grossCents = sum((order) => order.total_cents);
  const feeCents = sum((order) => order.fee_cents);
  const refundedCents = sum((order) => order.refunded_cents);
  return {
    currency: orders[0]?.currency ?? 'AUD',
    grossCents,
    feeCents,
    refundedCents,
    netCents: grossCents - feeCents - refundedCents,
    orders: orders.map((order) => ({
      id: order.id,
      buyerEmail: order.buyer_email,
      createdAt: order.created_at.toISOString(),
      status: order.status,
      totalCents: order.total_cents,
      refundedCents: order.refunded_cents,
      disputed: order.disputed,
      demo: order.payment_provider === paymentProvider().id,
      code: order.code,
      discountCents: order.discount_cents,
      comp: order.payment_provider === COMP_PROVIDER,
      compNote: order.comp_note,
      compRevoked: order.comp_revoked_at !== null,
      tickets: tickets.filter((ticket) => ticket.order_id === order.id).map(ticketOf),
      addOns: (addOns.get(order.id) ?? []).map(addOnLineOf),
      refundedBy: refunders.get(order.id) ?? [],
      buyerName: order.guest_name,
      doorMethod: order.payment_provider === DOOR_SALE_PROVIDER ? doorMethodOf(order) : null,
    })),
    lastEditedBy: edited?.email ?? null,
    lastEditedAt: edited?.email ? edited.updated_at.toISOString() : null,
  };
}

/** A door sale's method as the contract names it (a row written by door-sale.ts always is one). */
const doorMethodOf = (order: { payment_method: string }): DoorSaleMethod | null =>
  (DOOR_SALE_METHODS as readonly string[]).includes(order.payment_method)
    ? (order.payment_method as DoorSaleMethod)
    : null;

/** Who refunded each order's tickets: the members' e-mails, once each. */
async function refundersOf(db: Db, orderIds: string[]): Promise<Map<string, string[]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('tickets as t')
    .innerJoin('accounts as a', 'a.id', 't.refunded_by_account_id')
    .select(['t.order_id', 'a.email'])
    .distinct()
    .where('t.order_id', 'in', orderIds)
    .orderBy('a.email')
    .execute();
  const byOrder = new Map<string, string[]>();
  for (const row of rows)
    byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row.email]);
  return byOrder;
}
