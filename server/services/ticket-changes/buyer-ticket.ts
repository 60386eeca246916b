// One ticket of a buyer's order, as a change to it (a transfer, a new name, a cancellation, a
// refund request) reads it: the order locked for update — every change and every refund of the
// order queue on that row, so a transfer racing a cancellation lets one win — with the event's
// start and the school's settings, and the rules that say whether the buyer may change it now.
import { isDoorSale } from '../../../src/contract/door-sales';
import type { RefundRule } from '../../../src/contract/ticket-changes';
import {
  refundPercentAt,
  transferDeadline,
  TRANSFERS_FORBIDDEN,
} from '../../../src/contract/ticket-changes';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { CLAIMED_ORDER_COLUMNS } from '../payments/refund-claims';

export const TICKET_NOT_FOUND = 'This ticket was not found in your order.';
const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/**
 * Whose order it is: a signed-in buyer's (`accountId`), or a guest's opened by its signed link
 * (`guestLink`, the link checked by the caller) — the order of a guest checkout, acting as its
 * buyer.
 */
export type OrderBuyer = { accountId: string } | { guestLink: true };

/** The buyer's order (locked when `lock`), with its event's start and the school's settings. */
export async function buyersOrderFor(
  db: Db,
  buyer: string | OrderBuyer,
  orderId: string,
  lock: boolean,
) {
  const by = typeof buyer === 'string' ? { accountId: buyer } : buyer;
  let query = db
    .selectFrom('orders as o')
    .innerJoin('ticket_configurations as c', 'c.id', 'o.configuration_id')
    .leftJoin('events as e', 'e.id', 'o.event_id')
    .select([
      ...CLAIMED_ORDER_COLUMNS,
      'o.account_id',
      'o.configuration_id',
      'o.event_id',
      'e.ends_at',
      'e.location_description',
      'c.transfers_allowed',
      'c.transfer_cutoff_hours',
      'c.refund_rules',
      'c.event_state',
      'c.refund_until',
    ])
    .where('o.id', '=', orderId)
    .$call((q) =>
      'accountId' in by
        ? q.where('o.account_id', '=', by.accountId)
        : q.where('o.guest_name', 'is not', null),
    );
  if (lock) query = query.forUpdate('o');
  const order = await query.executeTakeFirst();
  if (!order) throw notFound('This order was not found.');
  return { ...order, refund_rules: order.refund_rules as RefundRule[] | null };
}
export type BuyersOrder = Awaited<ReturnType<typeof buyersOrderFor>>;

/**
 * What share a cancellation gives back now, and until when: the school's policy — or, after the
 * event was postponed, everything until the cut-off the school set.
 */
export function refundNow(order: BuyersOrder, now: Date): { percent: number; until: Date | null } {
  if (order.event_state === 'postponed' && order.refund_until && now < order.refund_until)
    return { percent: 100, until: order.refund_until };
  return order.starts_at
    ? refundPercentAt(order.refund_rules, order.starts_at, now)
    : { percent: 0, until: null };
}

/** The order's tickets with what a change needs: check-in, who holds it, whom it passed on to. */
export function orderTickets(db: Db, orderId: string) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('ticket_types as y', 'y.id', 't.ticket_type_id')
    .leftJoin('check_ins as c', 'c.ticket_id', 't.id')
    .leftJoin('tickets as next', 'next.transferred_from', 't.id')
    .select([
      't.id',
      't.code',
      't.ticket_type_id',
      't.event_id',
      't.account_id',
      't.voided_at',
      't.role',
      't.role_name',
      't.session_id',
      't.holder_name',
      't.holder_email',
      't.transferred_from',
      't.answers',
      'y.name as type_name',
      'y.position',
      'c.checked_in_at',
      'next.holder_name as next_name',
      'next.holder_email as next_email',
    ])
    .where('t.order_id', '=', orderId)
    .orderBy('y.position')
    .orderBy('t.created_at')
    .orderBy('t.code');
}
export type OrderTicket = Awaited<ReturnType<ReturnType<typeof orderTickets>['execute']>>[number];

/**
 * A sale made at the door (cash, or card outside Floorcraft) is paid back by the school itself:
 * its tickets are not cancelled for a policy refund here (no money would move, yet the books would
 * say it had); the buyer asks the school instead (Request a refund).
 */
export const soldAtDoor = (order: BuyersOrder): boolean => isDoorSale(order);
export const DOOR_SALE_NOT_CANCELLED =
  'A ticket bought at the door is refunded by the school itself: ask them with Request a refund.';

/**
 * Whether the buyer (`accountId`; a guest's link acts as the order's account, null until one
 * claims it) may act on this ticket at all: theirs (not a partner's who took it, nor one
 * passed on to someone), valid, not used at the door, of an event that has not started. A
 * refusal in the buyer's words; null: they may.
 */
export function changeRefusal(
  order: BuyersOrder,
  ticket: OrderTicket,
  accountId: string | null,
  now: Date,
): string | null {
  if (order.payment_provider === 'pass')
    return 'A class booked with a pass is cancelled from My Tickets.';
  if (ticket.transferred_from !== null || (ticket.account_id && ticket.account_id !== accountId))
    return 'This ticket is no longer yours to change: it belongs to its holder.';
  if (ticket.voided_at) return 'This ticket is no longer valid.';
  if (ticket.checked_in_at) return 'This ticket was already used at the door.';
  if (!order.starts_at || order.starts_at <= now) return 'This event has already started.';
  return null;
}

/** Why the ticket cannot be passed on (or renamed) now; null: it can. */
export function transferRefusal(
  order: BuyersOrder,
  ticket: OrderTicket,
  accountId: string | null,
  now: Date,
): string | null {
  const refusal = changeRefusal(order, ticket, accountId, now);
  if (refusal) return refusal;
  const until = transferDeadline(
    { transfersAllowed: order.transfers_allowed, transferCutoffHours: order.transfer_cutoff_hours },
    order.starts_at!,
  );
  if (!until) return TRANSFERS_FORBIDDEN;
  if (until <= now)
    return `Tickets of this event can be passed on until ${order.transfer_cutoff_hours} hours before it starts.`;
  return null;
}

/** The order's ticket that the buyer may change now (its order already read) — or a 404/409. */
export async function changeableTicket(
  trx: Db,
  order: BuyersOrder,
  accountId: string | null,
  ticketId: string,
  refusalOf: typeof changeRefusal,
) {
  const ticket = await orderTickets(trx, order.id).where('t.id', '=', ticketId).executeTakeFirst();
  if (!ticket) throw notFound(TICKET_NOT_FOUND);
  const refusal = refusalOf(order, ticket, accountId, new Date());
  if (refusal) throw conflict(refusal);
  return ticket;
}

/** The order's ticket, locked with its order, that the buyer may change — or a 404/409. */
export async function lockedTicket(
  trx: Db,
  accountId: string,
  orderId: string,
  ticketId: string,
  refusalOf: typeof changeRefusal,
) {
  const order = await buyersOrderFor(trx, accountId, orderId, true);
  return { order, ticket: await changeableTicket(trx, order, accountId, ticketId, refusalOf) };
}
