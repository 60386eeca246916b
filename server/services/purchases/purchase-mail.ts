// The confirmation e-mail of a purchase: the event, when and where, and every ticket's code.
import type { PurchaseResult } from '../../../src/contract/purchases';
import type { MailMessage } from '../mailer';

export interface MailEvent {
  title: string;
  startsAt: Date;
  timeZone: string;
  location: string;
}

export function confirmationMail(
  to: string,
  result: PurchaseResult,
  event: MailEvent,
): MailMessage {
  const when = event.startsAt.toLocaleString('en-AU', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: event.timeZone,
  });
  const total = new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency: result.currency,
  }).format(result.total);
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
