// Reading holds: a buyer's own (the return page polls it until the order exists), and the one a
// retried checkout finds under its transaction id.
import type { Reservation } from '../../../src/contract/payments';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { ownedBy, type BuyerKey } from '../purchases/purchase-read';

const RESERVATION_NOT_FOUND = 'This checkout was not found.';

/** A hold as its answer is made of (reservationOf). */
export type ReservationRow = {
  id: string;
  status: Reservation['status'];
  checkout_url: string | null;
  expires_at: Date;
  order_id: string | null;
  event_id: string | null;
  from_app: boolean;
};

export const reservationOf = (row: ReservationRow): Reservation => ({
  id: row.id,
  status: row.status,
  // Only a hold can still be paid for.
  checkoutUrl: row.status === 'held' ? row.checkout_url : null,
  expiresAt: row.expires_at.toISOString(),
  orderId: row.order_id,
  eventId: row.event_id,
  fromApp: row.from_app,
});

const columns = [
  'id',
  'status',
  'checkout_url',
  'expires_at',
  'order_id',
  'event_id',
  'from_app',
  'selection',
  'checkout_session_id',
] as const;

export async function reservationByKey(db: Db, buyer: BuyerKey, key: string) {
  return ownedBy(db.selectFrom('reservations').select(columns), buyer)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export async function buyersReservation(
  db: Db,
  accountId: string,
  reservationId: string,
): Promise<Reservation> {
  const row = await db
    .selectFrom('reservations')
    .select(columns)
    .where('id', '=', reservationId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw notFound(RESERVATION_NOT_FOUND);
  return reservationOf(row);
}
