// A guest's answers (an order bought without an account), reached only by the signed link of
// their receipt: the tickets with their answers and whether each can be changed now, and the
// change itself — the signed-in buyer's rules (until the event starts, not a ticket used, void or
// passed on), the link standing for the order's buyer. A bad or expired link is 404.
import { withRoleName } from '../../../src/contract/partner-roles';
import type { Answers } from '../../../src/contract/attendee-questions';
import { GUEST_ORDER_LINK_INVALID } from '../../../src/contract/guest-checkout';
import type { OrderAnswers } from '../../../src/contract/order-answers';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ServiceContext } from '../context';
import { buyersOrderFor, changeRefusal, orderTickets } from '../ticket-changes/buyer-ticket';
import { questionsOf } from './event-questions';
import { changeAnswers } from './ticket-answers';

const GUEST_LINK = { guestLink: true } as const;

function checkLink(ctx: ServiceContext, orderId: string, access: string) {
  if (!ctx.orderLinks.opens(orderId, access))
    throw new AppError(404, 'NOT_FOUND', GUEST_ORDER_LINK_INVALID);
}

export async function guestOrderAnswers(
  ctx: ServiceContext,
  db: Db,
  orderId: string,
  access: string,
): Promise<OrderAnswers> {
  checkLink(ctx, orderId, access);
  const order = await buyersOrderFor(db, GUEST_LINK, orderId, false);
  const tickets = await orderTickets(db, orderId).execute();
  const now = new Date();
  return {
    questions: await questionsOf(db, order.configuration_id),
    // A ticket passed on is the new holder's: its answers are theirs, not the buyer's to read.
    tickets: tickets
      .filter((ticket) => ticket.transferred_from === null)
      .map((ticket) => ({
        id: ticket.id,
        code: ticket.code,
        ticketTypeName: withRoleName(ticket.type_name, ticket.role_name),
        holderName: ticket.holder_name,
        ticketTypeId: ticket.ticket_type_id,
        answers: ticket.answers ?? {},
        answersRefusal: changeRefusal(order, ticket, order.account_id, now),
      })),
  };
}

export async function changeGuestAnswers(
  ctx: ServiceContext,
  db: Db,
  orderId: string,
  access: string,
  ticketId: string,
  answers: Answers,
) {
  checkLink(ctx, orderId, access);
  return changeAnswers(db, GUEST_LINK, orderId, ticketId, answers);
}
