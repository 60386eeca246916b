// Tells ticket holders when a session they hold a ticket for moves (a class put back a week, a
// party starting later, a one-night event on another date): one e-mail per holder and session,
// written to the outbox in the save's own transaction, so a change saved is a change told.
import { dateFormat } from '../../../src/contract/date-formats';
import type { Db } from '../../db/database';
import { sql } from 'kysely';
import { ticketOwnSession } from './ticket-admission';
import type { Mailer } from '../mailer';
import type { MovedSession } from './event-sessions';

function whenText(times: MovedSession['was'], timeZone: string): string {
  if (!times.startsAt) return 'with no time set';
  const format = dateFormat({ dateStyle: 'full', timeStyle: 'short', timeZone });
  const start = format.format(times.startsAt);
  if (!times.endsAt) return start;
  const end = dateFormat({ timeStyle: 'short', timeZone }).format(times.endsAt);
  return `${start} to ${end}`;
}

/** The holders of valid tickets admitting to each moved session: their addresses, once each. */
export async function holdersOf(db: Db, sessionIds: string[]) {
  const rows = await db
    .selectFrom('tickets')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .innerJoin('ticket_type_sessions as ts', 'ts.ticket_type_id', 'tickets.ticket_type_id')
    .select(['ts.session_id', 'tickets.holder_email', 'orders.buyer_email'])
    .where('ts.session_id', 'in', sessionIds)
    .where(ticketOwnSession('tickets', sql.ref('ts.session_id')))
    .where('tickets.voided_at', 'is', null)
    .execute();
  const holders = new Map<string, Set<string>>();
  for (const row of rows) {
    const set = holders.get(row.session_id) ?? new Set<string>();
    set.add((row.holder_email ?? row.buyer_email).toLowerCase());
    holders.set(row.session_id, set);
  }
  return holders;
}

/** Writes the e-mails to the outbox (inside the save's transaction); answers them to deliver. */
export async function enqueueSessionChanges(
  db: Db,
  mailer: Pick<Mailer, 'enqueue'>,
  event: { title: string; timeZone: string },
  moved: MovedSession[],
): Promise<Array<{ id: string; message: { to: string; subject: string; text: string } }>> {
  if (moved.length === 0) return [];
  const holders = await holdersOf(
    db,
    moved.map((session) => session.id),
  );
  const queued = [];
  for (const session of moved) {
    const named = session.name === event.title ? event.title : `${session.name} (${event.title})`;
    for (const to of holders.get(session.id) ?? []) {
      const message = {
        to,
        subject: `Time changed: ${named}`,
        text: [
          `${named} has moved.`,
          '',
          `It was: ${whenText(session.was, event.timeZone)}`,
          `It is now: ${whenText(session.now, event.timeZone)}`,
          '',
          'Your ticket stays valid for the new time. If you can no longer come, contact the organiser about a refund.',
        ].join('\n'),
      };
      queued.push({ id: await mailer.enqueue(db, message), message });
    }
  }
  return queued;
}
