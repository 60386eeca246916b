// The courses a school's passes can cover, for Settings › Passes: each series of its events (an
// event and the copies Duplicate event made of it, or one event whose sessions are a term's
// classes), named by its latest event's title ("(draft)" after it while none of it is published),
// with how many events it has and classes to come (cancelled ones are not).
import { sql } from 'kysely';
import type { PassCourse } from '../../../src/contract/class-passes';
import type { Db } from '../../db/database';
import { seriesOf } from './pass-coverage';

/** Series listed at most: a school's choices stay one list. */
const COURSES_LISTED = 300;

function seriesRows(db: Db, organisationId: string) {
  return db
    .selectFrom('ticket_configurations as c')
    .leftJoin('events as e', 'e.id', 'c.event_id')
    .select([
      seriesOf('c').as('series_id'),
      sql<string>`coalesce(e.title, c.event_details->>'title', '')`.as('title'),
      sql<Date>`coalesce(e.starts_at, c.created_at)`.as('starts_at'),
      sql<string>`(SELECT count(*) FROM event_sessions s WHERE s.configuration_id = c.id
        AND s.starts_at > now() AND s.cancelled_at IS NULL)`.as('coming'),
      'c.status',
    ])
    .where('c.organisation_id', '=', organisationId)
    .where('c.archived_at', 'is', null);
}

/** Each series' title: its latest event's (by start), so renaming next week's class renames it. */
export async function courseTitlesOf(
  db: Db,
  organisationId: string,
  seriesIds: string[],
): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  if (seriesIds.length === 0) return titles;
  const rows = await seriesRows(db, organisationId)
    .where(seriesOf('c'), 'in', seriesIds)
    .orderBy('starts_at')
    .execute();
  for (const row of rows) if (row.title.trim()) titles.set(row.series_id, row.title.trim());
  return titles;
}

export async function passCourses(db: Db, organisationId: string): Promise<PassCourse[]> {
  const rows = await seriesRows(db, organisationId)
    .orderBy('starts_at', 'desc')
    .limit(COURSES_LISTED * 10)
    .execute();
  const courses = new Map<string, PassCourse>();
  const published = new Set<string>();
  for (const row of rows) {
    const course = courses.get(row.series_id) ?? {
      id: row.series_id,
      // Rows come latest first: the first title seen is the series' current one.
      title: row.title.trim() || 'Untitled event',
      events: 0,
      classes: 0,
    };
    course.events += 1;
    course.classes += Number(row.coming);
    courses.set(row.series_id, course);
    if (row.status === 'published') published.add(row.series_id);
  }
  // A series not yet on sale may be covered ahead of its publishing, and says it is a draft.
  for (const course of courses.values())
    if (!published.has(course.id)) course.title = `${course.title} (draft)`;
  return [...courses.values()]
    .sort((a, b) => a.title.localeCompare(b.title))
    .slice(0, COURSES_LISTED);
}
