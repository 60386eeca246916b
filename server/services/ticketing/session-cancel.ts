// "Cancel this class": the school calls off one session of a published event. The session is
// marked cancelled, not removed — its sales, tickets and money stay, and refunds stay the school's
// decision (from Sales, as ever). In one transaction: the types admitting to it are locked first
// (the seat ledger's order: types, then sessions), the session is marked, each class booked with a
// class pass goes back to its pass (ticket voided, place and credit given back), and each holder
// of a valid ticket admitting to it gets one e-mail in the outbox, delivered after the commit.
import { sql } from 'kysely';
import { dateFormat } from '../../../src/contract/date-formats';
import type { Db } from '../../db/database';
import { withTransactionRetry } from '../../db/lock-order';
import { notFound } from '../../lib/app-error';
import type { ServiceContext } from '../context';
import { returnBookingToPass } from '../passes/pass-bookings';
import type { Member } from './save-configuration';
import { holdersOf } from './session-changes';
import { ticketOwnSession } from './ticket-admission';

interface Mail {
  id: string;
  message: { to: string; subject: string; text: string };
}

/** Gives each class-pass booking of the session back to its pass; answers the passes' e-mails. */
async function returnPassBookings(trx: Db, sessionId: string): Promise<Set<string>> {
  const bookings = await trx
    .selectFrom('pass_bookings as b')
    .innerJoin('tickets as t', 't.id', 'b.ticket_id')
    .innerJoin('pass_orders as o', 'o.id', 'b.pass_order_id')
    .select([
      'b.id',
      'b.pass_order_id',
      't.id as ticket_id',
      't.order_id',
      't.ticket_type_id',
      't.session_id',
      'o.email',
    ])
    .where('b.session_id', '=', sessionId)
    .where('b.status', '=', 'booked')
    .where('t.voided_at', 'is', null)
    .orderBy('b.id')
    .execute();
  for (const booking of bookings) await returnBookingToPass(trx, booking);
  return new Set(bookings.map((booking) => booking.email.toLowerCase()));
}

function cancelMail(
  to: string,
  session: { named: string; startsAt: Date; timeZone: string },
  withPass: boolean,
) {
  const when = dateFormat({
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: session.timeZone,
  }).format(session.startsAt);
  return {
    to,
    subject: `Cancelled: ${session.named}`,
    text: [
      `${session.named} on ${when} has been cancelled by the school.`,
      '',
      withPass
        ? 'The class is back on your class pass: you can book another one from My Tickets.'
        : 'The school will be in touch with you about your ticket and a refund.',
    ].join('\n'),
  };
}

const namedSession = (name: string | null, title: string) =>
  !name || name === title ? title : `${name} (${title})`;

/**
 * An order issued after its class was cancelled (its Checkout Session was in flight, or a held
 * waitlist place was paid): its holders are told as the others were at the cancellation. Written
 * in the order's transaction; answers the e-mails to deliver after the commit.
 */
export async function enqueueCancelledClassMails(
  trx: Db,
  mailer: Pick<ServiceContext['mailer'], 'enqueue'>,
  orderId: string,
): Promise<Mail[]> {
  const rows = await trx
    .selectFrom('tickets as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .innerJoin('ticket_type_sessions as ts', 'ts.ticket_type_id', 't.ticket_type_id')
    .innerJoin('event_sessions as s', 's.id', 'ts.session_id')
    .innerJoin('ticket_configurations as c', 'c.id', 's.configuration_id')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .select([
      's.id',
      's.name',
      's.starts_at',
      'e.title',
      'e.starts_at as event_starts_at',
      'e.time_zone',
      't.holder_email',
      'o.buyer_email',
    ])
    .where('t.order_id', '=', orderId)
    .where('t.voided_at', 'is', null)
    .where('s.cancelled_at', 'is not', null)
    .where(ticketOwnSession('t', sql.ref('ts.session_id')))
    .orderBy('s.starts_at')
    .execute();
  const told = new Set<string>();
  const queued: Mail[] = [];
  for (const row of rows) {
    const to = (row.holder_email ?? row.buyer_email).toLowerCase();
    if (told.has(`${row.id} ${to}`)) continue;
    told.add(`${row.id} ${to}`);
    const message = cancelMail(
      to,
      {
        named: namedSession(row.name, row.title),
        startsAt: row.starts_at ?? row.event_starts_at,
        timeZone: row.time_zone,
      },
      false,
    );
    queued.push({ id: await mailer.enqueue(trx, message), message });
  }
  return queued;
}

/** Cancels the session; answers how many holders were told (none when it was already cancelled). */
export async function cancelSession(
  ctx: Pick<ServiceContext, 'mailer' | 'background'>,
  db: Db,
  member: Member,
  configurationId: string,
  sessionId: string,
): Promise<{ told: number }> {
  const mails = await withTransactionRetry(() =>
    db.transaction().execute(async (trx): Promise<Mail[]> => {
      const found = await trx
        .selectFrom('event_sessions as s')
        .innerJoin('ticket_configurations as c', 'c.id', 's.configuration_id')
        .innerJoin('events as e', 'e.id', 'c.event_id')
        .select([
          's.name',
          's.starts_at',
          'e.title',
          'e.starts_at as event_starts_at',
          'e.time_zone',
        ])
        .where('s.id', '=', sessionId)
        .where('c.id', '=', configurationId)
        .where('c.organisation_id', '=', member.organisationId)
        .where('c.status', '=', 'published')
        .executeTakeFirst();
      if (!found) throw notFound('This class was not found.');
      // The ledger's lock order: the types admitting to the session, then the session.
      await sql`SELECT id FROM ticket_types WHERE id IN (
          SELECT ticket_type_id FROM ticket_type_sessions WHERE session_id = ${sessionId})
        ORDER BY id FOR UPDATE`.execute(trx);
      const marked = await trx
        .updateTable('event_sessions')
        .set({ cancelled_at: new Date() })
        .where('id', '=', sessionId)
        .where('cancelled_at', 'is', null)
        .executeTakeFirst();
      // Cancelled already (a second click): nobody is told twice.
      if (Number(marked.numUpdatedRows) === 0) return [];
      // The event changed: calendar feeds and caches keyed by its last change read it afresh.
      await trx
        .updateTable('events')
        .set({ updated_at: new Date() })
        .where(
          'id',
          '=',
          sql<string>`(SELECT event_id FROM ticket_configurations WHERE id = ${configurationId})`,
        )
        .execute();
      const holders = (await holdersOf(trx, [sessionId])).get(sessionId) ?? new Set<string>();
      const passHolders = await returnPassBookings(trx, sessionId);
      const session = {
        named: namedSession(found.name, found.title),
        startsAt: found.starts_at ?? found.event_starts_at,
        timeZone: found.time_zone,
      };
      const queued: Mail[] = [];
      for (const to of holders) {
        const message = cancelMail(to, session, passHolders.has(to));
        queued.push({ id: await ctx.mailer.enqueue(trx, message), message });
      }
      return queued;
    }),
  );
  if (mails.length > 0)
    ctx.background.run('cancelled class mails', async () => {
      for (const mail of mails) await ctx.mailer.deliver(db, mail.id);
    });
  return { told: mails.length };
}
