// The calendar reads (spec §7 Events and calendar): a month, a month near a point, this week, an
// organisation's own month, and one day page by page. Events sit on the day they start where they
// happen (events.local_date). A month or week answer holds at most DAY_EVENT_LIMIT events a day and
// names the days that hold more, so an answer stays small however busy the calendar is; the day
// read pages through the rest.
import { sql } from 'kysely';
import { DAY_EVENT_LIMIT } from '../../../src/contract/events';
import type { Db } from '../../db/database';
import { andAll, filterConditions, type CalendarFilter } from './calendar-filters';
import { calendarEventJson } from './calendar-event-json';

export type { CalendarFilter } from './calendar-filters';
export { monthDates, timeZoneOrDefault, weekDates } from './calendar-days';

/** Events a day read answers at a time. */
export const DAY_PAGE_SIZE = 50;

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
