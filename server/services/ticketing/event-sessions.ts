// A configuration's sessions (contract/sessions.ts), read and replaced by what the wizard saved.
// Sessions keep the ids the wizard made; a save without sessions (a one-night event, and every
// client older than sessions) keeps one session made from the event details. Like a type's
// quantity: a session never drops below what it has sold or holds, one with sales stays, and a
// type with sales keeps the sessions it admits to (its tickets' places are counted in them).
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { sessionProblems, type EventSession } from '../../../src/contract/sessions';
import type { EventDetails } from '../../../src/contract/ticketing';
import type { Db } from '../../db/database';
import type { EventSessionTable } from '../../db/schema';
import { AppError } from '../../lib/app-error';

const invalid = (message: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, { field: 'ticketSetup.sessions' });

type SessionRow = Selectable<EventSessionTable>;

export function sessionOf(row: SessionRow): EventSession {
  return {
    id: row.id,
    name: row.name,
    startDateTime: row.starts_at?.toISOString() ?? null,
    endDateTime: row.ends_at?.toISOString() ?? null,
    room: row.room,
    level: row.level,
    teachers: row.teachers,
    capacity: row.capacity,
    roles: row.roles ?? null,
  };
}

/** Each configuration's sessions in their order. */
export async function sessionsOf(db: Db, configurationIds: string[]) {
  const byConfiguration = new Map<string, EventSession[]>();
  if (configurationIds.length === 0) return byConfiguration;
  const rows = await db
    .selectFrom('event_sessions')
    .selectAll()
    .where('configuration_id', 'in', configurationIds)
    .orderBy('configuration_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = byConfiguration.get(row.configuration_id) ?? [];
    list.push(sessionOf(row));
    byConfiguration.set(row.configuration_id, list);
  }
  return byConfiguration;
}

/** The sessions each of the types admits to, by type id. */
export async function admittedSessionIds(db: Db, typeIds: string[]) {
  const byType = new Map<string, string[]>();
  if (typeIds.length === 0) return byType;
  const rows = await db
    .selectFrom('ticket_type_sessions as ts')
    .innerJoin('event_sessions as s', 's.id', 'ts.session_id')
    .select(['ts.ticket_type_id', 'ts.session_id'])
    .where('ts.ticket_type_id', 'in', typeIds)
    .orderBy('s.position')
    .execute();
  for (const row of rows) {
    const list = byType.get(row.ticket_type_id) ?? [];
    list.push(row.session_id);
    byType.set(row.ticket_type_id, list);
  }
  return byType;
}

/** What the wizard reads back: null when a type admits to every session. */
export const sessionIdsAsSaved = (admitted: string[], all: string[]) =>
  admitted.length === all.length && all.every((id) => admitted.includes(id)) ? null : admitted;

type Details = Omit<EventDetails, 'base64Image'>;

/** The one session of an event saved without sessions: its title and times. */
const sessionFromDetails = (id: string, details: Details, kept?: EventSession): EventSession => ({
  id,
  name: details.title.trim(),
  startDateTime: details.startDateTime ?? null,
  endDateTime: details.endDateTime ?? null,
  room: kept?.room ?? '',
  level: kept?.level ?? '',
  teachers: kept?.teachers ?? '',
  capacity: kept?.capacity ?? null,
  roles: kept?.roles ?? null,
});

/** A save's problems; names and starts may wait until the ticket step is done. */
export function assertSessionsValid(
  sessions: EventSession[],
  types: Array<{ name: string; sessionIds?: string[] | null }>,
  complete: boolean,
): void {
  const problems = sessionProblems(sessions, types).filter(
    (problem) =>
      complete ||
      (problem !== 'Every session needs a name.' && !problem.endsWith(' needs a start.')),
  );
  if (problems[0]) throw invalid(problems[0]);
}

export interface SavedType {
  id: string;
  name: string;
  sold: number;
  held: number;
  sessionIds: string[] | null;
}

/**
 * Replaces the configuration's sessions and which sessions each type admits to. Runs after the
 * types are locked (ticket-types.ts), and locks the sessions in id order (db/lock-order.ts).
 */
