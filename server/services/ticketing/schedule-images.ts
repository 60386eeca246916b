// A festival's schedule images, one per day (Thursday to Sunday): stored in images like the event
// poster (the same checks: JPEG, PNG, GIF or WebP, at most 10 MB, public once stored), replaced
// or removed by the school, and read for the event page under that day of its timetable.
import type { ScheduleDay, ScheduleImage } from '../../../src/contract/schedule-images';
import { SCHEDULE_DAYS } from '../../../src/contract/schedule-images';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { decodeBase64Image, IMAGE_BASE64_FIELD, storeImage } from '../images';
import type { Member } from './save-configuration';

/** The configuration's schedule images, Thursday to Sunday. */
export async function scheduleImagesOf(db: Db, configurationId: string): Promise<ScheduleImage[]> {
  const rows = await db
    .selectFrom('schedule_images')
    .select(['day', 'image_key'])
    .where('configuration_id', '=', configurationId)
    .execute();
  return SCHEDULE_DAYS.flatMap((day) => {
    const row = rows.find((candidate) => candidate.day === day);
    return row ? [{ day, imageKey: row.image_key }] : [];
  });
}

async function ownConfiguration(db: Db, member: Member, configurationId: string) {
  const found = await db
    .selectFrom('ticket_configurations')
    .select('id')
    .where('id', '=', configurationId)
    .where('organisation_id', '=', member.organisationId)
    .executeTakeFirst();
  if (!found) throw notFound('This event was not found.');
}

export async function listScheduleImages(db: Db, member: Member, configurationId: string) {
  await ownConfiguration(db, member, configurationId);
  return scheduleImagesOf(db, configurationId);
}

/** Stores the day's image (or with null removes it); answers the images as they are now. */
export async function saveScheduleImage(
  db: Db,
  member: Member,
  configurationId: string,
  day: ScheduleDay,
  imageBase64: string | null,
): Promise<ScheduleImage[]> {
  await ownConfiguration(db, member, configurationId);
  // Decoded (and refused with a 400) before anything is written.
  const image = imageBase64 ? decodeBase64Image(imageBase64, IMAGE_BASE64_FIELD) : null;
  await db.transaction().execute(async (trx) => {
    const previous = await trx
      .deleteFrom('schedule_images')
      .where('configuration_id', '=', configurationId)
      .where('day', '=', day)
      .returning('image_key')
      .executeTakeFirst();
    if (image) {
      const key = await storeImage(trx, image, member.accountId);
      await trx
        .insertInto('schedule_images')
        .values({ configuration_id: configurationId, day, image_key: key })
        .execute();
    }
    // The replaced picture is nobody's any more.
    if (previous) await trx.deleteFrom('images').where('key', '=', previous.image_key).execute();
  });
  return scheduleImagesOf(db, configurationId);
}
