// The calendar reads (spec §7 Events and calendar): a month, a month near a point, this week, and an
// organisation's own month. Months and weeks are cut in the viewer's time zone; events are placed
// by their start.
import { sql } from 'kysely';
import { DEFAULT_TIME_ZONE, NEARBY_RADIUS_METRES } from '../../../src/contract/events';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isTimeZone, localParts, zonedTimeToUtc } from '../../../src/contract/time-zones';
import { calendarEventJson } from './calendar-event-json';

const EARTH_RADIUS_METRES = 6_371_000;
/** A month of everything is large; no calendar answer holds more than this. */
export const MAX_EVENTS_PER_READ = 5000;
const METRES_PER_DEGREE_LATITUDE = 111_320;

export interface Point {
  latitude: number;
  longitude: number;
}

export interface CalendarRead {
  from: Date;
  to: Date;
  near?: Point | null;
  organisationId?: string | null;
  viewerOrganisationId: string | null;
}

export function timeZoneOrDefault(timeZone: string | undefined): string {
  if (!timeZone) return DEFAULT_TIME_ZONE;
  if (!isTimeZone(timeZone)) {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      `timeZone "${timeZone}" is not a known time zone.`,
      { field: 'timeZone' },
    );
  }
  return timeZone;
}

export function monthRange(
  year: number,
  month: number,
  timeZone: string,
): { from: Date; to: Date } {
  return {
    from: zonedTimeToUtc(timeZone, year, month, 1),
    to: zonedTimeToUtc(timeZone, year, month + 1, 1),
  };
}

/** The week (Wednesday to Tuesday, spec §9) that holds `now` in the zone. */
export function weekRange(now: Date, timeZone: string): { from: Date; to: Date } {
  const today = localParts(now, timeZone);
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  const sinceWednesday = (weekday - 3 + 7) % 7;
  return {
    from: zonedTimeToUtc(timeZone, today.year, today.month, today.day - sinceWednesday),
    to: zonedTimeToUtc(timeZone, today.year, today.month, today.day - sinceWednesday + 7),
  };
}

/** A box around the point that holds every place within the radius; the index narrows by it. */
export function boundingBox(point: Point, radiusMetres: number) {
  const latitudeDelta = radiusMetres / METRES_PER_DEGREE_LATITUDE;
  const cosine = Math.max(Math.cos((point.latitude * Math.PI) / 180), 0.01);
  const longitudeDelta = Math.min(180, radiusMetres / (METRES_PER_DEGREE_LATITUDE * cosine));
  return {
    minLatitude: point.latitude - latitudeDelta,
    maxLatitude: point.latitude + latitudeDelta,
    minLongitude: point.longitude - longitudeDelta,
    maxLongitude: point.longitude + longitudeDelta,
  };
}

/** The calendar events of a read as JSON text, built by the database in the shape the API answers. */
export async function readCalendarJson(db: Db, read: CalendarRead): Promise<string> {
  let query = db
    .selectFrom('events')
    .leftJoin('organisations', 'organisations.id', 'events.organisation_id')
    .select([
      'events.id',
      'events.title',
      'events.description',
      'events.starts_at',
      'events.ends_at',
      'events.time_zone',
      'events.location_description',
      'events.location_raw',
      'events.latitude',
      'events.longitude',
      'events.is_venue_only',
      'events.dance_styles',
      'events.facebook_url',
      'events.facebook_event_id',
      'events.ical_uid',
      'events.import_source',
      'events.organisation_id',
      'events.image_key',
      'events.is_demo_data',
      'organisations.name as organisation_name',
    ])
    .where('events.starts_at', '>=', read.from)
    .where('events.starts_at', '<', read.to);
  if (read.organisationId) query = query.where('events.organisation_id', '=', read.organisationId);
  if (read.near) {
    const { latitude, longitude } = read.near;
    const box = boundingBox(read.near, NEARBY_RADIUS_METRES);
    query = query
      .where('events.latitude', '>=', box.minLatitude)
      .where('events.latitude', '<=', box.maxLatitude)
      .where('events.longitude', '>=', box.minLongitude)
      .where('events.longitude', '<=', box.maxLongitude)
      .where(
        sql<boolean>`${2 * EARTH_RADIUS_METRES} * asin(sqrt(
          power(sin(radians(events.latitude - ${latitude}) / 2), 2) +
          cos(radians(${latitude})) * cos(radians(events.latitude)) *
          power(sin(radians(events.longitude - ${longitude}) / 2), 2)
        )) <= ${NEARBY_RADIUS_METRES}`,
      );
  }
  const events = query
    .orderBy('events.starts_at')
    .orderBy('events.id')
    .limit(MAX_EVENTS_PER_READ)
    .as('e');
  // Building the JSON in the database and passing it through is far cheaper than turning
  // thousands of rows into objects and back (see npm run bench).
  const { data } = await db
    .selectFrom(events)
    .select(
      sql<string>`coalesce(json_agg(${calendarEventJson(read.viewerOrganisationId)} ORDER BY e.starts_at, e.id), '[]'::json)::text`.as(
        'data',
      ),
    )
    .executeTakeFirstOrThrow();
  return data;
}
