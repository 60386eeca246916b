// The event list (finding dance): public events matching the filters, soonest first, a page at a
// time — from..to being the dates events happen on where they happen (this week or this month as
// the viewer's own calendar has them), or, without dates, the events that have not ended.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { andAll, filterConditions, type CalendarFilter } from './calendar-filters';
import { calendarEventJson } from './calendar-event-json';

export interface SearchRange {
  from: string | null;
  to: string | null;
}

/**
 * The dates, and the instants they can start at (a zone is at most 14 hours from UTC): the start
 * index walks only the range's events, in the list's order, rather than every event from now on.
 */
function rangeConditions(range: SearchRange) {
  return [
    ...(range.from
      ? [
          sql`ev.local_date >= ${range.from}::date`,
          sql`ev.starts_at >= ${range.from}::date - interval '1 day'`,
        ]
      : [sql`ev.ends_at >= now()`]),
    ...(range.to
      ? [
          sql`ev.local_date <= ${range.to}::date`,
          sql`ev.starts_at < ${range.to}::date + interval '2 days'`,
        ]
      : []),
  ];
}

export interface SearchPage {
  offset: number;
  limit: number;
}

/** The list's query (the benchmark explains it). */
export function eventSearchQuery(range: SearchRange, page: SearchPage, filter: CalendarFilter) {
  const conditions = [...rangeConditions(range), ...filterConditions(filter)];
  return sql<{ data: string }>`
    SELECT json_build_object(
      'data', coalesce(json_agg(${calendarEventJson(filter.viewerOrganisationId)}
        ORDER BY e.starts_at, e.id) FILTER (WHERE e.page_rank <= ${page.limit}), '[]'::json),
      'nextOffset', CASE WHEN count(*) > ${page.limit} THEN ${page.offset + page.limit}::int END
    )::text AS data
    FROM (
      SELECT ev.*, o.name AS organisation_name,
        row_number() OVER (ORDER BY ev.starts_at, ev.id) AS page_rank
      FROM (
        SELECT ev.* FROM events ev
        WHERE true ${andAll(conditions)}
        ORDER BY ev.starts_at, ev.id
        OFFSET ${page.offset} LIMIT ${page.limit + 1}
      ) ev
      LEFT JOIN organisations o ON o.id = ev.organisation_id
    ) e`;
}

/** One page of the list as JSON text, `{"data": [...], "nextOffset": n | null}`. */
export async function readEventSearchJson(
  db: Db,
  range: SearchRange,
  page: SearchPage,
  filter: CalendarFilter,
): Promise<string> {
  const { rows } = await eventSearchQuery(range, page, filter).execute(db);
  return rows[0]!.data;
}
