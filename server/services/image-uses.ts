// Whether anything still shows a stored image: an event, a wizard draft, a school's branding, a
// timetable or an instructor's photo. The daily clean-up deletes images nothing uses; a photo or
// a branding image that is replaced is deleted at once, so a replaced image is not served on.
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** True for an `images` row that nothing names. */
export const isUnusedImage = sql<boolean>`NOT EXISTS (SELECT 1 FROM events WHERE events.image_key = images.key)
  AND NOT EXISTS (SELECT 1 FROM ticket_configurations c
    WHERE c.event_details->>'eventImageKey' = images.key)
  AND NOT EXISTS (SELECT 1 FROM organisations o
    WHERE o.organisation_info->>'imageKey' = images.key
      OR o.organisation_info->>'profileImageKey' = images.key)
  AND NOT EXISTS (SELECT 1 FROM schedule_images si WHERE si.image_key = images.key)
  AND NOT EXISTS (SELECT 1 FROM instructors i WHERE i.image_key = images.key)`;

/** Deletes the image once nothing names it any more (a replaced photo or branding image). */
export async function deleteImageIfUnused(db: Db, key: string | null | undefined): Promise<void> {
  if (!key) return;
  await db.deleteFrom('images').where('key', '=', key).where(isUnusedImage).execute();
}
