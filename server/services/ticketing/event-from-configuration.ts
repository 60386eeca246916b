// Writes a configuration's event details onto its event (spec §4: publishing, and edits to a
// published event, apply at once): creates the event for a configuration made by hand, else
// updates the event it was made for.
import { randomUUID } from 'node:crypto';
import { stylesIn } from '../../../src/contract/dance-style-keywords';
import type { EventDetails } from '../../../src/contract/ticketing';
import type { Db } from '../../db/database';

type Details = Omit<EventDetails, 'base64Image'>;

function eventColumns(details: Details) {
  const location = details.location;
  const hasPoint = typeof location.latitude === 'number' && typeof location.longitude === 'number';
  return {
    title: details.title.trim(),
    description: details.description,
    starts_at: new Date(details.startDateTime!),
    ends_at: new Date(details.endDateTime!),
    location_description: location.description.trim(),
    latitude: hasPoint ? location.latitude! : null,
    longitude: hasPoint ? location.longitude! : null,
    check_in_opens_minutes: details.checkInOpensMinutesBefore,
    ...(details.timeZone ? { time_zone: details.timeZone } : {}),
    ...(details.eventImageKey ? { image_key: details.eventImageKey } : {}),
    updated_at: new Date(),
  };
}

/** The event's id, created when the configuration has none yet. Call after the rules held. */
export async function writeEvent(
  db: Db,
  organisationId: string,
  eventId: string | null,
  details: Details,
): Promise<string> {
  if (eventId) {
    // The organiser's own update answers what a calendar feed said about the event.
    await db
      .updateTable('events')
      .set({ ...eventColumns(details), changed_in_feed: null })
      .where('id', '=', eventId)
      .execute();
    return eventId;
  }
  const organisation = await db
    .selectFrom('organisations')
    .select('time_zone')
    .where('id', '=', organisationId)
    .executeTakeFirstOrThrow();
  const uid = details.icsData?.uid ?? null;
  const uidTaken =
    uid !== null &&
    (await db.selectFrom('events').select('id').where('ical_uid', '=', uid).executeTakeFirst()) !==
      undefined;
  const id = randomUUID();
  await db
    .insertInto('events')
    .values({
      id,
      organisation_id: organisationId,
      time_zone: organisation.time_zone,
      ...eventColumns(details),
      import_source: details.importSource,
      ical_uid: uidTaken ? null : uid,
      dance_styles: stylesIn(`${details.title} ${details.description}`).filter(
        (style) => style !== 'other',
      ),
      image_upload_status: details.eventImageKey ? 'completed' : 'none',
    })
    .execute();
  return id;
}
