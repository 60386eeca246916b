// What a buyer may do with each ticket of their order now: pass it on (or why not), cancel it and
// what that gives back (the policy's share, until when), or ask for a refund — with the policy in
// words and until when tickets may be passed on. Read without locks: the change itself checks
// again on the locked order.
import {
  refundPolicyText,
  refundShare,
  transferDeadline,
  type TicketOptions,
} from '../../../src/contract/ticket-changes';
import { withRoleName } from '../../../src/contract/partner-roles';
import type { Db } from '../../db/database';
import { fullRefundOf } from '../payments/refund-claims';
import { questionsOf } from '../questions/event-questions';
import {
  buyersOrderFor,
  changeRefusal,
  orderTickets,
  refundNow,
  soldAtDoor,
  transferRefusal,
} from './buyer-ticket';

export async function ticketOptions(
  db: Db,
  accountId: string,
  orderId: string,
): Promise<TicketOptions> {
  const order = await buyersOrderFor(db, accountId, orderId, false);
  const tickets = await orderTickets(db, orderId).execute();
  const asked = await db
    .selectFrom('ticket_changes')
    .select(['ticket_id', 'created_at'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'refund_request')
    .execute();
  const askedAt = new Map(asked.map((row) => [row.ticket_id, row.created_at.toISOString()]));
  const now = new Date();
  const { percent, until } = refundNow(order, now);
  const transferUntil = order.starts_at
    ? transferDeadline(
        {
          transfersAllowed: order.transfers_allowed,
          transferCutoffHours: order.transfer_cutoff_hours,
        },
        order.starts_at,
      )
    : null;
  const options: TicketOptions['tickets'] = [];
  for (const ticket of tickets) {
    const refusal = changeRefusal(order, ticket, accountId, now);
    // A door sale is not cancelled for a refund: its buyer asks the school (soldAtDoor).
    const cancellable = refusal === null && percent > 0 && !soldAtDoor(order);
    // Passed on (the void ticket, or the one written for its new holder): its answers are the
    // new holder's, not the buyer's to read.
    const passedOn = ticket.next_email !== null || ticket.transferred_from !== null;
    options.push({
      id: ticket.id,
      code: ticket.code,
      ticketTypeName: withRoleName(ticket.type_name, ticket.role_name),
      holderName: ticket.holder_name,
      holderEmail: ticket.holder_email,
      void: ticket.voided_at !== null,
      checkedIn: ticket.checked_in_at !== null,
      transferredTo:
        ticket.next_email !== null
          ? { name: ticket.next_name ?? '', email: ticket.next_email }
          : null,
      transferRefusal: transferRefusal(order, ticket, accountId, now),
      cancel: cancellable
        ? {
            percent,
            refundCents: refundShare(
              await fullRefundOf(db, order, [ticket.id], percent === 100),
              percent,
            ),
            until: until?.toISOString() ?? null,
          }
        : null,
      canAskRefund:
        refusal === null && (percent === 0 || soldAtDoor(order)) && !askedAt.has(ticket.id),
      refundRequestedAt: askedAt.get(ticket.id) ?? null,
      ticketTypeId: ticket.ticket_type_id,
      passedOn,
      answers: passedOn ? {} : (ticket.answers ?? {}),
      answersRefusal: refusal,
    });
  }
  return {
    currency: order.currency,
    policy: refundPolicyText(order.refund_rules),
    transferUntil: transferUntil?.toISOString() ?? null,
    tickets: options,
    questions: await questionsOf(db, order.configuration_id),
  };
}
