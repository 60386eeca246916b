// Who a message to an event's attendees goes to: the addresses of the valid tickets of the event
// (all, of a ticket type, admitting to a session, or of a role) or of the people still on its
// waitlist, each address once, as they stood when the message was sent. A ticket's address is its
// holder's (a couple's partner, a comp's recipient) or else its buyer's.
import { sql } from 'kysely';
import type { Audience } from '../../../src/contract/attendee-messages';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { ticketOwnSession } from '../ticketing/ticket-admission';

const invalid = (message: string, field: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, { field });

/** The audience's ticket type or session belongs to this event, or 400; answers it in words. */
export async function audienceLabel(
  db: Db,
  configurationId: string,
  audience: Audience,
): Promise<string> {
  switch (audience.kind) {
    case 'all':
      return 'Everyone with a ticket';
    case 'waitlist':
      return 'The waitlist';
    case 'role':
      return audience.role === 'lead' ? 'Leads' : 'Follows';
    case 'type': {
      const type = await db
        .selectFrom('ticket_types')
        .select('name')
        .where('id', '=', audience.ticketTypeId)
        .where('configuration_id', '=', configurationId)
        .executeTakeFirst();
      if (!type) throw invalid('That ticket type is not part of this event.', 'audience');
      return `Ticket type: ${type.name}`;
    }
    case 'session': {
      const session = await db
        .selectFrom('event_sessions')
        .select('name')
        .where('id', '=', audience.sessionId)
        .where('configuration_id', '=', configurationId)
        .executeTakeFirst();
      if (!session) throw invalid('That session is not part of this event.', 'audience');
      return `Session: ${session.name}`;
    }
  }
}

const ticketAddress = sql<string>`lower(coalesce(tickets.holder_email, orders.buyer_email))`;

function ticketAudience(db: Db, configurationId: string, audience: Audience, asOf: Date) {
  let query = db
    .selectFrom('tickets')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .where('orders.configuration_id', '=', configurationId)
    .where('tickets.voided_at', 'is', null)
    .where('tickets.created_at', '<=', asOf);
  if (audience.kind === 'type')
    query = query.where('tickets.ticket_type_id', '=', audience.ticketTypeId);
  if (audience.kind === 'role') query = query.where('tickets.role', '=', audience.role);
  if (audience.kind === 'session') {
    const { sessionId } = audience;
    query = query
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('ticket_type_sessions as ts')
            .select('ts.session_id')
            .whereRef('ts.ticket_type_id', '=', 'tickets.ticket_type_id')
            .where('ts.session_id', '=', sessionId),
        ),
      )
      .where(ticketOwnSession('tickets', sessionId));
  }
  return query.select(ticketAddress.as('email'));
}

function waitlistAudience(db: Db, configurationId: string, asOf: Date) {
  return db
    .selectFrom('waitlist_entries as w')
    .innerJoin('ticket_types', 'ticket_types.id', 'w.ticket_type_id')
    .where('ticket_types.configuration_id', '=', configurationId)
    .where('w.status', 'in', ['waiting', 'offered'])
    .where('w.created_at', '<=', asOf)
    .select(sql<string>`lower(w.email)`.as('email'));
}

const audienceQuery = (db: Db, configurationId: string, audience: Audience, asOf: Date) =>
  audience.kind === 'waitlist'
    ? waitlistAudience(db, configurationId, asOf)
    : ticketAudience(db, configurationId, audience, asOf);

/** Each address of the audience once, in order (a stable order: slices resume where they were). */
export async function audienceEmails(
  db: Db,
  configurationId: string,
  audience: Audience,
  asOf: Date,
): Promise<string[]> {
  const rows = await db
    .selectFrom(audienceQuery(db, configurationId, audience, asOf).as('a'))
    .select('a.email')
    .distinct()
    .orderBy('a.email')
    .execute();
  return rows.map((row) => row.email);
}

/** How many addresses the audience has now. */
export async function audienceSize(
  db: Db,
  configurationId: string,
  audience: Audience,
): Promise<number> {
  const row = await db
    .selectFrom(audienceQuery(db, configurationId, audience, new Date()).as('a'))
    .select(sql<string>`count(DISTINCT a.email)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Why the person receives it, for the message's last lines. */
export const reasonOf = (audience: Audience) =>
  audience.kind === 'waitlist'
    ? 'You receive it because you are on the waitlist for this event.'
    : 'You receive it because you have a ticket to this event.';
