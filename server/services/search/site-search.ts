// The one search: events and classes (the event list's read: title, venue, school, teachers),
// instructors and local guides (public profiles, by name, address, styles and cities), each group
// a short list. Near me narrows events only: a profile names cities, not a place on the map.
import { sql } from 'kysely';
import {
  SITE_SEARCH_GROUP_SIZE,
  type FoundEvent,
  type SiteSearchResults,
} from '../../../src/contract/site-search';
import { calendarDayResponseSchema } from '../../../src/contract/events';
import type { InstructorSummary } from '../../../src/contract/instructors';
import type { Db } from '../../db/database';
import { containsPattern, type CalendarFilter } from '../events/calendar-filters';
import { readEventSearchJson } from '../events/event-search';

const NOTHING: SiteSearchResults = {
  events: [],
  moreEvents: false,
  instructors: [],
  instructorsTotal: 0,
  guides: [],
  guidesTotal: 0,
};

/** The teachers the published sessions of these events name, each once, in session order. */
async function teachersOf(db: Db, eventIds: string[]): Promise<Map<string, string[]>> {
  const teachers = new Map<string, string[]>();
  if (eventIds.length === 0) return teachers;
  const rows = await db
    .selectFrom('ticket_configurations as tc')
    .innerJoin('event_sessions as ws', 'ws.configuration_id', 'tc.id')
    .select(['tc.event_id', 'ws.teachers'])
    .where('tc.event_id', 'in', eventIds)
    .where('tc.status', '=', 'published')
    .where('ws.teachers', '<>', '')
    .orderBy('tc.event_id')
    .orderBy('ws.position')
    .execute();
  for (const row of rows) {
    if (row.event_id === null) continue;
    const list = teachers.get(row.event_id) ?? [];
    if (!list.includes(row.teachers)) list.push(row.teachers);
    teachers.set(row.event_id, list);
  }
  return teachers;
}

/** The events among these that their school cancelled or postponed, with what it did. */
async function changedStates(db: Db, eventIds: string[]) {
  const states = new Map<string, 'cancelled' | 'postponed'>();
  if (eventIds.length === 0) return states;
  const rows = await db
    .selectFrom('ticket_configurations')
    .select(['event_id', 'event_state'])
    .where('event_id', 'in', eventIds)
    .where('status', '=', 'published')
    .where('event_state', 'in', ['cancelled', 'postponed'])
    .execute();
  for (const row of rows)
    if (row.event_id !== null)
      states.set(row.event_id, row.event_state as 'cancelled' | 'postponed');
  return states;
}

async function findEvents(db: Db, filter: CalendarFilter) {
  const json = await readEventSearchJson(
    db,
    { from: null, to: null },
    { offset: 0, limit: SITE_SEARCH_GROUP_SIZE },
    filter,
  );
  const page = calendarDayResponseSchema.parse(JSON.parse(json));
  const teachers = await teachersOf(
    db,
    page.data.map((event) => event.id),
  );
  // A cancelled event still happens on its date in the list, but a dancer must not plan on it.
  const states = await changedStates(
    db,
    page.data.map((event) => event.id),
  );
  const events: FoundEvent[] = page.data.map((event) => {
    const eventState = states.get(event.id);
    return { event, teachers: teachers.get(event.id) ?? [], ...(eventState && { eventState }) };
  });
  return { events, moreEvents: page.nextOffset !== null };
}

/** Profiles with every word in their name, address, styles or cities, and any of the styles. */
async function findProfiles(
  db: Db,
  filter: CalendarFilter,
  guidesOnly: boolean,
): Promise<{ list: InstructorSummary[]; total: number }> {
  let query = db.selectFrom('instructors as i');
  if (guidesOnly)
    query = query
      .innerJoin('accounts as a', 'a.id', 'i.account_id')
      .where('a.is_dance_aficionado', '=', true);
  if (filter.styles && filter.styles.length > 0)
    query = query.where(sql<boolean>`i.dance_styles && ${[...filter.styles]}::text[]`);
  for (const word of filter.words ?? []) {
    const pattern = containsPattern(word);
    query = query.where(
      sql<boolean>`(lower(i.name) LIKE ${pattern} OR i.slug LIKE ${pattern}
        OR lower(array_to_string(i.dance_styles, ' ')) LIKE ${pattern}
        OR lower(array_to_string(i.cities, ' ')) LIKE ${pattern})`,
    );
  }
  const [rows, count] = await Promise.all([
    query
      .select(['i.slug', 'i.name', 'i.image_key', 'i.dance_styles', 'i.cities'])
      .orderBy(sql`lower(i.name)`)
      .orderBy('i.id')
      .limit(SITE_SEARCH_GROUP_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => ({
      slug: row.slug,
      name: row.name,
      imageKey: row.image_key,
      danceStyles: row.dance_styles,
      cities: row.cities,
    })),
    total: Number(count.total),
  };
}

/** Every group for one search; a search with no words, styles nor place finds nothing. */
export async function siteSearch(db: Db, filter: CalendarFilter): Promise<SiteSearchResults> {
  const asked = (filter.words?.length ?? 0) > 0 || (filter.styles?.length ?? 0) > 0;
  if (!asked && !filter.near) return NOTHING;
  const events = await findEvents(db, filter);
  // Near me alone finds events; people are found by words and styles.
  if (!asked) return { ...NOTHING, ...events };
  const instructors = await findProfiles(db, filter, false);
  const guides = await findProfiles(db, filter, true);
  return {
    ...events,
    instructors: instructors.list,
    instructorsTotal: instructors.total,
    guides: guides.list,
    guidesTotal: guides.total,
  };
}
