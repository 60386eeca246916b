// Buying a class pass, like a ticket: with Stripe, a pending pass order and a Checkout Session
// paid to the school (the pass is the dancer's only when the verified webhook says it is paid —
// fulfilPassSession); without Stripe, the demo gives it at once. The client's transaction id makes
// a retry answer the same order. Validity runs from the payment.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { CANNOT_TAKE_CARDS } from '../../../src/contract/payments';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { siteAddress, siteLinkIn } from '../../lib/site-address';
import type { Scope, ServiceContext } from '../context';
import type { Buyer } from '../purchases/purchase';
import { platformFeeCents, returnUrl } from '../payments/stripe-client';
import { passReceiptMail } from './pass-mail';

export interface PassOrderAnswer {
  mode: 'demo' | 'stripe';
  passOrderId: string;
  checkoutUrl: string | null;
}

const answerOf = (row: { id: string; status: string; checkout_url: string | null }) =>
  ({
    mode: row.checkout_url ? 'stripe' : 'demo',
    passOrderId: row.id,
    checkoutUrl: row.status === 'pending' ? row.checkout_url : null,
  }) satisfies PassOrderAnswer;

const byKey = (db: Db, accountId: string, key: string) =>
  db
    .selectFrom('pass_orders')
    .select(['id', 'status', 'checkout_url'])
    .where('account_id', '=', accountId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

export async function buyPass(
  ctx: ServiceContext,
  scope: Scope,
  buyer: Buyer,
  passId: string,
  transactionId: string,
): Promise<PassOrderAnswer> {
  const db = scope.db;
  const earlier = await byKey(db, buyer.accountId, transactionId);
  if (earlier) return answerOf(earlier);
  const pass = await db
    .selectFrom('class_passes as p')
    .innerJoin('organisations as o', 'o.id', 'p.organisation_id')
    .select([
      'p.id',
      'p.name',
      'p.classes',
      'p.validity_weeks',
      'p.price_cents',
      'p.currency',
      'o.stripe_account_id',
      'o.stripe_charges_enabled',
      'o.name as school_name',
      'o.time_zone as school_time_zone',
    ])
    .where('p.id', '=', passId)
    .where('p.active', '=', true)
    .executeTakeFirst();
  if (!pass) throw notFound('This pass is not on sale.');
  const demo = !ctx.stripe;
  if (!demo && (!pass.stripe_account_id || !pass.stripe_charges_enabled))
    throw new AppError(409, 'SALES_CLOSED', CANNOT_TAKE_CARDS);
  const id = randomUUID();
  const validUntil = new Date(Date.now() + pass.validity_weeks * 7 * 86_400_000);
  // The demo's pass is the dancer's at once: its receipt is written with it.
  const receipt = demo
    ? passReceiptMail(
        {
          passOrderId: id,
          email: buyer.email,
          name: pass.name,
          classes: pass.classes,
          priceCents: pass.price_cents,
          currency: pass.currency,
          validUntil,
          schoolName: pass.school_name,
          schoolTimeZone: pass.school_time_zone,
        },
        true,
        await siteLinkIn(ctx.config, db, '/my-tickets'),
      )
    : null;
  let receiptId: string | null = null;
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('pass_orders')
        .values({
          id,
          pass_id: pass.id,
          account_id: buyer.accountId,
          email: buyer.email,
          idempotency_key: transactionId,
          status: demo ? 'paid' : 'pending',
          classes_total: pass.classes,
          price_cents: pass.price_cents,
          currency: pass.currency,
          checkout_session_id: null,
          checkout_url: null,
          payment_intent: null,
          paid_at: demo ? new Date() : null,
          valid_until: demo ? validUntil : null,
        })
        .execute();
      if (receipt) receiptId = await ctx.mailer.enqueue(trx, receipt);
    });
  } catch (error) {
    const again = isUniqueViolation(error) && (await byKey(db, buyer.accountId, transactionId));
    if (again) return answerOf(again);
    throw error;
  }
  if (receipt && receiptId) await ctx.mailer.deliver(db, receiptId);
  if (demo) return { mode: 'demo', passOrderId: id, checkoutUrl: null };
  const site = siteAddress(ctx.config, scope.target);
  // The platform's fee as on tickets.
  const feeCents = platformFeeCents(ctx.config.stripe!, pass.price_cents);
  const metadata = { passOrderId: id, database: scope.target };
  const session = await ctx.stripe!.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: pass.currency.toLowerCase(),
            unit_amount: pass.price_cents,
            product_data: { name: `${pass.name} — ${pass.classes} classes` },
          },
        },
      ],
      customer_email: buyer.email,
      client_reference_id: id,
      metadata,
      payment_intent_data: {
        metadata,
        ...(feeCents > 0 ? { application_fee_amount: feeCents } : {}),
        transfer_data: { destination: pass.stripe_account_id! },
      },
      success_url: returnUrl(site, scope.target, '/my-tickets', { pass: id }),
      cancel_url: returnUrl(site, scope.target, '/my-tickets'),
    },
    { idempotencyKey: `pass-${buyer.accountId}-${transactionId}` },
  );
  await db
    .updateTable('pass_orders')
    .set({ checkout_session_id: session.id, checkout_url: session.url })
    .where('id', '=', id)
    .execute();
  return { mode: 'stripe', passOrderId: id, checkoutUrl: session.url };
}

/** A paid pass session makes the pass the dancer's, once; its weeks start now. */
export async function fulfilPassSession(
  ctx: ServiceContext,
  db: Db,
  paid: { passOrderId: string; paymentIntent: string | null },
): Promise<string> {
  const row = await db
    .updateTable('pass_orders as o')
    .from('class_passes as p')
    .set({
      status: 'paid',
      paid_at: new Date(),
      payment_intent: paid.paymentIntent,
      valid_until: sql<Date>`now() + make_interval(days => p.validity_weeks * 7)`,
    })
    .whereRef('p.id', '=', 'o.pass_id')
    .where('o.id', '=', paid.passOrderId)
    .where('o.status', '=', 'pending')
    .returning([
      'o.id',
      'o.email',
      'p.name',
      'p.organisation_id',
      'o.classes_total',
      'o.valid_until',
      'o.price_cents',
      'o.currency',
    ])
    .executeTakeFirst();
  if (!row) return 'pass already settled';
  const school = await db
    .selectFrom('organisations')
    .select(['name', 'time_zone'])
    .where('id', '=', row.organisation_id)
    .executeTakeFirstOrThrow();
  await ctx.mailer.send(
    db,
    passReceiptMail(
      {
        passOrderId: row.id,
        email: row.email,
        name: row.name,
        classes: row.classes_total,
        priceCents: row.price_cents,
        currency: row.currency,
        validUntil: row.valid_until!,
        schoolName: school.name,
        schoolTimeZone: school.time_zone,
      },
      false,
      await siteLinkIn(ctx.config, db, '/my-tickets'),
    ),
  );
  return 'pass issued';
}
