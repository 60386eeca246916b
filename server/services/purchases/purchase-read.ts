// The purchase's reads. What a purchase or a paid checkout needs to know, in one read: the
// published configuration, its event, the chosen ticket types with their prices and seats, the
// school's card account, and whether this buyer already made this purchase (an order) or started
// this checkout (a hold). Each query is a round trip the seat rush pays for, so it stays one.
// Nothing is locked here; the write locks and recounts (purchase-write.ts, payments/holds.ts).
import { withRoleName } from '../../../src/contract/partner-roles';
import type { PurchaseResult } from '../../../src/contract/purchases';
import type { PurchaseInput } from './purchase-input';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { NOT_ON_SALE } from './purchase-event';
import { saleFingerprint, typesForSale } from './types-for-sale';

/** Whose transaction ids are looked up: an account's, or a guest's by their address. */
export interface BuyerKey {
  accountId: string | null;
  email: string;
}

/** Rows of a hold or order that are this buyer's (a guest's: by address, marked guest). */
export function ownedBy<QB extends WhereBuyer>(query: QB, buyer: BuyerKey): QB {
  if (buyer.accountId !== null) return query.where('account_id', '=', buyer.accountId) as QB;
  return query
    .where('guest_name', 'is not', null)
    .where('buyer_email', '=', buyer.email.toLowerCase()) as QB;
}

interface WhereBuyer {
  where(column: 'account_id' | 'guest_name' | 'buyer_email', op: string, value: unknown): this;
}

export async function orderIdByKey(db: Db, buyer: BuyerKey, key: string) {
  const row = await ownedBy(db.selectFrom('orders').select('id'), buyer)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row?.id ?? null;
}

function purchaseRows(db: Db, buyer: BuyerKey, request: PurchaseInput, typeIds: string[]) {
  return typesForSale(db)
    .select((eb) => [
      ownedBy(eb.selectFrom('reservations').select('reservations.id'), buyer)
        .where('reservations.idempotency_key', '=', request.transactionId)
        .as('earlier_reservation_id'),
      ownedBy(eb.selectFrom('orders').select('orders.id'), buyer)
        .where('orders.idempotency_key', '=', request.transactionId)
        .as('earlier_order_id'),
      saleFingerprint.as('fingerprint'),
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
  buyer: BuyerKey,
  request: PurchaseInput,
  chosenTypeIds: string[],
): Promise<PurchaseRow[] | string> {
  // A role-based type is chosen once per role: one row each all the same.
  const typeIds = [...new Set(chosenTypeIds)];
  const rows = await purchaseRows(db, buyer, request, typeIds);
  // With no row the subquery never ran: an order may still exist (the event was unpublished since).
  const earlier = rows[0]
    ? rows[0].earlier_order_id
    : await orderIdByKey(db, buyer, request.transactionId);
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

/** An order as the purchase call answers it (a retry gets its earlier order this way). */
export async function orderResult(db: Db, orderId: string): Promise<PurchaseResult> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'total_cents', 'currency'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const tickets = await db
    .selectFrom('tickets')
    .innerJoin('ticket_types', 'ticket_types.id', 'tickets.ticket_type_id')
    .select(['tickets.code', 'ticket_types.name', 'tickets.role_name'])
    .where('tickets.order_id', '=', orderId)
    .orderBy('ticket_types.position')
    .orderBy('tickets.code')
    .execute();
  return {
    orderId: order.id,
    total: order.total_cents / 100,
    currency: order.currency,
    tickets: tickets.map((ticket) => ({
      code: ticket.code,
      ticketTypeName: withRoleName(ticket.name, ticket.role_name),
    })),
  };
}
