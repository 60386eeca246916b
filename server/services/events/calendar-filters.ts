// What narrows a calendar read or the event list beyond its days: whose events, how near (a
// bounding box the position index narrows by, then the exact great-circle distance), which dance
// styles (any of those asked), and words, each found in the title, the venue, the school's name or
// a published event's session teachers. Conditions are on `ev`, an events row.
import { sql, type RawBuilder } from 'kysely';
import { NEARBY_RADIUS_METRES } from '../../../src/contract/events';

const EARTH_RADIUS_METRES = 6_371_000;
const METRES_PER_DEGREE_LATITUDE = 111_320;

export interface Point {
  latitude: number;
  longitude: number;
}

export interface CalendarFilter {
  near?: Point | null;
  /** How far near reaches; the spec's 20 km when not given. */
  radiusMetres?: number;
  organisationId?: string | null;
  /** Any of these styles (lower case, as stored). */
  styles?: readonly string[];
  /** Lower-case words, every one of which must be found somewhere. */
  words?: readonly string[];
  viewerOrganisationId: string | null;
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

/** A LIKE pattern holding the word anywhere: its own %, _ and \ match only themselves. */
export const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

function nearConditions(point: Point, radiusMetres: number): RawBuilder<unknown>[] {
  const { latitude, longitude } = point;
  const box = boundingBox(point, radiusMetres);
  return [
    sql`ev.latitude BETWEEN ${box.minLatitude} AND ${box.maxLatitude}`,
    sql`ev.longitude BETWEEN ${box.minLongitude} AND ${box.maxLongitude}`,
    sql`${2 * EARTH_RADIUS_METRES} * asin(sqrt(
      power(sin(radians(ev.latitude - ${latitude}) / 2), 2) +
      cos(radians(${latitude})) * cos(radians(ev.latitude)) *
      power(sin(radians(ev.longitude - ${longitude}) / 2), 2)
    )) <= ${radiusMetres}`,
  ];
}

/**
 * A word in the event's own words, its school's name or the teachers of a published event's
 * sessions (a draft's sessions are the organiser's until they publish). Checked in that order,
 * cheapest first: the schools holding the word are found once per read (there are few), the
 * teachers only for an event whose own words and school do not hold it, through its
 * configuration's index (see npm run bench:search).
 */
function wordCondition(word: string): RawBuilder<unknown> {
  const pattern = containsPattern(word);
  return sql`(
    lower(ev.title) LIKE ${pattern}
    OR lower(ev.location_description) LIKE ${pattern}
    OR ev.organisation_id IN (SELECT wo.id FROM organisations wo WHERE lower(wo.name) LIKE ${pattern})
    OR EXISTS (
      SELECT 1 FROM ticket_configurations wc
      JOIN event_sessions ws ON ws.configuration_id = wc.id
      WHERE wc.event_id = ev.id AND wc.status = 'published' AND lower(ws.teachers) LIKE ${pattern}
    )
  )`;
}

/**
 * Any of the styles: among the event's styles, or — for an event that names none, which the
 * calendar paints by a style word in its title (spec §3) — in its title.
 */
function stylesCondition(styles: readonly string[]): RawBuilder<unknown> {
  const titlePatterns = styles.filter((style) => style !== 'other').map(containsPattern);
  return sql`(ev.dance_styles && ${[...styles]}::text[]
    OR (cardinality(ev.dance_styles) = 0 AND lower(ev.title) LIKE ANY (${titlePatterns}::text[])))`;
}

export function filterConditions(filter: CalendarFilter): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  if (filter.organisationId) conditions.push(sql`ev.organisation_id = ${filter.organisationId}`);
  if (filter.near) {
    conditions.push(...nearConditions(filter.near, filter.radiusMetres ?? NEARBY_RADIUS_METRES));
  }
  if (filter.styles && filter.styles.length > 0) conditions.push(stylesCondition(filter.styles));
  for (const word of filter.words ?? []) conditions.push(wordCondition(word));
  return conditions;
}

export const andAll = (conditions: RawBuilder<unknown>[]) =>
  conditions.length === 0 ? sql`` : sql`AND ${sql.join(conditions, sql` AND `)}`;
