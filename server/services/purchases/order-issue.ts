// Issues an order: one ticket (with its code) per person, the receipt e-mail in the outbox, and
// the seats, written in one statement (purchase-write.ts). Used by the demo purchase and by a
// paid Stripe checkout alike.
import { randomUUID } from 'node:crypto';
import type { PurchaseResult } from '../../../src/contract/purchases';
import type { DatabaseTarget, Db } from '../../db/database';
import { siteLink } from '../../lib/site-address';
import type { RoleKey } from '../../db/schema';
import { withTransactionRetry } from '../../db/lock-order';
import type { ServiceContext } from '../context';
import { ticketCode } from './purchase-checks';
import { confirmationMail, type MailEvent, type PaidWith } from './purchase-mail';
import { writeOrder, type OrderWrite } from './purchase-write';
import { claimPartnerTickets, partnerMail, withHolder } from './partner-tickets';
import type { HoldPartner } from '../../db/schema-payments';
import { withBalance } from '../seats/role-balance';
import type { MailMessage } from '../mailer';
import type { AppliedCode } from '../codes/code-uses';
import type { TierGuard } from './tier-pricing';
import type { AddOnLine } from '../addons/addon-sale';
import type { HeldAttendee } from '../../db/schema-questions';
import { withAttendees } from '../questions/ticket-answers';
import { invoiceAttachment } from '../tax/mail-attachments';
import { issueInvoice } from '../tax/tax-invoices';

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
  /** A guest has no account (accountId null) and a name. */
  buyer: { accountId: string | null; email: string; guestName?: string | null };
  configurationId: string;
  eventId: string | null;
  idempotencyKey: string;
  totalCents: number;
  feeCents: number;
  /** The booking fee the buyer paid on top (in totalCents): a line of the receipt. */
  bookingFeeCents?: number;
  currency: string;
  provider: string;
  method: string;
  reference: string;
  paymentIntent: string | null;
  /** In ticket-type id order: the order the write locks them in. */
  lines: OrderLine[];
  event: MailEvent;
  /** The database the order is written in: its e-mailed links open there. */
  target: DatabaseTarget;
  fromReservation?: string;
  /** A couple's partner: one ticket of their role in their name, and an e-mail of their own. */
  partner?: HoldPartner | null;
  /** How the receipt names the payment. */
  paidWith: PaidWith;
  /** The code it was priced with: totalCents is after its discount. */
  code?: AppliedCode | null;
  /** Where its stepped prices hold (purchases/tier-pricing.ts). */
  tierGuards?: TierGuard[];
  /** Add-ons bought with the tickets: lines of the receipt, handed over at the door. */
  addOns?: AddOnLine[];
  /** Each ticket's holder and answers: given to the tickets as they are issued. */
  attendees?: HeldAttendee[] | null;
}

export interface PreparedOrder {
  write: OrderWrite;
  result: PurchaseResult;
  message: MailMessage;
  partnerMessage: MailMessage | null;
}

export const INVOICE_ATTACHED =
  'Your tax invoice (a receipt, if the school is not registered for GST) is attached as a PDF; your order page has it too.';

