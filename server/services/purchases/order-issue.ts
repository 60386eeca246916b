// Issues an order: one ticket (with its code) per person, the receipt e-mail in the outbox, and
// the seats, written in one statement (purchase-write.ts). Used by the demo purchase and by a
// paid Stripe checkout alike.
import { randomUUID } from 'node:crypto';
import type { PurchaseResult } from '../../../src/contract/purchases';
import type { Db } from '../../db/database';
import type { RoleKey } from '../../db/schema';
import { withTransactionRetry } from '../../db/lock-order';
import type { ServiceContext } from '../context';
import { ticketCode } from './purchase-checks';
import { confirmationMail, type MailEvent } from './purchase-mail';
import { writeOrder, type OrderWrite } from './purchase-write';
import { withBalance } from './role-balance';
import type { MailMessage } from '../mailer';

export interface OrderLine {
  typeId: string;
  role: RoleKey;
  roleName: string | null;
  /** The tickets' name, with the role's ("Workshop · Leader"). */
  name: string;
  position: number;
  quantity: number;
  priceCents: number;
}

export interface OrderToIssue {
  buyer: { accountId: string; email: string };
  configurationId: string;
  eventId: string | null;
  idempotencyKey: string;
  totalCents: number;
  feeCents: number;
  currency: string;
  provider: string;
  method: string;
  reference: string;
  paymentIntent: string | null;
  /** In ticket-type id order: the order the write locks them in. */
  lines: OrderLine[];
  event: MailEvent;
  fromReservation?: string;
}

export interface PreparedOrder {
  write: OrderWrite;
  result: PurchaseResult;
  message: MailMessage;
}

/** The order's rows and receipt, ready for the one statement that writes them. */
export function prepareOrder(ctx: ServiceContext, order: OrderToIssue): PreparedOrder {
  const orderId = randomUUID();
  const issued = order.lines.flatMap((line) =>
    Array.from({ length: line.quantity }, () => ({
      line,
      ticket: {
        id: randomUUID(),
        typeId: line.typeId,
        code: ticketCode(),
        role: line.role || null,
        roleName: line.roleName,
      },
    })),
  );
  // Listed in the event's order of ticket types.
  const listed = [...issued].sort((a, b) => a.line.position - b.line.position);
  const result: PurchaseResult = {
    orderId,
    total: order.totalCents / 100,
    currency: order.currency,
    tickets: listed.map(({ line, ticket }) => ({ code: ticket.code, ticketTypeName: line.name })),
  };
  const tickets = issued.map(({ ticket }) => ticket);
  // The receipt joins the outbox with the order: no order without its e-mail.
  const message = confirmationMail(order.buyer.email, result, order.event, {
    lines: [...order.lines].sort((a, b) => a.position - b.position),
    feeCents: order.feeCents,
    orderUrl: `${ctx.config.publicUrl}/orders/${orderId}`,
  });
  const mail = ctx.mailer.outboxRow(message);
  return {
    result,
    message,
    write: {
      orderId,
      accountId: order.buyer.accountId,
      email: order.buyer.email,
      configurationId: order.configurationId,
      eventId: order.eventId,
      idempotencyKey: order.idempotencyKey,
      totalCents: order.totalCents,
      currency: order.currency,
      provider: order.provider,
      method: order.method,
      reference: order.reference,
      feeCents: order.feeCents,
      paymentIntent: order.paymentIntent,
      fromReservation: order.fromReservation,
      lines: order.lines.map((line) => ({
        typeId: line.typeId,
        role: line.role,
        quantity: line.quantity,
        priceCents: line.priceCents,
      })),
      tickets,
      mail,
    },
  };
}

/** Writes the order; answers it as the purchase call does. Throws the write's database errors. */
export async function issueOrder(
  ctx: ServiceContext,
  db: Db,
  order: OrderToIssue,
): Promise<PurchaseResult> {
  const prepared = prepareOrder(ctx, order);
  await withTransactionRetry(() =>
    withBalance(db, prepared.write.lines, (trx) => writeOrder(trx, prepared.write)),
  );
  await ctx.mailer.deliver(db, prepared.write.mail.id, prepared.message);
  return prepared.result;
}
