// The job that carries out an event's cancellation or postponement, order by order, in slices.
// Cancelled: the event's open holds are closed first (a paid Checkout Session is fulfilled, so its
// order is refunded with the rest), then each order with live tickets is claimed — its tickets
// voided and their seats given back through the seat ledger — in the same transaction as its
// event_change_orders row, so no order is claimed twice; then Stripe refunds it (idempotent by the
// tickets, as an organiser's refund) and one more transaction, on that row still not done, writes
// the adjustment note and the e-mails and marks it done. Postponed: each order's row and its
// e-mails are written together. A run killed anywhere, a retry, or two processes at once leave
// every ticket refunded once and every holder written to once. The refund steps are in
// event-change-refund.ts.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { nextTurn } from '../../lib/next-turn';
import { siteLinkIn } from '../../lib/site-address';
import type { ServiceContext } from '../context';
import type { JobDefinition } from '../jobs/job-runner';
import type { NewJob } from '../jobs/job-store';
import { closeCheckoutSession } from '../payments/hold-expiry';
import { releaseHold } from '../payments/holds';
import { postponedMail } from './event-change-mail';
import { changedEvent, changeOf, holdersOf, type Change } from './event-change-record';
import { claimOrder, completeOrder } from './event-change-refund';

export const EVENT_CHANGE_JOB = 'event-change';
/** Orders handled between two turns of the event loop. */
export const EVENT_CHANGE_SLICE = 25;

export const eventChangeJobOf = (changeId: string): NewJob & { key: string } => ({
  name: EVENT_CHANGE_JOB,
  key: `event-change:${changeId}`,
  payload: { changeId },
  maxAttempts: 8,
});

const changeIdOf = (payload: unknown) => String((payload as { changeId?: unknown }).changeId);

/** The orders of the event not yet handled by this change, with live tickets (a postponement:
 * those sold before it). */
async function ordersLeft(db: Db, change: Change, limit: number) {
  const rows = await db
    .selectFrom('orders as o')
    .select('o.id')
    .where('o.configuration_id', '=', change.configuration_id)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('tickets as t')
          .select('t.id')
          .whereRef('t.order_id', '=', 'o.id')
          .where('t.voided_at', 'is', null)
          .$if(change.kind === 'postpone', (q) => q.where('t.created_at', '<=', change.created_at)),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('event_change_orders as d')
            .select('d.order_id')
            .whereRef('d.order_id', '=', 'o.id')
            .where('d.change_id', '=', change.id),
        ),
      ),
    )
    .orderBy('o.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Writes one order's postponement e-mails with its record, once. */
async function tellOrder(ctx: ServiceContext, db: Db, change: Change, orderId: string) {
  const order = await db
    .selectFrom('orders')
    .select(['buyer_email', 'payment_provider'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const orderUrl = await siteLinkIn(ctx.config, db, `/orders/${orderId}`);
  const holders = await holdersOf(db, orderId, order.buyer_email);
  const event = changedEvent(change);
  const ids = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('event_change_orders')
      .values({ change_id: change.id, order_id: orderId, done_at: new Date() })
      .onConflict((conflict) => conflict.columns(['change_id', 'order_id']).doNothing())
      .returning('order_id')
      .executeTakeFirst();
    if (!claimed) return [];
    const mails = [postponedMail(order.buyer_email, event, orderUrl)];
    for (const holder of holders) mails.push(postponedMail(holder, event, null));
    const written: string[] = [];
    for (const mail of mails) written.push(await ctx.mailer.write(trx, ctx.mailer.outboxRow(mail)));
    return written;
  });
  for (const id of ids) await ctx.mailer.deliver(db, id);
}

/** Closes the event's open holds: paid ones become orders (refunded with the rest). */
async function closeHolds(ctx: ServiceContext, db: Db, configurationId: string) {
  const holds = await db
    .selectFrom('reservations')
    .select(['id', 'checkout_session_id'])
    .where('configuration_id', '=', configurationId)
    .where('status', '=', 'held')
    .execute();
  for (const hold of holds) {
    if ((await closeCheckoutSession(ctx, db, hold)) === 'fulfilled') continue;
    await releaseHold(db, hold.id);
  }
  await sql`UPDATE waitlist_entries AS w SET status = 'expired'
    FROM ticket_types AS t
    WHERE t.id = w.ticket_type_id AND t.configuration_id = ${configurationId}
      AND w.status IN ('waiting', 'offered')`.execute(db);
}

/** Claimed orders whose refund or e-mails are not done yet. */
function unfinished(db: Db, changeId: string) {
  return db
    .selectFrom('event_change_orders')
    .select(['order_id', 'claim'])
    .where('change_id', '=', changeId)
    .where('done_at', 'is', null)
    .orderBy('order_id')
    .execute();
}

/** Carries out the change; throws when some refunds are still to be made (the job retries). */
export async function runEventChange(ctx: ServiceContext, db: Db, changeId: string) {
  const change = await changeOf(db, changeId);
  if (!change || change.status === 'done') return;
  await db
    .updateTable('event_changes')
    .set({ status: 'running' })
    .where('id', '=', changeId)
    .where('status', 'in', ['queued', 'failed'])
    .execute();
  if (change.kind === 'cancel') await closeHolds(ctx, db, change.configuration_id);
  for (;;) {
    const orders = await ordersLeft(db, change, EVENT_CHANGE_SLICE);
    if (orders.length === 0) break;
    for (const orderId of orders) {
      if (change.kind === 'cancel') await claimOrder(db, change, orderId);
      else await tellOrder(ctx, db, change, orderId);
    }
    if (change.kind === 'cancel')
      for (const row of await unfinished(db, changeId))
        await completeOrder(ctx, db, change, row.order_id, row.claim);
    await nextTurn();
  }
  // Orders a killed run claimed, or whose refund Stripe refused last time.
  let refused = 0;
  for (const row of await unfinished(db, changeId))
    if (!(await completeOrder(ctx, db, change, row.order_id, row.claim))) refused++;
  if (refused > 0) throw new Error(`Stripe did not refund ${refused} order(s) yet.`);
  await db
    .updateTable('event_changes')
    .set({ status: 'done', finished_at: new Date() })
    .where('id', '=', changeId)
    .where('status', '<>', 'done')
    .execute();
}

export const eventChangeJob = (ctx: ServiceContext): JobDefinition => ({
  maxAttempts: 8,
  leaseMs: 15 * 60_000,
  async run(payload, { db, job }) {
    const changeId = changeIdOf(payload);
    try {
      await runEventChange(ctx, db, changeId);
    } catch (error) {
      if (job.attempts >= job.maxAttempts)
        await db
          .updateTable('event_changes')
          .set({ status: 'failed' })
          .where('id', '=', changeId)
          .execute();
      throw error;
    }
  },
});
