// What the public reads of instructors: one profile with the sessions its instructor confirmed
// (published events only; upcoming first, soonest first, then the most recent past), found by its
// address or a former one, and the list
// at /instructors filtered by style, city and name, a page at a time.
import { sql } from 'kysely';
import type { z } from 'zod/mini';
import {
  INSTRUCTORS_PAGE_SIZE,
  type InstructorPage,
  type InstructorSummary,
  type instructorListQuerySchema,
} from '../../../src/contract/instructors';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { profileOf } from './profiles';

/** Sessions a profile lists: enough for years of weekly classes. */
const PROFILE_SESSIONS = 200;

/** Instructors the public sees: those whose account's e-mail is confirmed (an unconfirmed
 * account's profile is theirs to prepare, but nobody else's to find). */
export const publicInstructors = (db: Db) =>
  db.selectFrom('instructors').where(
    sql<boolean>`EXISTS (SELECT 1 FROM accounts a
        WHERE a.id = instructors.account_id AND a.email_verified_at IS NOT NULL)`,
  );

/**
 * The profile at an address: the one holding it now, else the one that held it before (its page
 * then answers with its current slug, and the address is sent there).
 */
async function profileBySlug(db: Db, slug: string) {
  const current = await publicInstructors(db)
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (current) return current;
  return db
    .selectFrom('instructor_former_slugs as f')
    .innerJoin('instructors', 'instructors.id', 'f.instructor_id')
    .selectAll('instructors')
    .where('f.slug', '=', slug)
    .executeTakeFirst();
}

/** A profile and its sessions; `profile.slug` is the current address even when asked by a former. */
export async function readInstructorPage(db: Db, slug: string): Promise<InstructorPage> {
  const row = await profileBySlug(db, slug.toLowerCase());
  if (!row) throw notFound('No instructor has that profile address.');
  const startsAt = sql<Date>`coalesce(event_sessions.starts_at, events.starts_at)`;
  const upcoming = sql<boolean>`coalesce(event_sessions.ends_at, event_sessions.starts_at, events.ends_at) >= now()`;
  const sessions = await db
    .selectFrom('session_instructors')
    .innerJoin('event_sessions', 'event_sessions.id', 'session_instructors.session_id')
    .innerJoin(
      'ticket_configurations',
      'ticket_configurations.id',
      'event_sessions.configuration_id',
    )
    .innerJoin('events', 'events.id', 'ticket_configurations.event_id')
    .innerJoin('organisations', 'organisations.id', 'session_instructors.organisation_id')
    .select([
      'event_sessions.name as session_name',
      'events.id as event_id',
      'events.title as event_title',
      'events.time_zone',
      'organisations.name as school',
      startsAt.as('starts_at'),
      upcoming.as('upcoming'),
    ])
    .where('session_instructors.instructor_id', '=', row.id)
    .where('session_instructors.status', '=', 'confirmed')
    .where('event_sessions.cancelled_at', 'is', null)
    // The naming school still owns the event (isolation holds even if an event changed hands).
    .whereRef('ticket_configurations.organisation_id', '=', 'session_instructors.organisation_id')
    .orderBy(sql`${upcoming} DESC`)
    .orderBy(sql`CASE WHEN ${upcoming} THEN ${startsAt} END ASC`)
    .orderBy(sql`${startsAt} DESC`)
    .limit(PROFILE_SESSIONS)
    .execute();
  return {
    profile: profileOf(row),
    sessions: sessions.map((session) => ({
      sessionName: session.session_name || session.event_title,
      eventId: session.event_id,
      eventTitle: session.event_title,
      school: session.school,
      startDateTime: new Date(session.starts_at).toISOString(),
      timeZone: session.time_zone,
      upcoming: session.upcoming,
    })),
  };
}

type ListQuery = z.output<typeof instructorListQuerySchema>;

/** LIKE's own characters taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function listInstructors(
  db: Db,
  query: ListQuery,
): Promise<{ instructors: InstructorSummary[]; page: number; pageSize: number; total: number }> {
  let filtered = publicInstructors(db);
  if (query.style) filtered = filtered.where(sql<boolean>`${query.style} = ANY(dance_styles)`);
  if (query.city)
    filtered = filtered.where(
      sql<boolean>`EXISTS (SELECT 1 FROM unnest(cities) AS city WHERE lower(city) = lower(${query.city}))`,
    );
  if (query.q) {
    const pattern = `%${literal(query.q.toLowerCase())}%`;
    filtered = filtered.where((eb) =>
      eb.or([eb(sql`lower(name)`, 'like', pattern), eb('slug', 'like', pattern)]),
    );
  }
  const [rows, count] = await Promise.all([
    filtered
      .select(['slug', 'name', 'image_key', 'dance_styles', 'cities'])
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .limit(INSTRUCTORS_PAGE_SIZE)
      .offset((query.page - 1) * INSTRUCTORS_PAGE_SIZE)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    instructors: rows.map((row) => ({
      slug: row.slug,
      name: row.name,
      imageKey: row.image_key,
      danceStyles: row.dance_styles,
      cities: row.cities,
    })),
    page: query.page,
    pageSize: INSTRUCTORS_PAGE_SIZE,
    total: Number(count.total),
  };
}
