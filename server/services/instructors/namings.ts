// Schools name instructors on their sessions; the named instructor confirms or declines. A school
// reaches only its own events' sessions (a session of another school's event is "not found"), and
// only the instructor named answers, so a session reaches a profile with both sides' word.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Naming, SessionNamings } from '../../../src/contract/instructors';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { publicInstructors } from './instructor-pages';

/** Namings on one event, at most this many per session. */
const MAX_NAMINGS_PER_SESSION = 20;

async function ownConfiguration(db: Db, organisationId: string, configurationId: string) {
  const row = await db
    .selectFrom('ticket_configurations')
    .select('id')
    .where('id', '=', configurationId)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  if (!row) throw notFound('Event not found.');
}

/** Each session of the school's event, with the instructors named on it and their answers. */
export async function sessionNamings(
  db: Db,
  organisationId: string,
  configurationId: string,
): Promise<SessionNamings> {
  await ownConfiguration(db, organisationId, configurationId);
  const sessions = await db
    .selectFrom('event_sessions')
    .select(['id', 'name', 'teachers'])
    .where('configuration_id', '=', configurationId)
    .orderBy('position')
    .execute();
  const namings = sessions.length
    ? await db
        .selectFrom('session_instructors')
        .innerJoin('instructors', 'instructors.id', 'session_instructors.instructor_id')
        .select([
          'session_instructors.id',
          'session_instructors.session_id',
          'session_instructors.status',
          'instructors.slug',
          'instructors.name',
        ])
        .where(
          'session_instructors.session_id',
          'in',
          sessions.map((session) => session.id),
        )
        .where('session_instructors.organisation_id', '=', organisationId)
        .orderBy('session_instructors.named_at')
        .execute()
    : [];
  return sessions.map((session) => ({
    sessionId: session.id,
    sessionName: session.name,
    teachers: session.teachers,
    namings: namings
      .filter((naming) => naming.session_id === session.id)
      .map(({ id, slug, name, status }) => ({ id, slug, name, status })),
  }));
}

/** Names the instructor with `slug` on a session of the school's event; naming one again after a
 * decline asks again. */
export async function nameInstructor(
  db: Db,
  member: { organisationId: string; accountId: string },
  configurationId: string,
  request: { sessionId: string; slug: string },
): Promise<SessionNamings> {
  await ownConfiguration(db, member.organisationId, configurationId);
  const session = await db
    .selectFrom('event_sessions')
    .select('id')
    .where('id', '=', request.sessionId.toLowerCase())
    .where('configuration_id', '=', configurationId)
    .executeTakeFirst();
  if (!session) throw new AppError(404, 'NOT_FOUND', 'Session not found.', { field: 'sessionId' });
  const instructor = await publicInstructors(db)
    .select('id')
    .where('slug', '=', request.slug)
    .executeTakeFirst();
  if (!instructor)
    throw new AppError(404, 'NOT_FOUND', 'No instructor has that profile address.', {
      field: 'slug',
    });
  try {
    // Counted and written on the locked session, so namings sent at once cannot pass the limit
    // together.
    await db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('event_sessions')
        .select('id')
        .where('id', '=', session.id)
        .forUpdate()
        .executeTakeFirst();
      const { count } = await trx
        .selectFrom('session_instructors')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('session_id', '=', session.id)
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_NAMINGS_PER_SESSION)
        throw new AppError(400, 'VALIDATION_ERROR', 'A session can name at most 20 instructors.');
      await trx
        .insertInto('session_instructors')
        .values({
          id: randomUUID(),
          session_id: session.id,
          instructor_id: instructor.id,
          organisation_id: member.organisationId,
          named_by_account_id: member.accountId,
        })
        .onConflict((oc) =>
          oc
            .columns(['session_id', 'instructor_id'])
            .doUpdateSet({ status: 'pending', answered_at: null, named_at: new Date() })
            .where('session_instructors.status', '=', 'declined'),
        )
        .execute();
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return sessionNamings(db, member.organisationId, configurationId);
}

/** Takes a naming back (the session leaves the profile if it was confirmed). */
export async function removeNaming(db: Db, organisationId: string, namingId: string) {
  const removed = await db
    .deleteFrom('session_instructors')
    .where('id', '=', namingId)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw notFound('Naming not found.');
}

/** The account's namings: waiting for an answer first, then the answered, newest first. */
export async function ownNamings(db: Db, accountId: string): Promise<Naming[]> {
  const rows = await db
    .selectFrom('session_instructors')
    .innerJoin('instructors', 'instructors.id', 'session_instructors.instructor_id')
    .innerJoin('event_sessions', 'event_sessions.id', 'session_instructors.session_id')
    .innerJoin(
      'ticket_configurations',
      'ticket_configurations.id',
      'event_sessions.configuration_id',
    )
    .innerJoin('events', 'events.id', 'ticket_configurations.event_id')
    .innerJoin('organisations', 'organisations.id', 'session_instructors.organisation_id')
    .select([
      'events.time_zone',
      'session_instructors.id',
      'session_instructors.status',
      'organisations.name as school',
      'event_sessions.name as session_name',
      sql<string>`coalesce(ticket_configurations.event_details->>'title', '')`.as('event_title'),
      'event_sessions.starts_at',
    ])
    .where('instructors.account_id', '=', accountId)
    .orderBy(sql`session_instructors.status = 'pending'`, 'desc')
    .orderBy('session_instructors.named_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    school: row.school,
    sessionName: row.session_name || row.event_title,
    eventTitle: row.event_title,
    startDateTime: row.starts_at ? new Date(row.starts_at).toISOString() : null,
    timeZone: row.time_zone,
  }));
}

/** The named instructor confirms or declines (again, to change their mind). */
export async function answerNaming(
  db: Db,
  accountId: string,
  namingId: string,
  answer: 'confirm' | 'decline',
): Promise<Naming[]> {
  const updated = await db
    .updateTable('session_instructors')
    .set({ status: answer === 'confirm' ? 'confirmed' : 'declined', answered_at: new Date() })
    .where('id', '=', namingId)
    .where('instructor_id', 'in', (eb) =>
      eb.selectFrom('instructors').select('id').where('account_id', '=', accountId),
    )
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw notFound('Naming not found.');
  return ownNamings(db, accountId);
}
