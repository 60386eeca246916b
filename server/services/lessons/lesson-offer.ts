// What the public reads of an instructor's private lessons: the lessons on offer and their free
// slots over a range, computed in the instructor's zone by the contract's slot rule from the
// availability and the instructor's live lessons (confirmed, or held and not yet expired).
import type { Interval } from '../../../src/contract/lesson-slots';
import { freeSlots } from '../../../src/contract/lesson-slots';
import type { Availability, LessonOffer, LessonType } from '../../../src/contract/private-lessons';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { publicInstructors } from '../instructors/instructor-pages';
import { availabilityOf, lessonTypeOf } from './lesson-settings';

const DAY = 86_400_000;

export async function publicInstructor(db: Db, slug: string) {
  const row = await publicInstructors(db)
    .select(['id', 'slug', 'name', 'account_id'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) throw notFound('No such instructor.');
  return row;
}

export async function availabilityFor(db: Db, instructorId: string): Promise<Availability | null> {
  const row = await db
    .selectFrom('lesson_availability')
    .selectAll()
    .where('instructor_id', '=', instructorId)
    .executeTakeFirst();
  return row ? availabilityOf(row) : null;
}

export async function activeLessonType(
  db: Db,
  instructorId: string,
  lessonTypeId: string,
): Promise<LessonType> {
  const row = await db
    .selectFrom('lesson_types')
    .selectAll()
    .where('id', '=', lessonTypeId)
    .where('instructor_id', '=', instructorId)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!row) throw notFound('This lesson is not offered.');
  return lessonTypeOf(row);
}

/** The instructor's live lessons near [from, to): a day either side covers any buffer and length. */
export async function busyIntervals(
  db: Db,
  instructorId: string,
  from: Date,
  to: Date,
  now: Date,
): Promise<Interval[]> {
  const rows = await db
    .selectFrom('lesson_bookings')
    .select(['starts_at', 'ends_at'])
    .where('instructor_id', '=', instructorId)
    .where('starts_at', '<', new Date(to.getTime() + DAY))
    .where('ends_at', '>', new Date(from.getTime() - DAY))
    .where((eb) =>
      eb.or([
        eb('status', '=', 'confirmed'),
        eb.and([eb('status', '=', 'held'), eb('hold_expires_at', '>', now)]),
      ]),
    )
    .execute();
  return rows.map((row) => ({ start: row.starts_at, end: row.ends_at }));
}

/** The public page's lessons: null when the instructor has set no availability yet. */
export async function readLessonOffer(db: Db, slug: string): Promise<LessonOffer | null> {
  const instructor = await publicInstructor(db, slug);
  const availability = await availabilityFor(db, instructor.id);
  if (!availability) return null;
  const types = await db
    .selectFrom('lesson_types')
    .selectAll()
    .where('instructor_id', '=', instructor.id)
    .where('active', '=', true)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return {
    timeZone: availability.timeZone,
    cancelCutoffHours: availability.cancelCutoffHours,
    lessonTypes: types.map(lessonTypeOf),
  };
}

export async function readFreeSlots(
  db: Db,
  slug: string,
  lessonTypeId: string,
  range: { from: Date; to: Date },
  now = new Date(),
): Promise<{ timeZone: string | null; slots: { start: string; end: string }[] }> {
  const instructor = await publicInstructor(db, slug);
  const lesson = await activeLessonType(db, instructor.id, lessonTypeId);
  const availability = await availabilityFor(db, instructor.id);
  if (!availability) return { timeZone: null, slots: [] };
  const busy = await busyIntervals(db, instructor.id, range.from, range.to, now);
  const slots = freeSlots({ availability, minutes: lesson.minutes, busy, now, ...range });
  return {
    timeZone: availability.timeZone,
    slots: slots.map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString() })),
  };
}
