// What the dashboard shows of an event's cancellation or postponement: the event's state, what
// cancelling it would do now (live tickets, their orders, the refunds in total, people waiting),
// and each change with its progress (orders handled of those it found).
import { sql } from 'kysely';
import type { EventChange, EventChangesView } from '../../../src/contract/event-changes';
import type { Db } from '../../db/database';
import { ownConfigurationRow } from '../ticketing/configurations';

/** The live tickets of the configuration's sales (comps and pass bookings too), by order, with
 * what is left to refund of each order. */
export async function liveOrdersOf(db: Db, configurationId: string) {
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('tickets as t', 't.order_id', 'o.id')
    .select([
      'o.id',
      'o.total_cents',
      'o.refunded_cents',
      'o.currency',
      'o.payment_provider',
      sql<string>`count(*)`.as('tickets'),
    ])
    .where('o.configuration_id', '=', configurationId)
    .where('t.voided_at', 'is', null)
    .groupBy(['o.id', 'o.total_cents', 'o.refunded_cents', 'o.currency', 'o.payment_provider'])
    .orderBy('o.id')
    .execute();
  return rows.map((row) => ({ ...row, tickets: Number(row.tickets) }));
}

export async function changeById(db: Db, changeId: string): Promise<EventChange> {
  const row = await db
    .selectFrom('event_changes as c')
    .selectAll('c')
    .select((eb) => [
      eb
        .selectFrom('event_change_orders as d')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('d.change_id', '=', 'c.id')
        .where('d.done_at', 'is not', null)
        .as('orders_done'),
      eb
        .selectFrom('event_change_orders as d')
        .select(sql<string>`coalesce(sum(d.refunded_cents), 0)`.as('n'))
        .whereRef('d.change_id', '=', 'c.id')
        .as('refunded'),
    ])
    .where('c.id', '=', changeId)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    note: row.note,
    oldStartsAt: row.old_starts_at.toISOString(),
    newStartsAt: row.new_starts_at?.toISOString() ?? null,
    refundUntil: row.refund_until?.toISOString() ?? null,
    ordersTotal: row.orders_total,
    ordersDone: Number(row.orders_done ?? 0),
    ticketsTotal: row.tickets_total,
    refundedCents: Number(row.refunded ?? 0),
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

export async function eventChangesView(
  db: Db,
  organisationId: string,
  configurationId: string,
): Promise<EventChangesView> {
  const configuration = await ownConfigurationRow(db, organisationId, configurationId);
  const event = configuration.event_id
    ? await db
        .selectFrom('events')
        .select('starts_at')
        .where('id', '=', configuration.event_id)
        .executeTakeFirst()
    : undefined;
  const orders = await liveOrdersOf(db, configurationId);
  const currency =
    orders[0]?.currency ??
    (
      await db
        .selectFrom('ticket_types')
        .select('currency')
        .where('configuration_id', '=', configurationId)
        .executeTakeFirst()
    )?.currency ??
    'AUD';
  const waiting = await db
    .selectFrom('waitlist_entries as w')
    .innerJoin('ticket_types as t', 't.id', 'w.ticket_type_id')
    .select(sql<string>`count(*)`.as('n'))
    .where('t.configuration_id', '=', configurationId)
    .where('w.status', 'in', ['waiting', 'offered'])
    .executeTakeFirstOrThrow();
  const changes = await db
    .selectFrom('event_changes')
    .select('id')
    .where('configuration_id', '=', configurationId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return {
    state: configuration.event_state,
    startsAt: (event?.starts_at ?? new Date()).toISOString(),
    refundUntil: configuration.refund_until?.toISOString() ?? null,
    tickets: orders.reduce((sum, order) => sum + order.tickets, 0),
    orders: orders.length,
    // What a cancellation gives back: each order's remaining paid amount (a comp's or a pass
    // booking's is nothing).
    refundCents: orders.reduce(
      (sum, order) =>
        sum +
        (order.payment_provider === 'comp' || order.payment_provider === 'pass'
          ? 0
          : order.total_cents - order.refunded_cents),
      0,
    ),
    currency,
    waiting: Number(waiting.n),
    changes: await Promise.all(changes.map((change) => changeById(db, change.id))),
  };
}
