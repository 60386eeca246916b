// Booking a private lesson, once per client key, and never two live lessons of one instructor that
// overlap: the booking takes the instructor's row lock, reads the live lessons and checks the slot
// with the contract's rule before writing (see migration 0051). A lesson is written held, then the
// payment confirms it; without Stripe the demo (or a free lesson) confirms it at once. Stripe
// Checkout to an instructor is not offered yet: instructors have no connected account.
import { randomUUID } from 'node:crypto';
import { isFreeSlot } from '../../../src/contract/lesson-slots';
import { LESSON_HOLD_MINUTES, type LessonBooking } from '../../../src/contract/private-lessons';
import type { Db } from '../../db/database';
import { writeOnceByKey } from '../../db/keyed-write';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { siteLinkIn } from '../../lib/site-address';
import type { ServiceContext } from '../context';
import type { Buyer } from '../purchases/purchase';
import { activeLessonType, availabilityFor, busyIntervals, publicInstructor } from './lesson-offer';
import { sendLessonMail } from './lesson-mail';

const LESSONS_PATH = '/account/lessons';

export const SLOT_TAKEN = 'That time is no longer free: please choose another.';

const bookingRows = (db: Db) =>
  db
    .selectFrom('lesson_bookings as b')
    .innerJoin('instructors as i', 'i.id', 'b.instructor_id')
    .innerJoin('accounts as a', 'a.id', 'b.account_id')
    .select([
      'b.id',
      'b.status',
      'b.starts_at',
      'b.ends_at',
      'b.time_zone',
      'b.lesson_name',
      'b.minutes',
      'b.format',
      'b.place',
      'b.price_cents',
      'b.currency',
      'b.cancel_cutoff_hours',
      'b.lesson_type_id',
      'b.email',
      'a.name as dancer_name',
      'i.slug',
      'i.name as instructor_name',
    ]);
type BookingRow = Awaited<ReturnType<ReturnType<typeof bookingRows>['executeTakeFirstOrThrow']>>;

/** The moment a lesson stops being cancellable by the dancer. */
const cutoffOf = (row: Pick<BookingRow, 'starts_at' | 'cancel_cutoff_hours'>) =>
  new Date(row.starts_at.getTime() - row.cancel_cutoff_hours * 3_600_000);

const live = (status: string) => status === 'held' || status === 'confirmed';

function bookingOf(row: BookingRow, withDancer: boolean, now = new Date()): LessonBooking {
  const cutoff = cutoffOf(row);
  return {
    id: row.id,
    status: row.status,
    start: row.starts_at.toISOString(),
    end: row.ends_at.toISOString(),
    timeZone: row.time_zone,
    lessonName: row.lesson_name,
    minutes: row.minutes,
    format: row.format,
    place: row.place,
    priceCents: row.price_cents,
    currency: row.currency,
    instructor: { slug: row.slug, name: row.instructor_name },
    dancer: withDancer ? { name: row.dancer_name ?? '', email: row.email } : null,
    cancelUntil: live(row.status) && now <= cutoff ? cutoff.toISOString() : null,
  };
}

export async function bookLesson(
  ctx: ServiceContext,
  db: Db,
  buyer: Buyer,
  target: { slug: string; lessonTypeId: string },
  request: { start: string; transactionId: string },
): Promise<LessonBooking> {
  const instructor = await publicInstructor(db, target.slug);
  const start = new Date(request.start);
  const earlier = async (reader: Db) => {
    const row = await bookingRows(reader)
      .where('b.account_id', '=', buyer.accountId)
      .where('b.idempotency_key', '=', request.transactionId)
      .executeTakeFirst();
    if (
      row &&
      (row.lesson_type_id !== target.lessonTypeId || row.starts_at.getTime() !== start.getTime())
    )
      throw new AppError(409, 'CONFLICT', 'That transaction id was used for another booking.');
    return row;
  };
  const before = await earlier(db);
  if (before) return bookingOf(before, false);
  if (instructor.account_id === buyer.accountId)
    throw new AppError(409, 'CONFLICT', 'You cannot book a lesson with yourself.');
  const lesson = await activeLessonType(db, instructor.id, target.lessonTypeId);
  if (ctx.stripe && lesson.priceCents > 0)
    throw new AppError(409, 'SALES_CLOSED', 'This instructor cannot take card payments yet.');
  let outcome;
  try {
    outcome = await writeOnceByKey(db, {
      earlier,
      keyIndex: 'lesson_bookings_key',
      lock: (trx) =>
        trx
          .selectFrom('instructors')
          .select('id')
          .where('id', '=', instructor.id)
          .forUpdate()
          .execute(),
      write: async (trx) => {
        const now = new Date();
        const availability = await availabilityFor(trx, instructor.id);
        const end = new Date(start.getTime() + lesson.minutes * 60_000);
        const busy = await busyIntervals(trx, instructor.id, start, end, now);
        if (
          !availability ||
          !isFreeSlot({ availability, minutes: lesson.minutes, busy, now }, start)
        )
          throw new AppError(409, 'CONFLICT', SLOT_TAKEN, { field: 'start' });
        // An expired hold at this start gives way (the live-start index counts held rows).
        await trx
          .updateTable('lesson_bookings')
          .set({ status: 'expired' })
          .where('instructor_id', '=', instructor.id)
          .where('status', '=', 'held')
          .where('hold_expires_at', '<=', now)
          .execute();
        const id = randomUUID();
        await trx
          .insertInto('lesson_bookings')
          .values({
            id,
            instructor_id: instructor.id,
            lesson_type_id: lesson.id,
            account_id: buyer.accountId,
            email: buyer.email,
            idempotency_key: request.transactionId,
            status: 'held',
            starts_at: start,
            ends_at: end,
            time_zone: availability.timeZone,
            hold_expires_at: new Date(now.getTime() + LESSON_HOLD_MINUTES * 60_000),
            lesson_name: lesson.name,
            minutes: lesson.minutes,
            format: lesson.format,
            place: lesson.place,
            price_cents: lesson.priceCents,
            currency: lesson.currency,
            payment_provider: lesson.priceCents === 0 ? 'free' : 'demo',
            cancel_cutoff_hours: availability.cancelCutoffHours,
          })
          .execute();
        return id;
      },
    });
  } catch (error) {
    if (isUniqueViolation(error, 'lesson_bookings_live_start_key'))
      throw new AppError(409, 'CONFLICT', SLOT_TAKEN, { field: 'start' });
    throw error;
  }
  if ('earlier' in outcome) return bookingOf(outcome.earlier, false);
  // The demo's payment (or a free lesson) confirms the hold at once.
  await confirmHeldLesson(ctx, db, outcome.written);
  return bookingOf(
    await bookingRows(db).where('b.id', '=', outcome.written).executeTakeFirstOrThrow(),
    false,
  );
}

