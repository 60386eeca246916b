// A festival's or a course's sales by session, for the organiser's attendee list and its CSV:
// each session's places sold and held against its capacity, its valid tickets by role, and how
// many came in at its door; each ticket's sessions and the ones it was admitted to.
import { NO_ROLE_COUNTS, type DanceRole } from '../../../src/contract/partner-roles';
import type { Attendees } from '../../../src/contract/attendees';
import type { Db } from '../../db/database';
import { sql } from 'kysely';
import { ticketOwnSession } from '../ticketing/ticket-admission';

export type SessionSales = Attendees['sessions'][number];

export interface AttendeeSessions {
  /** Empty for an event of one session. */
  sessions: SessionSales[];
  sessionsOfType: Map<string, string[]>;
  admittedTo: Map<string, string[]>;
}

const push = (map: Map<string, string[]>, key: string, value: string) =>
  map.set(key, [...(map.get(key) ?? []), value]);

export async function attendeeSessionsOf(
  db: Db,
  configurationId: string,
): Promise<AttendeeSessions> {
  const sessions = await db
    .selectFrom('event_sessions')
    .select(['id', 'name', 'starts_at', 'capacity', 'sold', 'held', 'roles'])
    .where('configuration_id', '=', configurationId)
    .orderBy('position')
    .execute();
  if (sessions.length < 2)
    return { sessions: [], sessionsOfType: new Map(), admittedTo: new Map() };
  const ids = sessions.map((session) => session.id);
  const [pairs, admissions, roles] = await Promise.all([
    db
      .selectFrom('ticket_type_sessions')
      .select(['ticket_type_id', 'session_id'])
      .where('session_id', 'in', ids)
      .execute(),
    db
      .selectFrom('session_admissions as sa')
      .innerJoin('tickets', 'tickets.id', 'sa.ticket_id')
      .select(['sa.ticket_id', 'sa.session_id'])
      .where('sa.session_id', 'in', ids)
      .where('tickets.voided_at', 'is', null)
      .execute(),
    db
      .selectFrom('tickets')
      .innerJoin('ticket_type_sessions as ts', 'ts.ticket_type_id', 'tickets.ticket_type_id')
      .select((eb) => ['ts.session_id', 'tickets.role', eb.fn.countAll<string>().as('n')])
      .where('ts.session_id', 'in', ids)
      .where(ticketOwnSession('tickets', sql.ref('ts.session_id')))
      .where('tickets.voided_at', 'is', null)
      .where('tickets.role', 'is not', null)
      .groupBy(['ts.session_id', 'tickets.role'])
      .execute(),
  ]);
  const sessionsOfType = new Map<string, string[]>();
  for (const pair of pairs) push(sessionsOfType, pair.ticket_type_id, pair.session_id);
  const admittedTo = new Map<string, string[]>();
  const admittedCount = new Map<string, number>();
  for (const row of admissions) {
    push(admittedTo, row.ticket_id, row.session_id);
    admittedCount.set(row.session_id, (admittedCount.get(row.session_id) ?? 0) + 1);
  }
  const paid = new Map<string, Record<DanceRole, number>>();
  for (const row of roles) {
    const counts = paid.get(row.session_id) ?? { ...NO_ROLE_COUNTS };
    counts[row.role as DanceRole] = Number(row.n);
    paid.set(row.session_id, counts);
  }
  return {
    sessions: sessions.map((session) => ({
      id: session.id,
      name: session.name,
      startDateTime: session.starts_at?.toISOString() ?? null,
      capacity: session.capacity,
      sold: session.sold,
      held: session.held,
      admitted: admittedCount.get(session.id) ?? 0,
      roles: session.roles,
      paid: paid.get(session.id) ?? { ...NO_ROLE_COUNTS },
    })),
    sessionsOfType,
    admittedTo,
  };
}
