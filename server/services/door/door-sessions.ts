// Which door a device works: the whole event, or — for an event of several sessions (a festival's
// workshops and parties, a course's classes) — one session, with its own check-in window (the
// event's lead time before the session starts, until it ends) and only the ticket types that
// admit to it.
import type { DoorSessionChoice } from '../../../src/contract/door';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { EventTimes } from '../purchases/check-in-window';
import { eventTimesOf } from '../purchases/check-in-window';
import type { DoorEvent } from './door-access';

export interface DoorSession {
  id: string;
  name: string;
  room: string;
  startsAt: Date;
  endsAt: Date;
  /** Called off by the school: its door admits nobody. */
  cancelled: boolean;
}

/** The sessions of the event's published sale, in their order; times fall back to the event's. */
export async function doorSessionsOf(db: Db, event: DoorEvent): Promise<DoorSession[]> {
  const rows = await db
    .selectFrom('event_sessions as s')
    .innerJoin('ticket_configurations as c', 'c.id', 's.configuration_id')
    .select(['s.id', 's.name', 's.room', 's.starts_at', 's.ends_at', 's.cancelled_at'])
    .where('c.event_id', '=', event.id)
    .where('c.status', '=', 'published')
    .orderBy('s.position')
    .execute();
  return rows.map((row) => {
    const startsAt = row.starts_at ?? event.starts_at;
    return {
      id: row.id,
      name: row.name || event.title,
      room: row.room,
      startsAt,
      endsAt: row.ends_at ?? (startsAt < event.ends_at ? event.ends_at : startsAt),
      cancelled: row.cancelled_at !== null,
    };
  });
}

export const SESSION_NOT_FOUND = 'This session is not one of this event’s.';

/**
 * The session a door call names, or null for the whole event: an event of one session is one
 * door (its own session named is that door); a session the event does not have is refused.
 */
export function chosenSession(
  sessions: DoorSession[],
  sessionId: string | null | undefined,
): DoorSession | null {
  if (!sessionId) return null;
  const session = sessions.find((candidate) => candidate.id === sessionId);
  if (!session) throw new AppError(404, 'NOT_FOUND', SESSION_NOT_FOUND, { field: 'session' });
  return sessions.length < 2 ? null : session;
}

/** The door's window: the session's, with the event's lead time; else the event's. */
export function doorTimesOf(event: DoorEvent, session: DoorSession | null): EventTimes {
  const times = eventTimesOf(event);
  return session ? { ...times, startsAt: session.startsAt, endsAt: session.endsAt } : times;
}

export const sessionChoiceOf = (session: DoorSession): DoorSessionChoice => ({
  id: session.id,
  name: session.name,
  room: session.room,
  startDateTime: session.startsAt.toISOString(),
  endDateTime: session.endsAt.toISOString(),
});