/** The order's rows and receipt, ready for the one statement that writes them. */
export function prepareOrder(ctx: ServiceContext, order: OrderToIssue): PreparedOrder {
  const orderId = randomUUID();
  const addOns = order.addOns ?? [];
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
    ...(order.code
      ? { discount: { code: order.code.code, amount: order.code.discountCents / 100 } }
      : {}),
    ...(addOns.length > 0
      ? {
          addOns: addOns.map((line) => ({
            name: line.name,
            quantity: line.quantity,
            amount: (line.priceCents * line.quantity) / 100,
          })),
        }
      : {}),
  };
  const partner = order.partner ?? null;
  const guestName = order.buyer.accountId === null ? (order.buyer.guestName ?? null) : null;
  // A guest's tickets are held in their name and address until an account with it is confirmed.
  const held = withHolder(
    issued.map(({ ticket }) => ticket),
    partner,
  ).map((ticket) =>
    guestName !== null && ticket.holderEmail === null
      ? { ...ticket, holderName: guestName, holderEmail: order.buyer.email }
      : ticket,
  );
  // Each ticket's holder named at checkout, and their answers; a partner's ticket keeps its name.
  const tickets = withAttendees(
    held,
    order.attendees,
    (ticket) => ticket.holderEmail !== null && ticket.holderEmail !== order.buyer.email,
  );
  const partnerTicket = tickets.find((ticket) => ticket.holderEmail !== null);
  const partnerMessage =
    partner && partnerTicket
      ? partnerMail(
          partner,
          order.buyer.email,
          {
            name: issued.find(({ ticket }) => ticket.id === partnerTicket.id)!.line.name,
            code: partnerTicket.code,
          },
          order.event,
          siteLink(ctx.config, order.target, '/my-tickets'),
        )
      : null;
  // The receipt joins the outbox with the order: no order without its e-mail.
  const message = confirmationMail(order.buyer.email, result, order.event, {
    lines: [...order.lines].sort((a, b) => a.position - b.position),
    addOns,
    feeCents: order.feeCents,
    bookingFeeCents: order.bookingFeeCents ?? 0,
    orderUrl: siteLink(
      ctx.config,
      order.target,
      guestName === null
        ? `/orders/${orderId}`
        : `/orders/${orderId}?access=${ctx.orderLinks.tokenFor(orderId, order.event.startsAt)}`,
    ),
    guest: guestName !== null,
    paidWith: order.paidWith,
    code: order.code ?? null,
  });
  // Its invoice (or receipt) is attached when it is delivered; a class booked with a pass has none.
  if (order.paidWith.kind !== 'pass') {
    message.attachment = invoiceAttachment(orderId);
    message.text += `\n\n${INVOICE_ATTACHED}`;
  }
  const mail = ctx.mailer.outboxRow(message);
  return {
    result,
    message,
    partnerMessage,
    write: {
      orderId,
      accountId: order.buyer.accountId,
      email: order.buyer.email,
      guestName,
      configurationId: order.configurationId,
      eventId: order.eventId,
      idempotencyKey: order.idempotencyKey,
      totalCents: order.totalCents,
      currency: order.currency,
      provider: order.provider,
      method: order.method,
      reference: order.reference,
      feeCents: order.feeCents,
      bookingFeeCents: order.bookingFeeCents ?? 0,
      paymentIntent: order.paymentIntent,
      fromReservation: order.fromReservation,
      code: order.code ?? null,
      tierGuards: order.tierGuards ?? [],
      addOns,
      lines: order.lines.map((line) => ({
        typeId: line.typeId,
        role: line.role,
        quantity: line.quantity,
        priceCents: line.priceCents,
      })),
      tickets,
      mail,
      partnerMail: partnerMessage && ctx.mailer.outboxRow(partnerMessage),
    },
  };
}

/** Sends the order's e-mails (written with it) and gives the partner their ticket if they can. */
export async function afterOrder(ctx: ServiceContext, db: Db, prepared: PreparedOrder) {
  // Numbered now, in the order of sales; a failure here leaves it to the e-mail or a download.
  if (prepared.write.mail.attachment)
    await issueInvoice(db, prepared.write.orderId).catch(() => undefined);
  await ctx.mailer.deliver(db, prepared.write.mail.id);
  // A guest whose address is already a confirmed account's: the tickets are in its My Tickets now.
  if (prepared.write.guestName) await claimPartnerTickets(db, prepared.write.email);
  const { partnerMail: partnerRow } = prepared.write;
  if (partnerRow && prepared.partnerMessage) {
    await ctx.mailer.deliver(db, partnerRow.id);
    await claimPartnerTickets(db, partnerRow.to_address);
  }
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
  await afterOrder(ctx, db, prepared);
  return prepared.result;
}
