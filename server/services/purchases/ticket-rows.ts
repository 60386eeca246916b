// How every reader of tickets joins them (attendee list, My Tickets, the door): a ticket with its
// order, its type and its check-in if any, and what each of those lists shows of the ticket.
import type { Db } from '../../db/database';

export function ticketsWithOrder(db: Db) {
  return db
    .selectFrom('tickets')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .innerJoin('ticket_types', 'ticket_types.id', 'tickets.ticket_type_id')
    .leftJoin('check_ins', 'check_ins.ticket_id', 'tickets.id');
}

/** A ticket as a list shows it: code, type and role, whose it is, refunded, checked in. */
export const TICKET_LINE_COLUMNS = [
  'tickets.id',
  'tickets.code',
  'tickets.ticket_type_id',
  'tickets.voided_at',
  /** A class booked with a pass: the one session it admits to. */
  'tickets.session_id',
  'ticket_types.name as type_name',
  'tickets.role_name',
  'tickets.holder_name',
  'tickets.holder_email',
  'orders.buyer_email',
  'check_ins.checked_in_at',
] as const;
