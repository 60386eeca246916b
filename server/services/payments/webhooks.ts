// Stripe's webhook events, already verified (routes/stripe-webhook.ts). Each is handled once —
// events already recorded answer at once — and every handler is idempotent on its own, so
// duplicated, replayed or out-of-order deliveries (expired before completed, say) end the same.
// Metadata that cannot be ours is acknowledged and logged, never answered 500.
import type Stripe from 'stripe';
import type { Databases, DatabaseTarget, Db } from '../../db/database';
import type { ServiceContext } from '../context';
import { updateAccountState } from './connect';
import { fulfilPaidSession, idOf } from './fulfil';
import { releaseHold, typesOfHold } from './holds';
import { offerAfterChange } from '../waitlist/waitlist-offers';
import { fulfilPassSession } from '../passes/pass-orders';
import { recordDispute, recordStripeRefund } from './stripe-refund-events';

const TARGETS: DatabaseTarget[] = ['production', 'development'];

/** What an event's handler answers when its metadata cannot be ours: acknowledged and logged. */
export const UNUSABLE_OUTCOME = 'unusable metadata';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

class UnusableMetadata extends Error {}

/**
 * An id we put in a session's metadata, or undefined when there is none. Anything else under that
 * name (not an id: a session someone else made on the account, an edited event) is refused here,
 * before the database would fail on it and Stripe would retry the event for days.
 */
function metadataId(metadata: Stripe.Metadata | null | undefined, field: string) {
  const value: unknown = metadata?.[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !UUID.test(value))
    throw new UnusableMetadata(
      `metadata.${field} is not an id: ${JSON.stringify(value)}`.slice(0, 200),
    );
  return value;
}

function targetOf(metadata: Stripe.Metadata | null | undefined): DatabaseTarget {
  return metadata?.database === 'development' ? 'development' : 'production';
}

async function seen(db: Db, event: Stripe.Event): Promise<boolean> {
  const row = await db
    .selectFrom('stripe_events')
    .select('id')
    .where('id', '=', event.id)
    .executeTakeFirst();
  return row !== undefined;
}

async function remember(db: Db, event: Stripe.Event): Promise<void> {
  await db
    .insertInto('stripe_events')
    .values({ id: event.id, type: event.type })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** Handles one event; answers what was done, for the log. */
export async function handleStripeEvent(
  ctx: ServiceContext,
  databases: Databases,
  event: Stripe.Event,
): Promise<string> {
  const object = event.data.object as { metadata?: Stripe.Metadata | null };
  const db = databases.of(targetOf(object.metadata));
  if (await seen(db, event)) return 'duplicate';
  let outcome: string;
  try {
    outcome = await handle(ctx, databases, db, event);
  } catch (error) {
    if (!(error instanceof UnusableMetadata)) throw error;
    outcome = `${UNUSABLE_OUTCOME}: ${error.message}`;
  }
  // Recorded after it was handled: a failure leaves Stripe to deliver it again.
  await remember(db, event);
  return outcome;
}

async function handle(
  ctx: ServiceContext,
  databases: Databases,
  db: Db,
  event: Stripe.Event,
): Promise<string> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const passOrderId = metadataId(session.metadata, 'passOrderId');
      if (passOrderId && session.payment_status === 'paid')
        return fulfilPassSession(ctx, db, {
          passOrderId,
          paymentIntent: idOf(session.payment_intent),
        });
      const reservationId = metadataId(session.metadata, 'reservationId');
      // Completed but still to be paid (a bank debit): the async result says how it ended.
      if (!reservationId || session.payment_status !== 'paid') return 'not paid yet';
      return fulfilPaidSession(ctx, db, {
        reservationId,
        sessionId: session.id,
        paymentIntent: idOf(session.payment_intent),
      });
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const reservationId = metadataId(event.data.object.metadata, 'reservationId');
      if (!reservationId) return 'no hold';
      if (!(await releaseHold(db, reservationId))) return 'not held';
      // The places given back go to those waiting now, not at the minute's job.
      offerAfterChange(ctx, db, await typesOfHold(db, reservationId));
      return 'released';
    }
    case 'charge.refunded':
      return recordStripeRefund(ctx, databases, TARGETS, event.data.object);
    case 'charge.dispute.created':
      return recordDispute(databases, TARGETS, idOf(event.data.object.payment_intent));
    case 'account.updated':
      for (const target of TARGETS)
        await updateAccountState(databases.of(target), event.data.object);
      return 'account updated';
    default:
      return 'ignored';
  }
}
