// A configuration's sessions (contract/sessions.ts), replaced by what the wizard saved.
// Sessions keep the ids the wizard made; a save without sessions (a one-night event, and every
// client older than sessions) keeps one session made from the event details. Like a type's
// quantity: a session never drops below what it has sold or holds, one with sales stays, and a
// type with sales keeps the sessions it admits to (its tickets' places are counted in them).
import { randomUUID } from 'node:crypto';
import { ROLES_NEEDED, sessionProblems, type EventSession } from '../../../src/contract/sessions';
import type { EventDetails } from '../../../src/contract/ticketing';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { admittedSessionIds, sessionOf } from './session-reads';

const invalid = (message: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, { field: 'ticketSetup.sessions' });

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
  types: Array<{ name: string; sessionIds?: string[] | null; roles?: unknown }>,
  complete: boolean,
): void {
  const problems = sessionProblems(sessions, types).filter(
    (problem) =>
      complete ||
      (problem !== 'Every session needs a name.' &&
        !problem.endsWith(' needs a start.') &&
        !problem.endsWith(ROLES_NEEDED)),
  );
  if (problems[0]) throw invalid(problems[0]);
}

export interface SavedType {
  id: string;
  name: string;
  sold: number;
  held: number;
  sessionIds: string[] | null;
  /** Its partner roles, if any: a type admitting to a balanced session needs them. */
  roles: unknown;
}

/**
 * Replaces the configuration's sessions and which sessions each type admits to. Runs after the
 * types are locked (ticket-types.ts), and locks the sessions in id order (db/lock-order.ts).
 */
/** A session with tickets sold whose start or end a save changed: its holders are told. */
export interface MovedSession {
  id: string;
  name: string;
  was: { startsAt: Date | null; endsAt: Date | null };
  now: { startsAt: Date | null; endsAt: Date | null };
}

const sameInstant = (a: Date | null, b: string | null) =>
  (a?.getTime() ?? null) === (b === null ? null : Date.parse(b));

export async function replaceSessions(
  db: Db,
  configurationId: string,
  wanted: EventSession[],
  types: SavedType[],
  details: Details,
  complete: boolean,
): Promise<MovedSession[]> {
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
  const moved: MovedSession[] = [];
  for (const row of stored) {
    const kept = sessions.find((session) => session.id === row.id);
    const taken = row.sold + row.held;
    // A cancelled class moved is not news to its holders: they were told it is off.
    if (
      kept &&
      row.sold > 0 &&
      row.cancelled_at === null &&
      (!sameInstant(row.starts_at, kept.startDateTime) ||
        !sameInstant(row.ends_at, kept.endDateTime))
    )
      moved.push({
        id: row.id,
        name: kept.name.trim() || row.name,
        was: { startsAt: row.starts_at, endsAt: row.ends_at },
        now: {
          startsAt: kept.startDateTime === null ? null : new Date(kept.startDateTime),
          endsAt: kept.endDateTime === null ? null : new Date(kept.endDateTime),
        },
      });
    if (!kept && taken > 0)
      throw invalid(
        row.sold > 0
          ? `"${row.name}" has sold tickets, so it cannot be removed.`
          : `"${row.name}" has places being paid for, so it cannot be removed now.`,
      );
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
      throw invalid(
        type.sold > 0
          ? `"${type.name}" has sold tickets, so the sessions it admits to cannot change.`
          : `"${type.name}" has places being paid for, so the sessions it admits to cannot change now.`,
      );
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
  // The same on each type's row, which a sale reads after locking it (seats/seat-ledger.ts).
  for (const type of types)
    await db
      .updateTable('ticket_types')
      .set({ session_ids: [...new Set(admitted(type))].sort() })
      .where('id', '=', type.id)
      .execute();
  return moved;
}
