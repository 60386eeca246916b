// A configuration's sessions as the wizard reads them back, and which of them each ticket type
// admits to (null when it admits to every one, as the wizard saves "all").
import type { Selectable } from 'kysely';
import type { EventSession } from '../../../src/contract/sessions';
import type { Db } from '../../db/database';
import type { EventSessionTable } from '../../db/schema';

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
    ...(row.cancelled_at ? { cancelled: true } : {}),
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
