// The sessions the calendar feeds show for their events: a festival's or a course's sessions (a
// dancer's feed: those their tickets admit to), and the one session of a one-night event.
import { sql } from 'kysely';
import type { PublicSession } from '../../../src/contract/sessions';
import type { Db } from '../../db/database';
import { PUBLIC_SESSION_COLUMNS, publicSessionOfRow } from '../seats/session-seats';
import { ticketOwnSession } from '../ticketing/ticket-admission';

export interface Programmes {
  /** Of each event of several sessions, those shown. */
  sessions: Map<string, PublicSession[]>;
  /** Of each event of one session, that session (its night). */
  nights: Map<string, PublicSession>;
}

/**
 * The published sessions of the events that have more than one, by event; with an account, only
 * the sessions that account's valid tickets admit to. An event of one session has its night.
 */
export async function programmesOf(
  db: Db,
  eventIds: string[],
  accountId?: string,
): Promise<Programmes> {
  const programmes = new Map<string, PublicSession[]>();
  const nights = new Map<string, PublicSession>();
  if (eventIds.length === 0) return { sessions: programmes, nights };
  let query = db
    .selectFrom('event_sessions as s')
    .innerJoin('ticket_configurations as c', 'c.id', 's.configuration_id')
    .select(['c.event_id', ...PUBLIC_SESSION_COLUMNS])
    .where('c.event_id', 'in', eventIds)
    .where('c.status', '=', 'published')
    .where('s.starts_at', 'is not', null);
  if (accountId)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('tickets')
          .innerJoin('ticket_type_sessions as ts', 'ts.ticket_type_id', 'tickets.ticket_type_id')
          .select('tickets.id')
          .whereRef('ts.session_id', '=', 's.id')
          .where(ticketOwnSession('tickets', sql.ref('s.id')))
          .where('tickets.account_id', '=', accountId)
          .where('tickets.voided_at', 'is', null),
      ),
    );
  const rows = await query.orderBy('s.position').execute();
  const count = await db
    .selectFrom('event_sessions as s')
    .innerJoin('ticket_configurations as c', 'c.id', 's.configuration_id')
    .select((eb) => ['c.event_id', eb.fn.countAll<string>().as('n')])
    .where('c.event_id', 'in', eventIds)
    .where('c.status', '=', 'published')
    .groupBy('c.event_id')
    .execute();
  const several = new Set(count.filter((row) => Number(row.n) > 1).map((row) => row.event_id));
  for (const row of rows) {
    const session = publicSessionOfRow(row);
    if (!row.event_id || !session) continue;
    if (!several.has(row.event_id)) {
      nights.set(row.event_id, session);
      continue;
    }
    programmes.set(row.event_id, [...(programmes.get(row.event_id) ?? []), session]);
  }
  return { sessions: programmes, nights };
}
