// What a purchase needs to know, in one read: the published configuration, its event, the chosen
// ticket types with their prices and seats, and whether this buyer already made this purchase.
// Nothing is locked here; the write locks and recounts (purchase-write.ts).
import type { PurchaseRequest } from '../../../src/contract/purchases';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { NOT_ON_SALE } from './purchase-event';

export async function orderIdByKey(db: Db, accountId: string, key: string) {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('account_id', '=', accountId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row?.id ?? null;
}

function purchaseRows(db: Db, accountId: string, request: PurchaseRequest, typeIds: string[]) {
  return db
    .selectFrom('ticket_types as t')
    .innerJoin('ticket_configurations as c', 'c.id', 't.configuration_id')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .select((eb) => [
      't.id',
      't.name',
      't.position',
      't.price_cents',
      't.currency',
      't.quantity',
      't.sold',
      'c.id as configuration_id',
      'c.event_id',
      'c.sales_starts_at',
      'c.sales_ends_at',
      'c.published_at',
      'c.payment_methods',
      'e.title as event_title',
      'e.starts_at as event_starts_at',
      'e.time_zone as event_time_zone',
      'e.location_description as event_location',
      eb
        .selectFrom('orders')
        .select('orders.id')
        .where('orders.account_id', '=', accountId)
        .where('orders.idempotency_key', '=', request.paymentData.transactionId)
        .as('earlier_order_id'),
    ])
    .where('c.id', '=', request.ticketingConfigId)
    .where('c.status', '=', 'published')
    .where('t.id', 'in', typeIds)
    .orderBy('t.id')
    .execute();
}

export type PurchaseRow = Awaited<ReturnType<typeof purchaseRows>>[number];

/** One row per chosen type, or the id of this purchase's earlier order. */
export async function readForPurchase(
  db: Db,
  accountId: string,
  request: PurchaseRequest,
  typeIds: string[],
): Promise<PurchaseRow[] | string> {
  const rows = await purchaseRows(db, accountId, request, typeIds);
  const earlier =
    rows[0]?.earlier_order_id ??
    (await orderIdByKey(db, accountId, request.paymentData.transactionId));
  if (earlier) return earlier;
  if (rows.length === typeIds.length) return rows;
  const onSale = await db
    .selectFrom('ticket_configurations')
    .select('id')
    .where('id', '=', request.ticketingConfigId)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!onSale) throw new AppError(404, 'NOT_FOUND', NOT_ON_SALE);
  throw new AppError(400, 'VALIDATION_ERROR', 'That ticket type is not part of this event.', {
    field: 'ticketSelections',
  });
}
