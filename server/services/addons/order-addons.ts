// An order's add-ons after the sale: read for the order page, Sales, the attendee list and the
// door; given back to stock and paid back when the order's last tickets are refunded or cancelled
// (and taken again if that refund is undone); marked handed over at the door.
import type { Db } from '../../db/database';
import { moveAddOnStock } from './addon-stock';

export interface SoldAddOn {
  id: string;
  orderId: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  handedOverAt: Date | null;
  refunded: boolean;
}

/** The add-ons of these orders, by order id. */
export async function addOnsOfOrders(db: Db, orderIds: string[]) {
  const byOrder = new Map<string, SoldAddOn[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_addons')
    .select([
      'id',
      'order_id',
      'name',
      'quantity',
      'unit_price_cents',
      'handed_over_at',
      'refunded_at',
    ])
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('name')
    .execute();
  for (const row of rows) {
    const list = byOrder.get(row.order_id) ?? [];
    list.push({
      id: row.id,
      orderId: row.order_id,
      name: row.name,
      quantity: row.quantity,
      unitPriceCents: row.unit_price_cents,
      handedOverAt: row.handed_over_at,
      refunded: row.refunded_at !== null,
    });
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}

/** "T-shirt · M × 2, Gala dinner × 1": an order's add-ons in one cell (attendee CSV, door). */
export const addOnsText = (addOns: SoldAddOn[] | undefined) =>
  (addOns ?? [])
    .filter((line) => !line.refunded)
    .map((line) => `${line.name} × ${line.quantity}`)
    .join(', ');

/**
 * What an order's add-ons not yet refunded are worth when its last tickets are refunded:
 * `returnedCents` go back with them; `keptCents` stay the buyer's (handed over already, when
 * `keepHandedOver`: a buyer's cancellation). Locks the lines, so a hand-over at the door waits for
 * the refund and then finds the line refunded.
 */
export async function addOnsWithLastTickets(
  db: Db,
  orderId: string,
  keepHandedOver: boolean,
): Promise<{ returnedCents: number; keptCents: number }> {
  const lines = await db
    .selectFrom('order_addons')
    .select(['quantity', 'unit_price_cents', 'handed_over_at'])
    .where('order_id', '=', orderId)
    .where('refunded_at', 'is', null)
    .forUpdate()
    .execute();
  let returnedCents = 0;
  let keptCents = 0;
  for (const line of lines) {
    const cents = line.quantity * line.unit_price_cents;
    if (keepHandedOver && line.handed_over_at !== null) keptCents += cents;
    else returnedCents += cents;
  }
  return { returnedCents, keptCents };
}

/**
 * An order whose last tickets are refunded gives its add-ons back to stock, marked refunded at
 * `at` (the refund's moment, so an undone refund finds the same lines) — all of them for the
 * school's refund, those not handed over for a buyer's cancellation (`keepHandedOver`). Locks
 * after the types and the code.
 */
export async function refundOrderAddOns(
  db: Db,
  orderId: string,
  at: Date,
  keepHandedOver = false,
): Promise<void> {
  const lines = await db
    .updateTable('order_addons')
    .set({ refunded_at: at })
    .where('order_id', '=', orderId)
    .where('refunded_at', 'is', null)
    .$call((query) => (keepHandedOver ? query.where('handed_over_at', 'is', null) : query))
    .returning(['variant_id as variantId', 'quantity'])
    .execute();
  await moveAddOnStock(db, lines, 'releaseSold');
}

/** Undoes `refundOrderAddOns` (a refund Stripe refused): the lines are sold again. */
export async function unrefundOrderAddOns(db: Db, orderId: string, at: Date): Promise<void> {
  const lines = await db
    .updateTable('order_addons')
    .set({ refunded_at: null })
    .where('order_id', '=', orderId)
    .where('refunded_at', '=', at)
    .returning(['variant_id as variantId', 'quantity'])
    .execute();
  await moveAddOnStock(db, lines, 'sell');
}

/** Marks an order's add-on handed over at the door (once); answers false when it was not there. */
export async function handOverAddOn(
  db: Db,
  orderId: string,
  addOnId: string,
): Promise<Date | null> {
  const row = await db
    .updateTable('order_addons')
    .set({ handed_over_at: new Date() })
    .where('id', '=', addOnId)
    .where('order_id', '=', orderId)
    .where('refunded_at', 'is', null)
    // Once: a second tap (or a retry) keeps the first moment.
    .where('handed_over_at', 'is', null)
    .returning('handed_over_at')
    .executeTakeFirst();
  if (row) return row.handed_over_at;
  const earlier = await db
    .selectFrom('order_addons')
    .select('handed_over_at')
    .where('id', '=', addOnId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return earlier?.handed_over_at ?? null;
}
