// A dancer's place on a waitlist: joining (only while the type is sold out, or a role of it is
// blocked by the balance), reading it with the place in line, leaving it (an offered place goes
// back at once), and paying for an offered place through Stripe Checkout (or, without Stripe, with
// the demo's payment).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { NO_ROLE_COUNTS, roomByBalance } from '../../../src/contract/partner-roles';
import type { CheckoutAnswer } from '../../../src/contract/payments';
import {
  ALREADY_WAITING,
  NOT_BLOCKED,
  NOT_SOLD_OUT,
  type JoinWaitlistRequest,
  type WaitlistEntry,
} from '../../../src/contract/waitlist';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import type { Db } from '../../db/database';
import type { Scope, ServiceContext } from '../context';
import { withSession } from '../payments/checkout';
import { sessionPartsOf } from '../payments/checkout-session';
import { closeCheckoutSession } from '../payments/hold-expiry';
import { fulfilDemoHold } from '../payments/fulfil';
import { releaseHold } from '../payments/holds';
import { reservationOf } from '../payments/reservations';
import type { Buyer } from '../purchases/purchase';
import { NOT_ON_SALE } from '../purchases/purchase-event';
import { roleCountsOf } from '../seats/role-balance';
import { seatsLeftOf } from '../seats/session-seats';
import { offerAfterChange, offerWaitlistPlaces } from './waitlist-offers';
import { ENTRY_NOT_FOUND, waitlistEntry } from './waitlist-entry-read';

const OFFER_ENDED = 'This offer has ended.';
/** Stripe Checkout lasts at least 30 minutes: an offer about to end is held that long to pay. */
const CHECKOUT_MINUTES = 31;

export async function joinWaitlist(
  db: Db,
  buyer: Buyer,
  request: JoinWaitlistRequest,
): Promise<WaitlistEntry> {
  const type = await db
    .selectFrom('ticket_types as t')
    .innerJoin('ticket_configurations as c', 'c.id', 't.configuration_id')
    .select([
      't.id',
      't.name',
      't.roles',
      't.quantity',
      't.sold',
      't.held',
      't.session_ids',
      'c.event_state',
    ])
    .where('t.id', '=', request.ticketType)
    .where('c.id', '=', request.ticketingConfigId)
    .where('c.status', '=', 'published')
    .executeTakeFirst();
  if (!type || type.event_state === 'cancelled') throw notFound(NOT_ON_SALE);
  const role = request.role ?? null;
  if (type.roles && !role)
    throw new AppError(400, 'VALIDATION_ERROR', `Please choose a role for "${type.name}".`, {
      field: 'role',
    });
  if (!type.roles && role)
    throw new AppError(400, 'VALIDATION_ERROR', `"${type.name}" has no roles to wait for.`, {
      field: 'role',
    });
  const waiting = await db
    .selectFrom('waitlist_entries')
    .select('id')
    .where('ticket_type_id', '=', type.id)
    .where(sql<boolean>`role IS NOT DISTINCT FROM ${role}`)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  const seatsLeft = (await seatsLeftOf(db, [type])).get(type.id) ?? 0;
  // Someone may join while the type (or a session it admits to) has no free place, or others are
  // already waiting; a role also while the balance blocks it.
  if (seatsLeft > 0 && !waiting) {
    if (!type.roles || !role) throw new AppError(409, 'CONFLICT', NOT_SOLD_OUT);
    const counts = (await roleCountsOf(db, [type.id])).get(type.id) ?? NO_ROLE_COUNTS;
    if (roomByBalance(counts, role, type.roles.maxImbalance) > 0)
      throw new AppError(409, 'CONFLICT', NOT_BLOCKED);
  }
  const id = randomUUID();
  try {
    await db
      .insertInto('waitlist_entries')
      .values({
        id,
        ticket_type_id: type.id,
        role,
        account_id: buyer.accountId,
        email: buyer.email,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'CONFLICT', ALREADY_WAITING);
    throw error;
  }
  return waitlistEntry(db, buyer.accountId, id);
}

async function ownEntry(db: Db, accountId: string, entryId: string) {
  const row = await db
    .selectFrom('waitlist_entries')
    .select(['id', 'status', 'reservation_id', 'ticket_type_id'])
    .where('id', '=', entryId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  return row;
}

/**
 * Leaves the line; an offered place is given back and goes to the next in line. Its Checkout
 * Session, if one was opened, is expired at Stripe first, so it cannot be paid (and refunded at the
 * school's cost) afterwards; a session already paid is fulfilled instead, and the place is theirs.
 */
export async function leaveWaitlist(
  ctx: ServiceContext,
  db: Db,
  accountId: string,
  entryId: string,
): Promise<void> {
  const entry = await ownEntry(db, accountId, entryId);
  if (entry.status !== 'waiting' && entry.status !== 'offered') return;
  if (entry.reservation_id) {
    const hold = await db
      .selectFrom('reservations')
      .select(['id', 'checkout_session_id'])
      .where('id', '=', entry.reservation_id)
      .where('status', '=', 'held')
      .executeTakeFirst();
    if (hold && (await closeCheckoutSession(ctx, db, hold)) === 'fulfilled') {
      await db
        .updateTable('waitlist_entries')
        .set({ status: 'accepted' })
        .where('id', '=', entry.id)
        .where('status', '=', 'offered')
        .execute();
      return;
    }
  }
  await db
    .updateTable('waitlist_entries')
    .set({ status: 'left' })
    .where('id', '=', entry.id)
    .execute();
  if (!entry.reservation_id) return;
  // Released here, or already by the session's expiry webhook: either way the next in line.
  await releaseHold(db, entry.reservation_id);
  await offerWaitlistPlaces(ctx, db, entry.ticket_type_id);
}

/** Opens (or finds again) the Checkout Session of an offered place. */
export async function payForOffer(
  ctx: ServiceContext,
  scope: Scope,
  buyer: Buyer,
  entryId: string,
): Promise<CheckoutAnswer> {
  const db = scope.db;
  const entry = await ownEntry(db, buyer.accountId, entryId);
  if (entry.status !== 'offered' || !entry.reservation_id)
    throw new AppError(409, 'CONFLICT', OFFER_ENDED);
  // Before its session exists, an offer about to end is held long enough to pay.
  const hold = await db
    .updateTable('reservations')
    .set({
      expires_at: sql<Date>`CASE WHEN checkout_session_id IS NULL
        THEN greatest(expires_at, now() + make_interval(mins => ${CHECKOUT_MINUTES}))
        ELSE expires_at END`,
    })
    .where('id', '=', entry.reservation_id)
    .where('status', '=', 'held')
    .returning([
      'id',
      'status',
      'checkout_url',
      'checkout_session_id',
      'expires_at',
      'order_id',
      'event_id',
      'from_app',
    ])
    .executeTakeFirst();
  if (!hold) {
    offerAfterChange(ctx, db, [entry.ticket_type_id]);
    throw new AppError(409, 'CONFLICT', OFFER_ENDED);
  }
  if (!ctx.stripe) {
    // The demo's payment: the held place is the dancer's at once.
    const order = await fulfilDemoHold(ctx, db, hold.id);
    if (!order) throw new AppError(409, 'CONFLICT', OFFER_ENDED);
    return { mode: 'demo', order };
  }
  if (hold.checkout_session_id) return { mode: 'stripe', reservation: reservationOf(hold) };
  return withSession(ctx, scope, buyer, await sessionPartsOf(db, hold.id));
}
