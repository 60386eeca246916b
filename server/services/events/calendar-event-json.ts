// The calendar event shape (spec §3, src/contract/events.ts) as a SQL JSON expression over the
// columns of a calendar read (aliased e), so the database builds the answer. A calendar carries the
// start of each description: a month of imported events with pages-long descriptions made answers
// of megabytes; the event's page has the whole. `cancelled`: its school cancelled it (the calendar
// marks it on its date).
import { sql } from 'kysely';
import { CALENDAR_DESCRIPTION_LENGTH } from '../../../src/contract/events';
import { IMAGE_URL_PREFIX } from '../images';

const isoUtc = (column: string) =>
  sql`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export function calendarEventJson(viewerOrganisationId: string | null) {
  return sql`json_build_object(
    'id', e.id,
    'title', e.title,
    'description', CASE
      WHEN char_length(e.description) > ${sql.lit(CALENDAR_DESCRIPTION_LENGTH)}
      THEN rtrim(left(e.description, ${sql.lit(CALENDAR_DESCRIPTION_LENGTH - 1)})) || '…'
      ELSE e.description END,
    'eventStartDateTime', ${isoUtc('e.starts_at')},
    'eventEndDateTime', ${isoUtc('e.ends_at')},
    'timeZone', e.time_zone,
    'eventLocation', json_build_object(
      'description', e.location_description,
      'latitude', e.latitude,
      'longitude', e.longitude,
      'isVenueOnly', e.is_venue_only,
      'rawLocation', e.location_raw
    ),
    'danceStyles', e.dance_styles,
    'facebookUrl', e.facebook_url,
    'facebookEventId', e.facebook_event_id,
    'icalUID', e.ical_uid,
    'importSource', e.import_source,
    'isEventOwner', coalesce(e.organisation_id = ${viewerOrganisationId}::uuid, false),
    'organisationName', e.organisation_name,
    'eventImageUrl', CASE WHEN e.image_key IS NULL THEN NULL ELSE ${IMAGE_URL_PREFIX}::text || e.image_key END,
    'hasTickets', EXISTS (
      SELECT 1 FROM ticket_configurations tc
      WHERE tc.event_id = e.id AND tc.status = 'published' AND tc.event_state <> 'cancelled'
    ),
    'cancelled', EXISTS (
      SELECT 1 FROM ticket_configurations tc
      WHERE tc.event_id = e.id AND tc.event_state = 'cancelled'
    ),
    'isDemoData', e.is_demo_data
  )`;
}
