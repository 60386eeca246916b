// Issues an order: one ticket (with its code) per person, the receipt e-mail in the outbox, and
// the seats, written in one statement (purchase-write.ts). Used by the demo purchase and by a
// paid Stripe checkout alike.
import { randomUUID } from 'node:crypto';
import type { PurchaseResult } from '../../../src/contract/purchases';
import type { Db } from '../../db/database';
import { withTransactionRetry } from '../../db/lock-order';
import type { ServiceContext } from '../context';
import { ticketCode } from './purchase-checks';
import { confirmationMail, type MailEvent } from './purchase-mail';
import { writeOrder, type OrderWrite } from './purchase-write';
import type { MailMessage } from '../mailer';

export interface OrderLine {
  typeId: string;
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
  const lineOf = (typeId: string) => order.lines.find((line) => line.typeId === typeId)!;
  const tickets = order.lines.flatMap((line) =>
    Array.from({ length: line.quantity }, () => ({
      id: randomUUID(),
      typeId: line.typeId,
      code: ticketCode(),
    })),
  );
  // Listed in the event's order of ticket types.
  const listed = [...tickets].sort((a, b) => lineOf(a.typeId).position - lineOf(b.typeId).position);
  const result: PurchaseResult = {
    orderId,
    total: order.totalCents / 100,
    currency: order.currency,
    tickets: listed.map((ticket) => ({
      code: ticket.code,
      ticketTypeName: lineOf(ticket.typeId).name,
    })),
  };
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
  await withTransactionRetry(() => writeOrder(db, prepared.write));
  await ctx.mailer.deliver(db, prepared.write.mail.id, prepared.message);
  return prepared.result;
}
