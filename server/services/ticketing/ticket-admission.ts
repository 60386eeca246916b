// Which sessions a ticket admits to, said once for every query that asks: those its type admits
// to (ticket_type_sessions), narrowed to its own one when it has one (a course's class booked with
// a class pass admits to that class only).
import { sql, type Expression } from 'kysely';

/** Ticket row `ticketAlias`, whose type admits to `session`, admits to it itself. */
export const ticketOwnSession = (ticketAlias: string, session: string | Expression<string>) =>
  sql<boolean>`(${sql.ref(`${ticketAlias}.session_id`)} IS NULL
    OR ${sql.ref(`${ticketAlias}.session_id`)} = ${typeof session === 'string' ? sql`${session}::uuid` : session})`;
