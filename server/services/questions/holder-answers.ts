// The answers of a ticket passed on, asked of its new holder: a ticket passed on starts with no
// answers (they were the earlier holder's), so its holder — signed in with the address it was
// passed to, the ticket in their My Tickets — reads the school's questions and answers them, until
// the event starts, as a buyer may (not once it was used at the door or is void). Whether a ticket
// leaves a required question unanswered is shown in My Tickets and at the door.
import { answersMissing } from '../../../src/contract/attendee-answers';
import { type Answers, questionsFor } from '../../../src/contract/attendee-questions';
import type { OrderAnswers } from '../../../src/contract/order-answers';
import { withRoleName } from '../../../src/contract/partner-roles';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { questionsOf, questionsOfConfigurations } from './event-questions';
import { writeAnswers } from './ticket-answers';

export const HELD_TICKET_NOT_FOUND = 'This ticket was not found in your tickets.';

/** The ticket passed on to this account, with what its answers need; 404 when it is not. */
async function heldTicket(db: Db, accountId: string, ticketId: string) {
  const ticket = await db
    .selectFrom('tickets as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .innerJoin('ticket_types as y', 'y.id', 't.ticket_type_id')
    .leftJoin('events as e', 'e.id', 't.event_id')
    .leftJoin('check_ins as c', 'c.ticket_id', 't.id')
    .select([
      't.id',
      't.order_id',
      't.code',
      't.ticket_type_id',
      't.holder_name',
      't.role_name',
      't.answers',
      't.voided_at',
      'y.name as type_name',
      'o.configuration_id',
      'e.starts_at',
      'c.checked_in_at',
    ])
    .where('t.id', '=', ticketId)
    .where('t.account_id', '=', accountId)
    .where('t.transferred_from', 'is not', null)
    .executeTakeFirst();
  if (!ticket) throw notFound(HELD_TICKET_NOT_FOUND);
  return ticket;
}
type HeldTicket = Awaited<ReturnType<typeof heldTicket>>;

/** Why the holder cannot change its answers now — the buyer's cut-off; null: they can. */
function holderRefusal(ticket: HeldTicket, now: Date): string | null {
  if (ticket.voided_at) return 'This ticket is no longer valid.';
  if (ticket.checked_in_at) return 'This ticket was already used at the door.';
  if (!ticket.starts_at || ticket.starts_at <= now) return 'This event has already started.';
  return null;
}

/** The school's questions and the holder's answers so far (the order page's shape, one ticket). */
export async function heldTicketAnswers(
  db: Db,
  accountId: string,
  ticketId: string,
): Promise<OrderAnswers> {
  const ticket = await heldTicket(db, accountId, ticketId);
  const refusal = holderRefusal(ticket, new Date());
  return {
    questions: await questionsOf(db, ticket.configuration_id),
    tickets: [
      {
        id: ticket.id,
        code: ticket.code,
        ticketTypeName: withRoleName(ticket.type_name, ticket.role_name),
        holderName: ticket.holder_name,
        ticketTypeId: ticket.ticket_type_id,
        answers: ticket.answers ?? {},
        answersRefusal: refusal,
        // The name is the buyer's to change (it is a small transfer), not the holder's.
        nameRefusal: 'The name on a ticket passed on to you is changed by its buyer.',
      },
    ],
  };
}

/** The holder's answers: checked as at checkout, written under the order's lock like a buyer's. */
export async function changeHeldAnswers(
  db: Db,
  accountId: string,
  ticketId: string,
  answers: Answers,
): Promise<{ ticketId: string; answers: Answers }> {
  return db.transaction().execute(async (trx) => {
    const { order_id } = await heldTicket(trx, accountId, ticketId);
    // Every change of an order's tickets queues on the order's row (buyer-ticket.ts): a refund or
    // a cancellation racing this answer is seen before it is written.
    await trx.selectFrom('orders').select('id').where('id', '=', order_id).forUpdate().execute();
    const ticket = await heldTicket(trx, accountId, ticketId);
    const refusal = holderRefusal(ticket, new Date());
    if (refusal) throw new AppError(409, 'CONFLICT', refusal);
    const kept = await writeAnswers(trx, ticket.configuration_id, ticket, answers);
    return { ticketId, answers: kept };
  });
}

/**
 * Of these tickets of the account, those passed on to it whose type is asked questions: whether
 * a required one is still unanswered. My Tickets invites the holder to answer.
 */
export async function heldAnswersOf(
  db: Db,
  rows: ReadonlyArray<{
    id: string;
    configuration_id: string;
    ticket_type_id: string;
    answers: Answers | null;
  }>,
): Promise<Map<string, { ticketId: string; missing: boolean }>> {
  const questions = await questionsOfConfigurations(db, [
    ...new Set(rows.map((row) => row.configuration_id)),
  ]);
  const held = new Map<string, { ticketId: string; missing: boolean }>();
  for (const row of rows) {
    const asked = questions.get(row.configuration_id) ?? [];
    if (questionsFor(asked, row.ticket_type_id).length === 0) continue;
    held.set(row.id, {
      ticketId: row.id,
      missing: answersMissing(asked, row.ticket_type_id, row.answers),
    });
  }
  return held;
}