/** A paid hold becomes the dancer's lesson, once; the dancer and the instructor are told. */
export async function confirmHeldLesson(
  ctx: ServiceContext,
  db: Db,
  bookingId: string,
): Promise<void> {
  const confirmed = await db
    .updateTable('lesson_bookings')
    .set({ status: 'confirmed', confirmed_at: new Date(), hold_expires_at: null })
    .where('id', '=', bookingId)
    .where('status', '=', 'held')
    .executeTakeFirst();
  if (Number(confirmed.numUpdatedRows) === 0) return;
  const link = await siteLinkIn(ctx.config, db, LESSONS_PATH);
  await sendLessonMail(ctx.mailer, db, bookingId, 'booked', link);
}

const LIST_LIMIT = 200;

/** Upcoming lessons soonest first, then past ones latest first. */
function upcomingFirst(rows: BookingRow[], withDancer: boolean): LessonBooking[] {
  const now = new Date();
  const upcoming = rows.filter((row) => row.ends_at >= now);
  const past = rows.filter((row) => row.ends_at < now).reverse();
  return [...upcoming, ...past].map((row) => bookingOf(row, withDancer, now));
}

export async function dancerLessons(db: Db, accountId: string): Promise<LessonBooking[]> {
  const rows = await bookingRows(db)
    .where('b.account_id', '=', accountId)
    .where('b.status', 'in', ['held', 'confirmed', 'cancelled'])
    .orderBy('b.starts_at', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return upcomingFirst(rows.reverse(), false);
}

export async function instructorLessons(db: Db, accountId: string): Promise<LessonBooking[]> {
  const rows = await bookingRows(db)
    .where('i.account_id', '=', accountId)
    .where('b.status', 'in', ['held', 'confirmed', 'cancelled'])
    .orderBy('b.starts_at', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return upcomingFirst(rows.reverse(), true);
}

/** The dancer cancels their own lesson until the instructor's cut-off before it starts. */
export async function cancelLesson(
  ctx: ServiceContext,
  db: Db,
  accountId: string,
  bookingId: string,
): Promise<LessonBooking> {
  const row = await bookingRows(db)
    .where('b.id', '=', bookingId)
    .where('b.account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw notFound('No such lesson.');
  if (!live(row.status)) throw new AppError(409, 'CONFLICT', 'This lesson is already cancelled.');
  if (new Date() > cutoffOf(row))
    throw new AppError(
      409,
      'CONFLICT',
      `Lessons can be cancelled until ${row.cancel_cutoff_hours} hours before they start.`,
    );
  const cancelled = await db
    .updateTable('lesson_bookings')
    .set({ status: 'cancelled', cancelled_at: new Date(), hold_expires_at: null })
    .where('id', '=', bookingId)
    .where('status', 'in', ['held', 'confirmed'])
    .executeTakeFirst();
  // Two cancels at once: only the one that cancelled it tells anyone.
  if (Number(cancelled.numUpdatedRows) > 0)
    await sendLessonMail(
      ctx.mailer,
      db,
      bookingId,
      'cancelled',
      await siteLinkIn(ctx.config, db, LESSONS_PATH),
    );
  return bookingOf(
    await bookingRows(db).where('b.id', '=', bookingId).executeTakeFirstOrThrow(),
    false,
  );
}
