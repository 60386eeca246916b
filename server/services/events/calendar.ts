// The calendar reads (spec §7 Events and calendar): a month, a month near a point, this week, an
// organisation's own month, and one day page by page. Events sit on the day they start where they
// happen (events.local_date). A month or week answer holds at most DAY_EVENT_LIMIT events a day and
// names the days that hold more, so an answer stays small however busy the calendar is; the day
// read pages through the rest.
import { sql, type RawBuilder } from 'kysely';
import { DAY_EVENT_LIMIT, NEARBY_RADIUS_METRES } from '../../../src/contract/events';
import type { Db } from '../../db/database';
import { calendarEventJson } from './calendar-event-json';

export { monthDates, timeZoneOrDefault, weekDates } from './calendar-days';

const EARTH_RADIUS_METRES = 6_371_000;
const METRES_PER_DEGREE_LATITUDE = 111_320;
/** Events a day read answers at a time. */
export const DAY_PAGE_SIZE = 50;

export interface Point {
  latitude: number;
  longitude: number;
}

export interface CalendarFilter {
  near?: Point | null;
  organisationId?: string | null;
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

/** The conditions on `ev` (an events row) beyond its day: whose events, and how near. */
function filterConditions(filter: CalendarFilter): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  if (filter.organisationId) conditions.push(sql`ev.organisation_id = ${filter.organisationId}`);
  if (filter.near) {
    const { latitude, longitude } = filter.near;
    const box = boundingBox(filter.near, NEARBY_RADIUS_METRES);
    conditions.push(
      sql`ev.latitude BETWEEN ${box.minLatitude} AND ${box.maxLatitude}`,
      sql`ev.longitude BETWEEN ${box.minLongitude} AND ${box.maxLongitude}`,
      sql`${2 * EARTH_RADIUS_METRES} * asin(sqrt(
        power(sin(radians(ev.latitude - ${latitude}) / 2), 2) +
        cos(radians(${latitude})) * cos(radians(ev.latitude)) *
        power(sin(radians(ev.longitude - ${longitude}) / 2), 2)
      )) <= ${NEARBY_RADIUS_METRES}`,
    );
  }
  return conditions;
}

const andAll = (conditions: RawBuilder<unknown>[]) =>
  conditions.length === 0 ? sql`` : sql`AND ${sql.join(conditions, sql` AND `)}`;

/**
 * The events of the dates as JSON text, `{"data": [...], "daysWithMore": ["YYYY-MM-DD", ...]}`,
 * built by the database in the shape the API answers: turning thousands of rows into objects and
 * back costs far more (see npm run bench).
 */
export async function readCalendarJson(
  db: Db,
  dates: string[],
  filter: CalendarFilter,
): Promise<string> {
  // Per day, the index hands over at most one event past the limit: that one only says "more".
  const { rows } = await sql<{ data: string }>`
    SELECT json_build_object(
      'data', coalesce(json_agg(${calendarEventJson(filter.viewerOrganisationId)}
        ORDER BY e.starts_at, e.id) FILTER (WHERE e.day_rank <= ${DAY_EVENT_LIMIT}), '[]'::json),
      'daysWithMore', coalesce(json_agg(to_char(e.local_date, 'YYYY-MM-DD') ORDER BY e.local_date)
        FILTER (WHERE e.day_rank > ${DAY_EVENT_LIMIT}), '[]'::json)
    )::text AS data
    FROM (
      SELECT ev.*, o.name AS organisation_name,
        row_number() OVER (PARTITION BY d.day ORDER BY ev.starts_at, ev.id) AS day_rank
      FROM unnest(${dates}::date[]) AS d(day)
      CROSS JOIN LATERAL (
        SELECT ev.* FROM events ev
        WHERE ev.local_date = d.day ${andAll(filterConditions(filter))}
        ORDER BY ev.starts_at, ev.id
        LIMIT ${DAY_EVENT_LIMIT + 1}
      ) ev
      LEFT JOIN organisations o ON o.id = ev.organisation_id
    ) e`.execute(db);
  return rows[0]!.data;
}

/** One page of a day's events as JSON text, `{"data": [...], "nextOffset": n | null}`. */
export async function readCalendarDayJson(
  db: Db,
  date: string,
  offset: number,
  filter: CalendarFilter,
): Promise<string> {
  const { rows } = await sql<{ data: string }>`
    SELECT json_build_object(
      'data', coalesce(json_agg(${calendarEventJson(filter.viewerOrganisationId)}
        ORDER BY e.starts_at, e.id) FILTER (WHERE e.page_rank <= ${DAY_PAGE_SIZE}), '[]'::json),
      'nextOffset', CASE WHEN count(*) > ${DAY_PAGE_SIZE} THEN ${offset + DAY_PAGE_SIZE}::int END
    )::text AS data
    FROM (
      SELECT ev.*, o.name AS organisation_name,
        row_number() OVER (ORDER BY ev.starts_at, ev.id) AS page_rank
      FROM (
        SELECT ev.* FROM events ev
        WHERE ev.local_date = ${date}::date ${andAll(filterConditions(filter))}
        ORDER BY ev.starts_at, ev.id
        OFFSET ${offset} LIMIT ${DAY_PAGE_SIZE + 1}
      ) ev
      LEFT JOIN organisations o ON o.id = ev.organisation_id
    ) e`.execute(db);
  return rows[0]!.data;
}
