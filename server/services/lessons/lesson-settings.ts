// What an instructor offers as private lessons: their lesson types and their one availability
// (weekly hours, date overrides and the booking rules, in their own zone). Only the profile's own
// account reads or changes them; the public reads the active types through lesson-offer.ts.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Currency } from '../../../src/contract/ticketing';
import {
  LESSON_LIMITS,
  type Availability,
  type LessonType,
  type LessonTypeInput,
} from '../../../src/contract/private-lessons';
import type { Db } from '../../db/database';
import type { LessonAvailabilityTable, LessonTypeTable } from '../../db/schema-lessons';
import { AppError, notFound } from '../../lib/app-error';

export const lessonTypeOf = (row: Selectable<LessonTypeTable>): LessonType => ({
  id: row.id,
  name: row.name,
  minutes: row.minutes,
  format: row.format,
  priceCents: row.price_cents,
  // Written only through lessonTypeInputSchema, whose currency is one of CURRENCIES.
  currency: row.currency as Currency,
  place: row.place,
  active: row.active,
});

export const availabilityOf = (row: Selectable<LessonAvailabilityTable>): Availability => ({
  timeZone: row.time_zone,
  weekly: row.weekly,
  overrides: row.overrides,
  bufferMinutes: row.buffer_minutes,
  minNoticeHours: row.min_notice_hours,
  bookingWindowDays: row.booking_window_days,
  cancelCutoffHours: row.cancel_cutoff_hours,
});

export interface LessonSettings {
  availability: Availability | null;
  lessonTypes: LessonType[];
}

/** The account's instructor id; without a profile there is nothing to offer lessons from. */
async function ownInstructorId(db: Db, accountId: string): Promise<string> {
  const row = await db
    .selectFrom('instructors')
    .select('id')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row)
    throw new AppError(409, 'CONFLICT', 'Save your instructor profile before offering lessons.');
  return row.id;
}

export async function readLessonSettings(db: Db, accountId: string): Promise<LessonSettings> {
  const instructor = await db
    .selectFrom('instructors')
    .select('id')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!instructor) return { availability: null, lessonTypes: [] };
  const [availability, types] = await Promise.all([
    db
      .selectFrom('lesson_availability')
      .selectAll()
      .where('instructor_id', '=', instructor.id)
      .executeTakeFirst(),
    db
      .selectFrom('lesson_types')
      .selectAll()
      .where('instructor_id', '=', instructor.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  return {
    availability: availability ? availabilityOf(availability) : null,
    lessonTypes: types.map(lessonTypeOf),
  };
}

export async function saveAvailability(
  db: Db,
  accountId: string,
  input: Availability,
): Promise<LessonSettings> {
  const instructorId = await ownInstructorId(db, accountId);
  const values = {
    time_zone: input.timeZone,
    weekly: JSON.stringify(input.weekly),
    overrides: JSON.stringify(input.overrides),
    buffer_minutes: input.bufferMinutes,
    min_notice_hours: input.minNoticeHours,
    booking_window_days: input.bookingWindowDays,
    cancel_cutoff_hours: input.cancelCutoffHours,
  };
  await db
    .insertInto('lesson_availability')
    .values({ instructor_id: instructorId, ...values })
    .onConflict((oc) =>
      oc.column('instructor_id').doUpdateSet({ ...values, updated_at: new Date() }),
    )
    .execute();
  return readLessonSettings(db, accountId);
}

const cents = (price: number) => Math.round(price * 100);

/** A new lesson type; at most LESSON_LIMITS.lessonTypes per instructor (counted under its lock). */
export async function addLessonType(
  db: Db,
  accountId: string,
  input: LessonTypeInput,
): Promise<LessonSettings> {
  const instructorId = await ownInstructorId(db, accountId);
  await db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('instructors')
      .select('id')
      .where('id', '=', instructorId)
      .forUpdate()
      .execute();
    const { count } = await trx
      .selectFrom('lesson_types')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('instructor_id', '=', instructorId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= LESSON_LIMITS.lessonTypes)
      throw new AppError(
        409,
        'CONFLICT',
        `At most ${LESSON_LIMITS.lessonTypes} lesson types: change or switch off one you have.`,
      );
    await trx
      .insertInto('lesson_types')
      .values({
        id: randomUUID(),
        instructor_id: instructorId,
        name: input.name,
        minutes: input.minutes,
        format: input.format,
        price_cents: cents(input.price),
        currency: input.currency,
        place: input.place,
        active: input.active,
      })
      .execute();
  });
  return readLessonSettings(db, accountId);
}

/** Changes a lesson type of the account's own; lessons already booked keep what they were. */
export async function changeLessonType(
  db: Db,
  accountId: string,
  lessonTypeId: string,
  input: LessonTypeInput,
): Promise<LessonSettings> {
  const instructorId = await ownInstructorId(db, accountId);
  const changed = await db
    .updateTable('lesson_types')
    .set({
      name: input.name,
      minutes: input.minutes,
      format: input.format,
      price_cents: cents(input.price),
      currency: input.currency,
      place: input.place,
      active: input.active,
    })
    .where('id', '=', lessonTypeId)
    .where('instructor_id', '=', instructorId)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) throw notFound('No such lesson type.');
  return readLessonSettings(db, accountId);
}
