// Booking a class with a pass: one credit is used and a normal ticket (and pass) issued for the
// class, in one transaction — the credit's conditional update and the database's check keep
// credits between zero and what was bought under any number of bookings at once, the seat and
// the role balance are taken as any purchase takes them. Cancelling before the class's cutoff
// voids the ticket, frees the seat and gives the credit back.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { PASS_CANCEL_CUTOFF_HOURS } from '../../../src/contract/class-passes';
import { roleName, withRoleName, type DanceRole } from '../../../src/contract/partner-roles';
import type { Db } from '../../db/database';
import { withTransactionRetry } from '../../db/lock-order';
import { AppError, notFound } from '../../lib/app-error';
import { targetOf } from '../../lib/site-address';
import { isUniqueViolation } from '../../lib/database-errors';
import type { ServiceContext } from '../context';
import { afterOrder, prepareOrder } from '../purchases/order-issue';
import type { Buyer } from '../purchases/purchase';
import { writeOrder } from '../purchases/purchase-write';
import { isSeatViolation, moveSeats, sessionFullNow } from '../seats/seat-ledger';
import { assertRolesFit, lockAndCheckBalance } from '../seats/role-balance';
import { offerAfterChange } from '../waitlist/waitlist-offers';
import { bookedTypeOf, classTitle, passCovers } from './pass-coverage';

const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
const CUTOFF_MS = PASS_CANCEL_CUTOFF_HOURS * 3_600_000;

/** The class (a session of a covered event) and the type a pass books it on, or why not. */
async function classFor(
  db: Db,
  passOrderId: string,
  accountId: string,
  request: { eventId: string; sessionId?: string | undefined },
) {
  const rows = await db
    .selectFrom('pass_orders as o')
    .innerJoin('class_passes as p', 'p.id', 'o.pass_id')
    .innerJoin('ticket_configurations as c', (join) =>
      join
        .onRef('c.organisation_id', '=', 'p.organisation_id')
        .on('c.status', '=', 'published')
        .on('c.event_id', '=', request.eventId),
    )
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .innerJoin('event_sessions as s', 's.configuration_id', 'c.id')
    .innerJoin('ticket_types as t', (join) => join.on('t.id', '=', bookedTypeOf('s')))
    .select([
      'o.status',
      'o.valid_until',
      'o.currency',
      'p.name as pass_name',
      'c.id as configuration_id',
      's.id as session_id',
      's.cancelled_at',
      classTitle('s', sql.ref('e.title')).as('title'),
      sql<Date>`coalesce(s.starts_at, e.starts_at)`.as('starts_at'),
      'e.time_zone',
      'e.location_description',
      't.id as type_id',
      't.name as type_name',
      't.position',
      't.roles',
      sql<number>`cardinality(t.session_ids)`.as('type_sessions'),
    ])
    .where('o.id', '=', passOrderId)
    .where('o.account_id', '=', accountId)
    .where(passCovers(sql.ref('p.id'), 'c'))
    .$if(request.sessionId !== undefined, (query) => query.where('s.id', '=', request.sessionId!))
    .limit(2)
    .execute();
  if (rows.length > 1)
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      'Please choose which class of the course to book.',
      {
        field: 'sessionId',
      },
    );
  return rows[0];
}

