// A demo purchase sent again with its transaction id: the same event, tickets, roles, partner,
// payment method and code answer the earlier order; anything else is refused 409, as a paid
// checkout refuses it.
import { normalCode } from '../../../src/contract/promo-code-rule';
import type { PurchaseResult } from '../../../src/contract/purchases';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { PurchaseInput } from './purchase-input';
import { orderResult } from './purchase-read';

export const OTHER_SELECTION =
  'This checkout was started with other tickets. Please review your order and try again.';

const lineKey = (typeId: string, role: string, quantity: number) => `${typeId}/${role}×${quantity}`;

/** Whether the earlier order is what this request asks for. */
async function isSamePurchase(db: Db, orderId: string, input: PurchaseInput): Promise<boolean> {
  const [order, lines, heldTickets] = await Promise.all([
    db
      .selectFrom('orders')
      .select(['configuration_id', 'payment_method', 'code', 'buyer_email'])
      .where('id', '=', orderId)
      .executeTakeFirst(),
    db
      .selectFrom('order_lines')
      .select(['ticket_type_id', 'role', 'quantity'])
      .where('order_id', '=', orderId)
      .execute(),
    db
      .selectFrom('tickets')
      .select(['holder_email', 'role'])
      .where('order_id', '=', orderId)
      .where('holder_email', 'is not', null)
      // As issued: a ticket passed on since is the buyer's change, not the checkout's.
      .where('transferred_from', 'is', null)
      .execute(),
  ]);
  if (order?.configuration_id !== input.ticketingConfigId) return false;
  if (order.payment_method !== input.paymentMethod) return false;
  // Codes are kept in capitals (services/codes): "student" and "STUDENT" are one code.
  if ((order.code ?? null) !== (input.code ? normalCode(input.code) : null)) return false;
  const asked = input.ticketSelections
    .map((selection) => lineKey(selection.ticketType, selection.role ?? '', selection.quantity))
    .sort()
    .join(',');
  const made = lines
    .map((line) => lineKey(line.ticket_type_id, line.role, line.quantity))
    .sort()
    .join(',');
  if (asked !== made) return false;
  // A guest's own tickets are held in the guest's name and address: not a partner's.
  const buyerEmail = order.buyer_email.toLowerCase();
  const partnerTickets = heldTickets.filter(
    (ticket) => ticket.holder_email?.toLowerCase() !== buyerEmail,
  );
  const partner = input.partner;
  if (!partner) return partnerTickets.length === 0;
  return (
    partnerTickets.length > 0 &&
    partnerTickets.every(
      (ticket) =>
        ticket.holder_email?.toLowerCase() === partner.email.toLowerCase() &&
        ticket.role === partner.role,
    )
  );
}

/** The earlier order when this is a retry of it; 409 when the id was used for another purchase. */
export async function retriedOrder(
  db: Db,
  orderId: string,
  input: PurchaseInput,
): Promise<PurchaseResult> {
  if (!(await isSamePurchase(db, orderId, input)))
    throw new AppError(409, 'CONFLICT', OTHER_SELECTION);
  return orderResult(db, orderId);
}
