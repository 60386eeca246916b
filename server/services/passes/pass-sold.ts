// The passes a school sold, dancer by dancer, and its hand on them: extend one (weeks added to
// its end) or refund it — the whole price, or the unused classes pro rata — at Stripe (the
// transfer to the school reversed) or, for a demo pass, in the books only. A refunded pass books
// no more classes; classes already booked keep their tickets.
import { sql } from 'kysely';
import { formatMoney } from '../../../src/contract/money';
import { unusedCents, type SoldPass } from '../../../src/contract/class-passes';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import type { ServiceContext } from '../context';
import { refundFailed } from '../payments/refunds';

const PASS_NOT_FOUND = 'This pass was not found.';

export async function soldPasses(
  db: Db,
  organisationId: string,
  passId: string,
): Promise<SoldPass[]> {
  const rows = await db
    .selectFrom('pass_orders as o')
    .innerJoin('class_passes as p', 'p.id', 'o.pass_id')
    .select([
      'o.id',
      'o.email',
      'o.status',
      'o.classes_total',
      'o.classes_used',
      'o.valid_until',
      'o.price_cents',
      'o.currency',
      'o.refunded_cents',
    ])
    .where('p.id', '=', passId)
    .where('p.organisation_id', '=', organisationId)
    .where('o.status', '<>', 'pending')
    .orderBy('o.valid_until')
    .execute();
  if (rows.length === 0) {
    // None sold, or no such pass of this school's: the latter is a 404, not an empty list.
    const pass = await db
      .selectFrom('class_passes')
      .select('id')
      .where('id', '=', passId)
      .where('organisation_id', '=', organisationId)
      .executeTakeFirst();
    if (!pass) throw notFound(PASS_NOT_FOUND);
  }
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    status: row.status,
    classesTotal: row.classes_total,
    classesLeft: row.classes_total - row.classes_used,
    validUntil: row.valid_until?.toISOString() ?? null,
    price: row.price_cents / 100,
    currency: row.currency,
    refunded: row.refunded_cents / 100,
  }));
}

async function ownPaidPass(db: Db, organisationId: string, passOrderId: string) {
  const row = await db
    .selectFrom('pass_orders as o')
    .innerJoin('class_passes as p', 'p.id', 'o.pass_id')
    .select([
      'o.id',
      'o.status',
      'o.email',
      'o.price_cents',
      'o.currency',
      'o.classes_total',
      'o.classes_used',
      'o.payment_intent',
      'p.name',
    ])
    .where('o.id', '=', passOrderId)
    .where('p.organisation_id', '=', organisationId)
    .executeTakeFirst();
  if (!row) throw notFound(PASS_NOT_FOUND);
  if (row.status !== 'paid')
    throw new AppError(409, 'CONFLICT', 'Only a paid pass can be changed.');
  return row;
}

/**
 * Adds weeks to a paid pass, once per click: the extension is recorded under the organiser's key
 * in the same transaction, so the click sent again (or five times at once) adds nothing more.
 */
export async function extendPass(
  db: Db,
  organisationId: string,
  passOrderId: string,
  extension: { weeks: number; clientKey: string; accountId: string },
): Promise<void> {
  await ownPaidPass(db, organisationId, passOrderId);
  await db.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto('pass_extensions')
      .values({
        pass_order_id: passOrderId,
        client_key: extension.clientKey,
        weeks: extension.weeks,
        account_id: extension.accountId,
      })
      .onConflict((conflict) => conflict.columns(['pass_order_id', 'client_key']).doNothing())
      .returning('weeks')
      .executeTakeFirst();
    if (!recorded) {
      const earlier = await trx
        .selectFrom('pass_extensions')
        .select('weeks')
        .where('pass_order_id', '=', passOrderId)
        .where('client_key', '=', extension.clientKey)
        .executeTakeFirstOrThrow();
      if (earlier.weeks !== extension.weeks)
        throw new AppError(409, 'CONFLICT', 'This extension was already made with other weeks.');
      return;
    }
    await trx
      .updateTable('pass_orders')
      .set({
        valid_until: sql<Date>`greatest(valid_until, now()) + make_interval(days => ${extension.weeks * 7})`,
      })
      .where('id', '=', passOrderId)
      .execute();
  });
}

export async function refundPass(
  ctx: ServiceContext,
  db: Db,
  organisationId: string,
  passOrderId: string,
  mode: 'full' | 'unused',
): Promise<{ refundedCents: number }> {
  const pass = await ownPaidPass(db, organisationId, passOrderId);
  const amount =
    mode === 'full'
      ? pass.price_cents
      : unusedCents({
          priceCents: pass.price_cents,
          classesTotal: pass.classes_total,
          classesUsed: pass.classes_used,
        });
  // Claimed first, so two refunds at once cannot both go to Stripe.
  const claimed = await db
    .updateTable('pass_orders')
    .set({ status: 'refunded', refunded_cents: amount })
    .where('id', '=', passOrderId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0)
    throw new AppError(409, 'CONFLICT', 'This pass was refunded already.');
  if (pass.payment_intent && amount > 0) {
    if (!ctx.stripe)
      throw new AppError(
        503,
        'PAYMENTS_NOT_CONFIGURED',
        'Stripe is not configured on this server.',
      );
    try {
      await ctx.stripe.refunds.create(
        {
          payment_intent: pass.payment_intent,
          amount,
          reverse_transfer: true,
          // The platform's fee goes back in the same share as the price.
          refund_application_fee: true,
          metadata: { passOrderId },
        },
        { idempotencyKey: `pass-refund-${passOrderId}` },
      );
    } catch {
      await db
        .updateTable('pass_orders')
        .set({ status: 'paid', refunded_cents: 0 })
        .where('id', '=', passOrderId)
        .execute();
      throw refundFailed();
    }
  }
  await ctx.mailer.send(db, {
    to: pass.email,
    subject: `Your class pass was refunded: ${pass.name}`,
    text: [
      `Your pass "${pass.name}" was refunded: ${formatMoney(amount / 100, pass.currency)}.`,
      'It books no more classes; the classes you booked keep their tickets.',
    ].join('\n'),
  });
  return { refundedCents: amount };
}

/**
 * A refund made in Stripe's dashboard of a pass's payment (charge.refunded): the pass ends, as a
 * refund made here ends it, with Stripe's figure as the refunded amount (never counted twice).
 * Answers whether the payment was a pass's.
 */
export async function recordPassRefund(
  db: Db,
  paymentIntent: string,
  amountRefunded: number,
): Promise<boolean> {
  const updated = await db
    .updateTable('pass_orders')
    .set({
      status: 'refunded',
      refunded_cents: sql<number>`greatest(refunded_cents, ${amountRefunded})`,
    })
    .where('payment_intent', '=', paymentIntent)
    .where('status', 'in', ['paid', 'refunded'])
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