export async function bookClass(
  ctx: ServiceContext,
  db: Db,
  buyer: Buyer,
  passOrderId: string,
  request: { eventId: string; sessionId?: string | undefined; role?: DanceRole | undefined },
): Promise<{ bookingId: string; code: string }> {
  const found = await classFor(db, passOrderId, buyer.accountId, request);
  if (!found) {
    // Only a refusal reads the pass again, to say which: not this dancer's, or not this class.
    const owned = await db
      .selectFrom('pass_orders')
      .select('id')
      .where('id', '=', passOrderId)
      .where('account_id', '=', buyer.accountId)
      .executeTakeFirst();
    if (!owned) throw notFound('This pass was not found.');
    throw conflict('This pass does not cover that class.');
  }
  if (found.status === 'refunded') throw conflict('This pass was refunded.');
  if (found.status !== 'paid') throw conflict('This pass is not paid yet.');
  if (!found.valid_until || found.valid_until <= new Date()) throw conflict('This pass has ended.');
  if (found.starts_at <= new Date()) throw conflict('This class has already started.');
  if (found.cancelled_at) throw conflict('This class was cancelled.');
  const role = request.role ?? '';
  assertRolesFit(
    [{ typeId: found.type_id, role, quantity: 1, name: found.type_name }],
    () => found.roles,
    'role',
  );
  const roleLabel = found.roles && role ? roleName(found.roles, role) : null;
  const bookingId = randomUUID();
  const prepared = prepareOrder(ctx, {
    target: await targetOf(db),
    buyer,
    configurationId: found.configuration_id,
    eventId: request.eventId,
    idempotencyKey: `pass-booking-${bookingId}`,
    totalCents: 0,
    feeCents: 0,
    currency: found.currency,
    provider: 'pass',
    method: 'pass',
    reference: passOrderId,
    paymentIntent: null,
    lines: [
      {
        typeId: found.type_id,
        role,
        roleName: roleLabel,
        name: withRoleName(found.type_name, roleLabel),
        position: found.position,
        quantity: 1,
        priceCents: 0,
      },
    ],
    event: {
      title: found.title,
      startsAt: found.starts_at,
      timeZone: found.time_zone,
      location: found.location_description,
    },
    paidWith: { kind: 'pass', passName: found.pass_name },
  });
  const ticket = prepared.write.tickets[0]!;
  // A course's type admits to every class: the booked ticket admits to this one, and takes a place
  // in it only (the type's own count moves too, so the room is never over its number).
  const onlySession = Number(found.type_sessions) > 1 ? found.session_id : null;
  for (const line of prepared.write.lines) line.sessionId = onlySession;
  try {
    await withTransactionRetry(() =>
      db.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('pass_orders')
          .set({ classes_used: sql<number>`classes_used + 1` })
          .where('id', '=', passOrderId)
          .where('status', '=', 'paid')
          .where('valid_until', '>', new Date())
          .where(sql<boolean>`classes_used < classes_total`)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) === 0) throw conflict('No classes are left on this pass.');
        await lockAndCheckBalance(trx, prepared.write.lines);
        await writeOrder(trx, prepared.write);
        if (onlySession)
          await trx
            .updateTable('tickets')
            .set({ session_id: onlySession })
            .where('id', '=', ticket.id)
            .execute();
        await trx
          .insertInto('pass_bookings')
          .values({
            id: bookingId,
            pass_order_id: passOrderId,
            ticket_id: ticket.id,
            event_id: request.eventId,
            session_id: found.session_id,
          })
          .execute();
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'pass_bookings_once'))
      throw conflict('This pass has already booked that class.');
    if (isSeatViolation(error))
      throw (
        (await sessionFullNow(db, [
          { typeId: found.type_id, quantity: 1, sessionId: onlySession },
        ])) ?? conflict('This class is full.')
      );
    throw error;
  }
  await afterOrder(ctx, db, prepared);
  return { bookingId, code: ticket.code };
}

/** A class booked with a pass, as giving it back needs it. */
export interface PassBooking {
  id: string;
  pass_order_id: string;
  ticket_id: string;
  order_id: string;
  ticket_type_id: string;
  session_id: string | null;
}

/**
 * Gives a booked class back to its pass, inside the caller's transaction: the place goes back
 * through the seat ledger, the class's ticket is void, and the pass has the class again. The
 * dancer's cancelling and the school's calling the class off both end a booking this way.
 */
export async function returnBookingToPass(trx: Db, booking: PassBooking): Promise<void> {
  await moveSeats(
    trx,
    [{ typeId: booking.ticket_type_id, quantity: 1, sessionId: booking.session_id }],
    'releaseSold',
  );
  await trx
    .updateTable('tickets')
    .set({ voided_at: new Date() })
    .where('id', '=', booking.ticket_id)
    .execute();
  await trx
    .updateTable('orders')
    .set({ status: 'refunded' })
    .where('id', '=', booking.order_id)
    .execute();
  await trx
    .updateTable('pass_orders')
    .set({ classes_used: sql<number>`classes_used - 1` })
    .where('id', '=', booking.pass_order_id)
    .execute();
  await trx
    .updateTable('pass_bookings')
    .set({ status: 'cancelled' })
    .where('id', '=', booking.id)
    .execute();
}

export async function cancelBooking(
  ctx: ServiceContext,
  db: Db,
  accountId: string,
  bookingId: string,
): Promise<void> {
  const typeId = await withTransactionRetry(() =>
    db.transaction().execute(async (trx) => {
      const booking = await trx
        .selectFrom('pass_bookings as b')
        .innerJoin('pass_orders as o', 'o.id', 'b.pass_order_id')
        .innerJoin('tickets as t', 't.id', 'b.ticket_id')
        .leftJoin('events as e', 'e.id', 'b.event_id')
        .leftJoin('event_sessions as s', 's.id', 'b.session_id')
        .select([
          'b.status',
          'b.pass_order_id',
          't.id as ticket_id',
          't.order_id',
          't.ticket_type_id',
          't.session_id',
          sql<Date | null>`coalesce(s.starts_at, e.starts_at)`.as('starts_at'),
        ])
        .where('b.id', '=', bookingId)
        .where('o.account_id', '=', accountId)
        .forUpdate('b')
        .executeTakeFirst();
      if (!booking) throw notFound('This booking was not found.');
      if (booking.status !== 'booked') throw conflict('This booking is already cancelled.');
      if (booking.starts_at && booking.starts_at.getTime() - CUTOFF_MS <= Date.now())
        throw conflict(
          `Bookings can be cancelled until ${PASS_CANCEL_CUTOFF_HOURS} hours before the class.`,
        );
      await returnBookingToPass(trx, { ...booking, id: bookingId });
      return booking.ticket_type_id;
    }),
  );
  // A place freed may let someone waiting in.
  offerAfterChange(ctx, db, [typeId]);
}