export async function replaceSessions(
  db: Db,
  configurationId: string,
  wanted: EventSession[],
  types: SavedType[],
  details: Details,
  complete: boolean,
): Promise<void> {
  const stored = await db
    .selectFrom('event_sessions')
    .selectAll()
    .where('configuration_id', '=', configurationId)
    .orderBy('id')
    .forUpdate()
    .execute();
  const before = await admittedSessionIds(
    db,
    types.map((type) => type.id),
  );
  let sessions: EventSession[];
  const idFor = new Map<string, string>();
  if (wanted.length === 0) {
    // No sessions sent: the event is its one session (a festival's are kept as they are).
    const inOrder = [...stored].sort((a, b) => a.position - b.position).map(sessionOf);
    sessions =
      inOrder.length > 1
        ? inOrder
        : [sessionFromDetails(inOrder[0]?.id ?? randomUUID(), details, inOrder[0])];
  } else {
    // An id another event's session has (a copied event): this session gets its own.
    const elsewhere = await db
      .selectFrom('event_sessions')
      .select('id')
      .where(
        'id',
        'in',
        wanted.map((session) => session.id),
      )
      .where('configuration_id', '<>', configurationId)
      .execute();
    for (const { id } of elsewhere) idFor.set(id, randomUUID());
    sessions = wanted.map((session) => ({ ...session, id: idFor.get(session.id) ?? session.id }));
  }
  assertSessionsValid(wanted.length > 0 ? wanted : sessions, types, complete);
  const allIds = sessions.map((session) => session.id);
  const admitted = (type: SavedType) => {
    if (wanted.length === 0 && stored.length > 1) return before.get(type.id) ?? allIds;
    return type.sessionIds ? type.sessionIds.map((id) => idFor.get(id) ?? id) : allIds;
  };
  for (const row of stored) {
    const kept = sessions.find((session) => session.id === row.id);
    const taken = row.sold + row.held;
    if (!kept && taken > 0)
      throw invalid(`"${row.name}" has sold tickets, so it cannot be removed.`);
    if (kept && kept.capacity !== null && kept.capacity < taken)
      throw invalid(
        `"${kept.name || row.name}": the capacity cannot be less than the ${taken} places already sold or being paid for.`,
      );
  }
  for (const type of types) {
    if (type.sold + type.held === 0) continue;
    const was = [...(before.get(type.id) ?? [])].sort();
    const now = [...admitted(type)].sort();
    if (was.join() !== now.join())
      throw invalid(`"${type.name}" has sold tickets, so the sessions it admits to cannot change.`);
  }
  const keptIds = new Set(allIds);
  const gone = stored.filter((row) => !keptIds.has(row.id)).map((row) => row.id);
  if (gone.length > 0) await db.deleteFrom('event_sessions').where('id', 'in', gone).execute();
  const storedIds = new Set(stored.map((row) => row.id));
  for (const [position, session] of sessions.entries()) {
    const columns = {
      position,
      name: session.name.trim(),
      starts_at: session.startDateTime,
      ends_at: session.endDateTime,
      room: session.room,
      level: session.level,
      teachers: session.teachers,
      capacity: session.capacity,
      roles: session.roles ? JSON.stringify(session.roles) : null,
    };
    if (storedIds.has(session.id))
      await db.updateTable('event_sessions').set(columns).where('id', '=', session.id).execute();
    else
      await db
        .insertInto('event_sessions')
        .values({ ...columns, id: session.id, configuration_id: configurationId })
        .execute();
  }
  if (types.length > 0)
    await db
      .deleteFrom('ticket_type_sessions')
      .where(
        'ticket_type_id',
        'in',
        types.map((type) => type.id),
      )
      .execute();
  const pairs = types.flatMap((type) =>
    [...new Set(admitted(type))].map((sessionId) => ({
      ticket_type_id: type.id,
      session_id: sessionId,
    })),
  );
  if (pairs.length > 0) await db.insertInto('ticket_type_sessions').values(pairs).execute();
}
