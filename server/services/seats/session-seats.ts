// What is left of a ticket type once its sessions are counted: a type is available up to its own
// seats left and every capped session it admits to, and one sold out because of a session says
// which ("Saturday Bootcamp is full"). Read by the purchase page, the event page and the waitlist.
import {
  sessionCancelledMessage,
  sessionFullMessage,
  type PublicSession,
} from '../../../src/contract/sessions';
import type { PartnerRoles } from '../../../src/contract/partner-roles';
import type { Db } from '../../db/database';

export interface SessionSeats {
  id: string;
  configurationId: string;
  name: string;
  startsAt: Date | null;
  endsAt: Date | null;
  room: string;
  level: string;
  teachers: string;
  capacity: number | null;
  sold: number;
  held: number;
  roles: PartnerRoles | null;
  /** The school called it off: it sells no more places. */
  cancelled: boolean;
}

export interface ConfigurationSeats {
  /** The sessions in their order. */
  sessions: SessionSeats[];
  /** The sessions each type admits to, by type id, in the sessions' order. */
  admitted: Map<string, string[]>;
}

/** The sessions of the configurations and which of them each of their types admits to. */
export async function sessionSeatsOf(
  db: Db,
  configurationIds: string[],
): Promise<ConfigurationSeats> {
  if (configurationIds.length === 0) return { sessions: [], admitted: new Map() };
  const [rows, pairs] = await Promise.all([
    db
      .selectFrom('event_sessions')
      .selectAll()
      .where('configuration_id', 'in', configurationIds)
      .orderBy('configuration_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('ticket_type_sessions as ts')
      .innerJoin('event_sessions as s', 's.id', 'ts.session_id')
      .select(['ts.ticket_type_id', 'ts.session_id'])
      .where('s.configuration_id', 'in', configurationIds)
      .orderBy('s.position')
      .execute(),
  ]);
  const admitted = new Map<string, string[]>();
  for (const pair of pairs)
    admitted.set(pair.ticket_type_id, [
      ...(admitted.get(pair.ticket_type_id) ?? []),
      pair.session_id,
    ]);
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      configurationId: row.configuration_id,
      name: row.name,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      room: row.room,
      level: row.level,
      teachers: row.teachers,
      capacity: row.capacity,
      sold: row.sold,
      held: row.held,
      roles: row.roles ?? null,
      cancelled: row.cancelled_at !== null,
    })),
    admitted,
  };
}

export const sessionLeft = (session: Pick<SessionSeats, 'capacity' | 'sold' | 'held'>) =>
  session.capacity === null
    ? Number.POSITIVE_INFINITY
    : Math.max(0, session.capacity - session.sold - session.held);

export interface TypeSeats {
  id: string;
  quantity: number;
  sold: number;
  held: number;
}

/** A type's places left (its own and its capped sessions'), and the full session that stops it. */
export function typeAvailability(type: TypeSeats, seats: ConfigurationSeats) {
  const sessionIds = seats.admitted.get(type.id) ?? [];
  const admitted = seats.sessions.filter((session) => sessionIds.includes(session.id));
  let available = Math.max(0, type.quantity - type.sold - type.held);
  const full = admitted.find((session) => sessionLeft(session) === 0);
  for (const session of admitted) available = Math.min(available, sessionLeft(session));
  // A type admitting only to cancelled sessions sells nothing more.
  const cancelled = admitted.length > 0 && admitted.every((session) => session.cancelled);
  return {
    available: cancelled ? 0 : available,
    sessionIds,
    soldOutReason: cancelled
      ? sessionCancelledMessage(admitted.map((session) => session.name))
      : full
        ? sessionFullMessage(full.name)
        : null,
  };
}

/** A session as the public sees it; one without a start yet shows the event's. */
export const publicSessionOf = (session: SessionSeats, eventStartsAt: Date): PublicSession => ({
  id: session.id,
  name: session.name,
  startDateTime: (session.startsAt ?? eventStartsAt).toISOString(),
  endDateTime: session.endsAt?.toISOString() ?? null,
  room: session.room,
  level: session.level,
  teachers: session.teachers,
  ...(session.cancelled ? { cancelled: true } : {}),
});

/** Places left of each type: its own seats left and every capped session it admits to. */
export async function seatsLeftOf(db: Db, types: TypeSeats[]): Promise<Map<string, number>> {
  const left = new Map(
    types.map((type) => [type.id, Math.max(0, type.quantity - type.sold - type.held)]),
  );
  if (types.length === 0) return left;
  const sessions = await db
    .selectFrom('event_sessions as s')
    .innerJoin('ticket_type_sessions as ts', 'ts.session_id', 's.id')
    .select(['ts.ticket_type_id', 's.capacity', 's.sold', 's.held'])
    .where(
      'ts.ticket_type_id',
      'in',
      types.map((type) => type.id),
    )
    .where('s.capacity', 'is not', null)
    .execute();
  for (const session of sessions)
    left.set(
      session.ticket_type_id,
      Math.min(left.get(session.ticket_type_id) ?? 0, sessionLeft(session)),
    );
  return left;
}

/** The session table's columns the public sees, for a query's select. */
export const PUBLIC_SESSION_COLUMNS = [
  's.id',
  's.name',
  's.starts_at',
  's.ends_at',
  's.room',
  's.level',
  's.teachers',
  's.cancelled_at',
] as const;

/** A session row read with PUBLIC_SESSION_COLUMNS, as the public sees it; none without a start. */
export function publicSessionOfRow(
  row: {
    id: string;
    name: string;
    starts_at: Date | null;
    ends_at: Date | null;
    room: string;
    level: string;
    teachers: string;
    cancelled_at: Date | null;
  },
  eventStartsAt: Date | null = null,
): PublicSession | null {
  const start = row.starts_at ?? eventStartsAt;
  if (!start) return null;
  return {
    id: row.id,
    name: row.name,
    startDateTime: start.toISOString(),
    endDateTime: row.ends_at?.toISOString() ?? null,
    room: row.room,
    level: row.level,
    teachers: row.teachers,
    ...(row.cancelled_at ? { cancelled: true } : {}),
  };
}
