// One event change as its job reads it (the change, its event and school), and who besides the
// buyer holds an order's tickets: what the refund and the postponement steps both need.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ChangedEvent } from './event-change-mail';

export type Change = NonNullable<Awaited<ReturnType<typeof changeOf>>>;

export function changeOf(db: Db, changeId: string) {
  return db
    .selectFrom('event_changes as x')
    .innerJoin('ticket_configurations as c', 'c.id', 'x.configuration_id')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .innerJoin('organisations as o', 'o.id', 'x.organisation_id')
    .select([
      'x.id',
      'x.kind',
      'x.status',
      'x.note',
      'x.configuration_id',
      'x.old_starts_at',
      'x.new_starts_at',
      'x.refund_until',
      'x.created_at',
      'e.title',
      'e.time_zone',
      'o.name as school',
    ])
    .where('x.id', '=', changeId)
    .executeTakeFirst();
}

export const changedEvent = (change: Change): ChangedEvent => ({
  title: change.title,
  timeZone: change.time_zone,
  oldStartsAt: change.old_starts_at,
  newStartsAt: change.new_starts_at,
  refundUntil: change.refund_until,
  note: change.note,
  school: change.school,
});

/** Each address of the order's live (or, after the claim, just voided) tickets but the buyer's. */
export async function holdersOf(db: Db, orderId: string, buyer: string, ticketIds?: string[]) {
  const rows = await db
    .selectFrom('tickets')
    .select(sql<string>`lower(holder_email)`.as('email'))
    .distinct()
    .where('order_id', '=', orderId)
    .where('holder_email', 'is not', null)
    .$if(ticketIds !== undefined, (q) => q.where('id', 'in', ticketIds!))
    .$if(ticketIds === undefined, (q) => q.where('voided_at', 'is', null))
    .execute();
  return rows.map((row) => row.email).filter((email) => email !== buyer.toLowerCase());
}
