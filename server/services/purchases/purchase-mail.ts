// The confirmation e-mail of a purchase, which is its receipt: the order number, each line (type ×
// quantity = subtotal), fees, the total paid, the event with when and where in its zone, and every
// ticket's code.
import { formatMoney } from '../../../src/contract/money';
import type { PurchaseResult } from '../../../src/contract/purchases';
import type { MailMessage } from '../mailer';

export interface MailEvent {
  title: string;
  startsAt: Date;
  timeZone: string;
  location: string;
}

// Every purchase writes a mail, and Intl formatters are costly to make: one per zone, kept.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { dateStyle: 'full', timeStyle: 'short', timeZone });
    dateFormats.set(timeZone, format);
  }
  return format;
}

/** A moment in words, in the event's zone: "Saturday 14 February 2031 at 7:00 pm". */
export const dateTimeText = (at: Date, timeZone: string) => dateFormat(timeZone).format(at);

export interface ReceiptDetails {
  lines: Array<{ name: string; quantity: number; priceCents: number }>;
  feeCents: number;
  orderUrl: string;
}

export function confirmationMail(
  to: string,
  result: PurchaseResult,
  event: MailEvent,
  receipt: ReceiptDetails,
): MailMessage {
  const when = dateFormat(event.timeZone).format(event.startsAt);
  const money = (cents: number) => formatMoney(cents / 100, result.currency);
  const total = formatMoney(result.total, result.currency);
  return {
    to,
    subject: `Your tickets for ${event.title}`,
    text: [
      `Thank you for your order (${total}).`,
      `Order number: ${result.orderId}`,
      '',
      ...receipt.lines.map(
        (line) => `  ${line.name} × ${line.quantity} = ${money(line.priceCents * line.quantity)}`,
      ),
      ...(receipt.feeCents > 0 ? [`  Fees (included): ${money(receipt.feeCents)}`] : []),
      `  Total paid: ${total}`,
      '',
      event.title,
      when,
      event.location,
      '',
      'Your tickets:',
      ...result.tickets.map((ticket) => `  ${ticket.ticketTypeName}: ${ticket.code}`),
      '',
      'Show each ticket at the door: open My Tickets in Floorcraft, or give this code.',
      `Your order: ${receipt.orderUrl}`,
    ].join('\n'),
  };
}
