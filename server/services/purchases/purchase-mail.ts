// The confirmation e-mail of a purchase: the event, when and where, and every ticket's code.
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

export function confirmationMail(
  to: string,
  result: PurchaseResult,
  event: MailEvent,
): MailMessage {
  const when = dateFormat(event.timeZone).format(event.startsAt);
  const total = formatMoney(result.total, result.currency);
  return {
    to,
    subject: `Your tickets for ${event.title}`,
    text: [
      `Thank you for your order (${total}).`,
      '',
      event.title,
      when,
      event.location,
      '',
      'Your tickets:',
      ...result.tickets.map((ticket) => `  ${ticket.ticketTypeName}: ${ticket.code}`),
      '',
      'Show each ticket at the door: open My Tickets in Floorcraft, or give this code.',
    ].join('\n'),
  };
}
