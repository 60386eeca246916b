// The columns an imported event sets, from the contract's import shape.
import { DEFAULT_TIME_ZONE } from '../../../src/contract/events';
import type { ImportEvent } from '../../../src/contract/imports';
import { canonicalTimeZone } from '../../../src/contract/date-formats';

type Parsed = Omit<ImportEvent, 'description' | 'danceStyles' | 'location'> & {
  description: string;
  danceStyles: string[];
  location: ImportEvent['location'] & { isVenueOnly: boolean };
};

export function eventColumns(event: Parsed) {
  return {
    title: event.title,
    description: event.description,
    starts_at: new Date(event.startDateTime),
    ends_at: new Date(event.endDateTime),
    // A calendar file's zone by its own name; one nobody knows reads as the default, as before.
    time_zone: (event.timeZone && canonicalTimeZone(event.timeZone)) || DEFAULT_TIME_ZONE,
    location_description: event.location.description,
    location_raw: event.location.rawLocation ?? null,
    is_venue_only: event.location.isVenueOnly,
    latitude: event.location.latitude ?? null,
    longitude: event.location.longitude ?? null,
    dance_styles: event.danceStyles.map((style) => style.toLowerCase()),
    facebook_url: event.facebookUrl ?? null,
    facebook_event_id: event.facebookEventId ?? null,
    ical_uid: event.icalUID ?? null,
  };
}

export type ParsedImportEvent = Parsed;

/** A unique violation on import means another request imported the same event first. */
export { isUniqueViolation } from '../../lib/database-errors';
