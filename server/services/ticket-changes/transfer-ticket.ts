// Passing a ticket on: the buyer names someone else (name and e-mail); in one transaction, on the
// locked order, the old ticket is voided (the door refuses its pass as passed on — a device with
// no signal once it next syncs) and a new ticket of the same type, role and session is written in
// the new holder's name with a code of its own, with their e-mail in the outbox. The place stays
// sold: no seat moves. The new holder's confirmed account takes the ticket by the same step as a
// comp's or a partner's (claimPartnerTickets). The school may forbid transfers or end them some
// hours before the start; each buyer's transfer mails are limited per hour.
import { randomUUID } from 'node:crypto';
import { withRoleName } from '../../../src/contract/partner-roles';
import { type Question, questionsFor } from '../../../src/contract/attendee-questions';
import type { TransferRequest } from '../../../src/contract/ticket-changes';
import type { Db } from '../../db/database';
import { writeOnceByKey } from '../../db/keyed-write';
import { AppError } from '../../lib/app-error';
import { siteLinkIn } from '../../lib/site-address';
import { countAttempt, tooManyAttempts } from '../accounts/attempt-limits';
import type { ServiceContext } from '../context';
import { claimPartnerTickets } from '../purchases/partner-tickets';
import { ticketCode } from '../purchases/purchase-checks';
import { questionsOf } from '../questions/event-questions';
import { buyersOrderFor, changeableTicket, transferRefusal, type OrderBuyer } from './buyer-ticket';
import { CHANGE_KEY_INDEX, earlierChange, fingerprintOf, recordChange } from './change-keys';
import { transferMail } from './transfer-mail';

/** Whether the new holder is asked questions, and whether some must be answered. */
const questionsAsked = (asked: Question[]) =>
  asked.length === 0 ? 'none' : asked.some((one) => one.required) ? 'required' : 'optional';

/** Transfers one account may start per hour, and mails one address may receive per hour. */
export const TRANSFERS_PER_HOUR = 10;
export const TRANSFERS_TO_ADDRESS_PER_HOUR = 5;

const TRANSFER_WINDOW_MINUTES = 60;

async function limitTransfers(trx: Db, accountId: string, email: string) {
  const over = await countAttempt(
    trx,
    [
      { key: `transfer:${accountId}`, limit: TRANSFERS_PER_HOUR },
      { key: `transfer-to:${email}`, limit: TRANSFERS_TO_ADDRESS_PER_HOUR },
    ],
    TRANSFER_WINDOW_MINUTES,
  );
  if (over.length > 0)
    throw tooManyAttempts('Too many tickets passed on. Please wait an hour and try again.', {
      retryAfterSeconds: TRANSFER_WINDOW_MINUTES * 60,
    });
}

export interface Transferred {
  ticketId: string;
  code: string;
  name: string;
  email: string;
}

async function answerOf(db: Db, newTicketId: string | null): Promise<Transferred> {
  const ticket = await db
    .selectFrom('tickets')
    .select(['id', 'code', 'holder_name', 'holder_email'])
    .where('id', '=', newTicketId ?? '')
    .executeTakeFirstOrThrow();
  return {
    ticketId: ticket.id,
    code: ticket.code,
    name: ticket.holder_name ?? '',
    email: ticket.holder_email ?? '',
  };
}

export async function transferTicket(
  ctx: ServiceContext,
  db: Db,
  accountId: string,
  orderId: string,
  ticketId: string,
  input: TransferRequest,
): Promise<Transferred> {
  const fingerprint = fingerprintOf('transfer', ticketId, [input.name, input.email]);
  const myTicketsUrl = await siteLinkIn(ctx.config, db, '/my-tickets');
  let mailId: string | null = null;
  const outcome = await writeOnceByKey(db, {
    earlier: (from) => earlierChange(from, orderId, input.clientKey, fingerprint),
    keyIndex: CHANGE_KEY_INDEX,
    // The order's lock: a repeat is answered before the ticket it voided is refused as gone, and
    // without counting against the transfer limit again.
    lock: (trx) => buyersOrderFor(trx, accountId, orderId, true),
    write: async (trx, order) => {
      const ticket = await changeableTicket(trx, order, accountId, ticketId, transferRefusal);
      const holderEmail = ticket.holder_email ?? order.buyer_email;
      if (holderEmail.toLowerCase() === input.email)
        throw new AppError(409, 'CONFLICT', 'This ticket is already in that person’s name.', {
          field: 'email',
        });
      // Counted only for a transfer the buyer may make, in the transaction that makes it: a
      // refused one (someone else's order, a made-up ticket) uses up nobody's allowance.
      await limitTransfers(trx, accountId, input.email);
      const code = ticketCode();
      const id = randomUUID();
      await trx
        .updateTable('tickets')
        .set({ voided_at: new Date() })
        .where('id', '=', ticket.id)
        .execute();
      await trx
        .insertInto('tickets')
        .values({
          id,
          order_id: orderId,
          ticket_type_id: ticket.ticket_type_id,
          event_id: ticket.event_id,
          account_id: null,
          code,
          role: ticket.role,
          role_name: ticket.role_name,
          session_id: ticket.session_id,
          holder_name: input.name,
          holder_email: input.email,
          transferred_from: ticket.id,
        })
        .execute();
      await recordChange(trx, {
        orderId,
        ticketId: ticket.id,
        accountId,
        kind: 'transfer',
        clientKey: input.clientKey,
        fingerprint,
        newTicketId: id,
        toName: input.name,
        toEmail: input.email,
      });
      // The new holder is told who passed the ticket on by name; the address only without one.
      const passer = await trx
        .selectFrom('accounts')
        .select('name')
        .where('id', '=', accountId)
        .executeTakeFirst();
      mailId = await ctx.mailer.enqueue(
        trx,
        transferMail({
          to: input.email,
          name: input.name,
          from: passer?.name?.trim() || order.buyer_email,
          ticketName: withRoleName(ticket.type_name, ticket.role_name),
          code,
          event: {
            title: order.title ?? 'your event',
            startsAt: order.starts_at!,
            timeZone: order.time_zone ?? 'UTC',
            location: order.location_description ?? '',
          },
          myTicketsUrl,
          questions: questionsAsked(
            questionsFor(await questionsOf(trx, order.configuration_id), ticket.ticket_type_id),
          ),
        }),
      );
      return id;
    },
  });
  if ('earlier' in outcome) return answerOf(db, outcome.earlier.new_ticket_id);
  if (mailId) await ctx.mailer.deliver(db, mailId);
  // A new holder who already has a confirmed account finds the ticket in My Tickets now.
  await claimPartnerTickets(db, input.email);
  return answerOf(db, outcome.written);
}

/**
 * A new name for the ticket's holder: the pass stays the same, the door shows the new name. The
 * signed-in buyer's, or a guest's through the order's link (`guestLink`, checked by the caller),
 * which acts as the order's buyer: its account once one claimed it, none before.
 */
export async function renameHolder(
  db: Db,
  buyer: string | OrderBuyer,
  orderId: string,
  ticketId: string,
  name: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await buyersOrderFor(trx, buyer, orderId, true);
    const actor = typeof buyer === 'string' ? buyer : order.account_id;
    await changeableTicket(trx, order, actor, ticketId, transferRefusal);
    await trx
      .updateTable('tickets')
      .set({ holder_name: name })
      .where('id', '=', ticketId)
      .execute();
  });
}
