// Turns event rows into the calendar event shape the web app reads (spec §3 Calendar event).
import type { Selectable } from 'kysely';
import type { CalendarEvent } from '../../../src/contract/events';
import type { EventTable } from '../../db/schema';
import { IMAGE_URL_PREFIX } from '../images';

export type EventRow = Pick<
  Selectable<EventTable>,
  | 'id'
  | 'title'
  | 'description'
  | 'starts_at'
  | 'ends_at'
  | 'time_zone'
  | 'location_description'
  | 'location_raw'
  | 'latitude'
  | 'longitude'
  | 'is_venue_only'
  | 'dance_styles'
  | 'facebook_url'
  | 'facebook_event_id'
  | 'ical_uid'
  | 'import_source'
  | 'organisation_id'
  | 'image_key'
  | 'is_demo_data'
> & { organisation_name: string | null };

export function toCalendarEvent(row: EventRow, viewerOrganisationId: string | null): CalendarEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    eventStartDateTime: row.starts_at.toISOString(),
    eventEndDateTime: row.ends_at.toISOString(),
    timeZone: row.time_zone,
    eventLocation: {
      description: row.location_description,
      latitude: row.latitude,
      longitude: row.longitude,
      isVenueOnly: row.is_venue_only,
      rawLocation: row.location_raw,
    },
    danceStyles: row.dance_styles,
    facebookUrl: row.facebook_url,
    facebookEventId: row.facebook_event_id,
    icalUID: row.ical_uid,
    importSource: row.import_source,
    isEventOwner: viewerOrganisationId !== null && row.organisation_id === viewerOrganisationId,
    organisationName: row.organisation_name,
    eventImageUrl: row.image_key ? `${IMAGE_URL_PREFIX}${row.image_key}` : null,
    // Ticketing arrives with the organiser console; until then no event sells tickets.
    hasTickets: false,
    isDemoData: row.is_demo_data,
  };
}
