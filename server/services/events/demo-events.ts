// Demo events for trying Floorcraft: two dozen upcoming socials, classes and workshops across
// Sydney and Melbourne in every common style, a third of them the demo school's, some with posters. Dates follow the
// day of seeding; each demo event has a fixed UID, so seeding twice adds nothing.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { localParts, zonedTimeToUtc } from '../../../src/contract/time-zones';
import { storeImage } from '../images';
import { posterColourFor, posterPng } from './demo-posters';
import { demoEvents, venues } from './demo-event-data';

export const DEMO_EVENT_COUNT = demoEvents.length;
const demoUid = (index: number) => `demo-${index + 1}@floorcraft.app`;

export async function seedDemoEvents(
  db: Db,
  schoolOrganisationId: string | null,
  now = new Date(),
): Promise<number> {
  const existing = await db
    .selectFrom('events')
    .select('ical_uid')
    .where('is_demo_data', '=', true)
    .execute();
  const have = new Set(existing.map((row) => row.ical_uid));
  let created = 0;
  for (const [index, event] of demoEvents.entries()) {
    if (have.has(demoUid(index))) continue;
    const venue = venues[event.venue];
    if (!venue) continue;
    const today = localParts(now, venue.timeZone);
    const startsAt = zonedTimeToUtc(
      venue.timeZone,
      today.year,
      today.month,
      today.day + event.day,
      event.hour,
    );
    // Every third demo event has a poster.
    const imageKey =
      index % 3 === 0
        ? await storeImage(
            db,
            {
              bytes: posterPng(posterColourFor(event.styles[0] ?? 'other')),
              contentType: 'image/png',
            },
            null,
          )
        : null;
    await db
      .insertInto('events')
      .values({
        id: randomUUID(),
        organisation_id: event.bySchool ? schoolOrganisationId : null,
        uploaded_by_admin: !event.bySchool,
        title: event.title,
        description: `${event.title} at ${venue.name}. All levels welcome; no partner needed.`,
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + event.hours * 3_600_000),
        time_zone: venue.timeZone,
        location_description: `${venue.name}, ${venue.address}`,
        location_raw: `${venue.name}, ${venue.address}`,
        latitude: venue.latitude,
        longitude: venue.longitude,
        dance_styles: event.styles,
        ical_uid: demoUid(index),
        import_source: 'manual',
        image_key: imageKey,
        image_upload_status: imageKey ? 'completed' : 'none',
        is_demo_data: true,
      })
      .execute();
    created++;
  }
  return created;
}
