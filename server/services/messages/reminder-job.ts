// Automatic reminders: a recurring job finds the tickets whose event starts within the next
// REMINDER_HOURS_BEFORE hours and that have had no reminder, and e-mails each address once per
// event with its tickets' codes, the venue, a map link and the link to its pass. A ticket's
// ticket_reminders row is written in the same transaction as its e-mail, and only where none is
// (the ticket is the key): each ticket is reminded once, whichever process runs the job and however
// often it is retried. Left out: refunded tickets, events whose school turned reminders off, and
// tickets bought inside the window (their receipt came just now).
import { randomUUID } from 'node:crypto';
import { sql, type SqlBool } from 'kysely';
import { withRoleName } from '../../../src/contract/partner-roles';
import { REMINDER_HOURS_BEFORE } from '../../../src/contract/attendee-messages';
import type { Db } from '../../db/database';
import { nextTurn } from '../../lib/next-turn';
import { siteLinkIn } from '../../lib/site-address';
import type { ServiceContext } from '../context';
import type { JobDefinition } from '../jobs/job-runner';
import { messageEventOf } from './message-event';
import { reminderMail, type MessageEvent } from './message-mail';

export const REMINDER_JOB = 'event-reminders';
/** Addresses reminded per run at most; the next run (minutes later) goes on. */
const PER_RUN = 2_000;

const ticketAddress = sql<string>`lower(coalesce(t.holder_email, o.buyer_email))`;
const window = sql`make_interval(hours => ${REMINDER_HOURS_BEFORE})`;

/** Valid tickets due a reminder now: their event starts within the window, none sent yet. */
function dueTickets(db: Db) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .innerJoin('ticket_configurations as c', 'c.id', 'o.configuration_id')
    .innerJoin('events as e', 'e.id', 't.event_id')
    .where('c.reminders_enabled', '=', true)
    .where('c.status', '=', 'published')
    .where('t.voided_at', 'is', null)
    .where(sql<SqlBool>`e.starts_at > now() AND e.starts_at <= now() + ${window}`)
    .where(sql<SqlBool>`t.created_at < e.starts_at - ${window}`)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('ticket_reminders as r')
            .select('r.ticket_id')
            .whereRef('r.ticket_id', '=', 't.id'),
        ),
      ),
    );
}

/** Reminds one address of one event: claims its due tickets and writes one e-mail for them. */
async function remindAddress(
  ctx: ServiceContext,
  db: Db,
  event: MessageEvent & { id: string },
  email: string,
  passesUrl: string,
) {
  const eventId = event.id;
  await db.transaction().execute(async (trx) => {
    const outboxId = randomUUID();
    const claimed = await trx
      .insertInto('ticket_reminders')
      .columns(['ticket_id', 'configuration_id', 'outbox_id'])
      .expression(
        dueTickets(trx)
          .where('t.event_id', '=', eventId)
          .where(ticketAddress, '=', email)
          .select(['t.id', 'o.configuration_id', sql<string>`${outboxId}::uuid`.as('outbox_id')]),
      )
      .onConflict((conflict) => conflict.column('ticket_id').doNothing())
      .returning('ticket_id')
      .execute();
    if (claimed.length === 0) return;
    const tickets = await trx
      .selectFrom('tickets')
      .innerJoin('ticket_types', 'ticket_types.id', 'tickets.ticket_type_id')
      .select(['tickets.code', 'ticket_types.name', 'tickets.role_name'])
      .where(
        'tickets.id',
        'in',
        claimed.map((row) => row.ticket_id),
      )
      .orderBy('tickets.code')
      .execute();
    const mail = reminderMail(
      email,
      event,
      tickets.map((ticket) => ({
        name: withRoleName(ticket.name, ticket.role_name),
        code: ticket.code,
      })),
      passesUrl,
    );
    await ctx.mailer.writeMany(trx, [{ ...ctx.mailer.outboxRow(mail), id: outboxId }]);
  });
}

/** Sends the reminders due now; answers how many addresses were reminded. */
export async function sendDueReminders(ctx: ServiceContext, db: Db): Promise<number> {
  const due = await dueTickets(db)
    .select(['t.event_id', ticketAddress.as('email')])
    .distinct()
    .orderBy('t.event_id')
    .orderBy('email')
    .limit(PER_RUN)
    .execute();
  const passesUrl = await siteLinkIn(ctx.config, db, '/my-tickets');
  const events = new Map<string, MessageEvent & { id: string }>();
  for (const row of due) {
    const eventId = row.event_id!;
    let event = events.get(eventId);
    if (!event) {
      event = { ...(await messageEventOf(ctx, db, eventId)), id: eventId };
      events.set(eventId, event);
    }
    await remindAddress(ctx, db, event, row.email, passesUrl);
    await nextTurn();
  }
  return due.length;
}

export const reminderJob = (ctx: ServiceContext): JobDefinition => ({
  everyMs: 5 * 60_000,
  firstAfterMs: 60_000,
  maxAttempts: 3,
  leaseMs: 15 * 60_000,
  async run(_payload, { db }) {
    await sendDueReminders(ctx, db);
  },
});
