// The holders and answers of an order's tickets: checked against the event's questions when the
// order (or its hold) is asked for — before any payment — given to the tickets as they are issued,
// and changed by the buyer afterwards, until the event starts.
import {
  type AttendeeInput,
  type Answers,
  questionsFor,
} from '../../../src/contract/attendee-questions';
import {
  answersRefusal,
  keptAnswers,
  QUESTION_MESSAGES,
} from '../../../src/contract/attendee-answers';
import type { Db } from '../../db/database';
import type { HeldAttendee } from '../../db/schema-questions';
import { AppError } from '../../lib/app-error';
import {
  buyersOrderFor,
  changeableTicket,
  changeRefusal,
  type OrderBuyer,
} from '../ticket-changes/buyer-ticket';
import { questionsOf } from './event-questions';

const refused = (message: string, details: Record<string, unknown>) =>
  new AppError(400, 'VALIDATION_ERROR', message, { field: 'attendees', ...details });

/**
 * The order's holders and answers, one per ticket in the selections' order, or a 400 naming the
 * first question unanswered (or answered wrongly) and the ticket. Without questions or names
 * nothing is kept (an empty list).
 */
export async function checkedAttendees(
  db: Db,
  configurationId: string,
  selections: ReadonlyArray<{ ticketType: string; role?: string | undefined; quantity: number }>,
  attendees: readonly AttendeeInput[] | undefined,
): Promise<HeldAttendee[]> {
  const questions = await questionsOf(db, configurationId);
  const given = attendees ?? [];
  if (given.length > 0) {
    const wanted = new Map<string, number>();
    for (const selection of selections) {
      const key = `${selection.ticketType}:${selection.role ?? ''}`;
      wanted.set(key, (wanted.get(key) ?? 0) + selection.quantity);
    }
    for (const attendee of given) {
      const key = `${attendee.ticketType}:${attendee.role ?? ''}`;
      wanted.set(key, (wanted.get(key) ?? 0) - 1);
    }
    if ([...wanted.values()].some((left) => left !== 0))
      throw refused(QUESTION_MESSAGES.attendeesMismatch, {});
  } else {
    // No holders given: fine unless a ticket chosen is asked a required question.
    for (const selection of selections) {
      const missing = questionsFor(questions, selection.ticketType).find((one) => one.required);
      if (missing)
        throw refused(QUESTION_MESSAGES.required(missing.label), {
          questionId: missing.id,
          ticket: 0,
        });
    }
    return [];
  }
  return given.map((attendee, ticket) => {
    const refusal = answersRefusal(questionsFor(questions, attendee.ticketType), attendee.answers);
    if (refusal) throw refused(refusal.message, { questionId: refusal.questionId, ticket });
    return {
      typeId: attendee.ticketType,
      role: attendee.role ?? '',
      name: attendee.name,
      answers: keptAnswers(attendee.answers),
    };
  });
}

/**
 * Each ticket with its holder's name and answers: the n-th ticket of a type (and role) takes the
 * n-th holder given for it. A ticket already in someone else's name (a couple's partner) keeps
 * that name. Tickets with no holder given keep theirs and have no answers.
 */
export function withAttendees<
  T extends { typeId: string; role: string | null; holderName: string | null },
>(
  tickets: T[],
  attendees: readonly HeldAttendee[] | null | undefined,
  isOthers: (ticket: T) => boolean,
): Array<T & { answers: Answers | null }> {
  const left = [...(attendees ?? [])];
  return tickets.map((ticket) => {
    const at = left.findIndex(
      (one) => one.typeId === ticket.typeId && one.role === (ticket.role ?? ''),
    );
    if (at < 0) return { ...ticket, answers: null };
    const [attendee] = left.splice(at, 1);
    const answers = Object.keys(attendee!.answers).length > 0 ? attendee!.answers : null;
    return {
      ...ticket,
      holderName: attendee!.name && !isOthers(ticket) ? attendee!.name : ticket.holderName,
      answers,
    };
  });
}

/** The buyer's new answers for one ticket of their order: until the event starts, not used. */
export async function changeAnswers(
  db: Db,
  buyer: string | OrderBuyer,
  orderId: string,
  ticketId: string,
  answers: Answers,
): Promise<{ ticketId: string; answers: Answers }> {
  return db.transaction().execute(async (trx) => {
    const order = await buyersOrderFor(trx, buyer, orderId, true);
    // A guest's link acts as the order's buyer: its account once one claimed it, none before.
    const actor = typeof buyer === 'string' ? buyer : order.account_id;
    const ticket = await changeableTicket(trx, order, actor, ticketId, changeRefusal);
    const kept = await writeAnswers(trx, order.configuration_id, ticket, answers);
    return { ticketId, answers: kept };
  });
}

/**
 * Replaces one ticket's answers, checked as at checkout (a 400 naming the question), inside the
 * caller's transaction once it has locked the order and found the ticket theirs to change.
 */
export async function writeAnswers(
  trx: Db,
  configurationId: string,
  ticket: { id: string; ticket_type_id: string },
  answers: Answers,
): Promise<Answers> {
  const asked = questionsFor(await questionsOf(trx, configurationId), ticket.ticket_type_id);
  const refusal = answersRefusal(asked, answers);
  if (refusal)
    throw new AppError(400, 'VALIDATION_ERROR', refusal.message, {
      field: 'answers',
      questionId: refusal.questionId,
    });
  const kept = keptAnswers(answers);
  await trx
    .updateTable('tickets')
    .set({ answers: Object.keys(kept).length > 0 ? JSON.stringify(kept) : null })
    .where('id', '=', ticket.id)
    .execute();
  return kept;
}
