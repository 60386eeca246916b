// A guest's tickets (an order bought without an account), reached only by the signed link of
// their receipt: the tickets with their answers and whether each can be changed (or renamed) now,
// and the changes themselves — the signed-in buyer's rules and services (answers until the event
// starts; a name under the school's transfer settings; not a ticket used, void or passed on), the
// link standing for the order's buyer. A bad or expired link is 404.
import { withRoleName } from '../../../src/contract/partner-roles';
import type { Answers } from '../../../src/contract/attendee-questions';
import type { OrderAnswers } from '../../../src/contract/order-answers';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../context';
import { requireOrderLink } from '../purchases/order-links';
import {
  buyersOrderFor,
  changeRefusal,
  orderTickets,
  transferRefusal,
} from '../ticket-changes/buyer-ticket';
import { renameHolder } from '../ticket-changes/transfer-ticket';
import { questionsOf } from './event-questions';
import { changeAnswers } from './ticket-answers';

const GUEST_LINK = { guestLink: true } as const;

export async function guestOrderAnswers(
  ctx: ServiceContext,
  db: Db,
  orderId: string,
  access: string,
): Promise<OrderAnswers> {
  requireOrderLink(ctx.orderLinks, orderId, access);
  const order = await buyersOrderFor(db, GUEST_LINK, orderId, false);
  const tickets = await orderTickets(db, orderId).execute();
  const now = new Date();
  return {
    questions: await questionsOf(db, order.configuration_id),
    // A ticket passed on is the new holder's: its answers are theirs, not the buyer's to read —
    // neither the new ticket's nor the void one's it replaced.
    tickets: tickets
      .filter((ticket) => ticket.transferred_from === null && ticket.next_email === null)
      .map((ticket) => ({
        id: ticket.id,
        code: ticket.code,
        ticketTypeName: withRoleName(ticket.type_name, ticket.role_name),
        holderName: ticket.holder_name,
        ticketTypeId: ticket.ticket_type_id,
        answers: ticket.answers ?? {},
        answersRefusal: changeRefusal(order, ticket, order.account_id, now),
        nameRefusal: transferRefusal(order, ticket, order.account_id, now),
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
  requireOrderLink(ctx.orderLinks, orderId, access);
  return changeAnswers(db, GUEST_LINK, orderId, ticketId, answers);
}

/** A new name on one of the guest's tickets: the signed-in buyer's rename, through the link. */
export async function renameGuestHolder(
  ctx: ServiceContext,
  db: Db,
  orderId: string,
  access: string,
  ticketId: string,
  name: string,
): Promise<void> {
  requireOrderLink(ctx.orderLinks, orderId, access);
  await renameHolder(db, GUEST_LINK, orderId, ticketId, name);
}
