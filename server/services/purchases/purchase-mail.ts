// The confirmation e-mail of a purchase: the event, when and where, and every ticket's code.
import type { PurchaseResult } from '../../../src/contract/purchases';
import type { Db } from '../../db/database';
import type { MailMessage } from '../mailer';

export async function confirmationMail(
  db: Db,
  to: string,
  orderId: string,
  result: PurchaseResult,
): Promise<MailMessage> {
  const event = await db
    .selectFrom('orders')
    .leftJoin('events', 'events.id', 'orders.event_id')
    .select(['events.title', 'events.starts_at', 'events.time_zone', 'events.location_description'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const title = event.title ?? 'your event';
  const when = event.starts_at
    ? event.starts_at.toLocaleString('en-AU', {
        dateStyle: 'full',
        timeStyle: 'short',
        timeZone: event.time_zone ?? 'Australia/Sydney',
      })
    : 'Date TBA';
  const total = new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency: result.currency,
  }).format(result.total);
  return {
    to,
    subject: `Your tickets for ${title}`,
    text: [
      `Thank you for your order (${total}).`,
      '',
      title,
      when,
      event.location_description ?? '',
      '',
      'Your tickets:',
      ...result.tickets.map((ticket) => `  ${ticket.ticketTypeName}: ${ticket.code}`),
      '',
      'Show each ticket at the door: open My Tickets in Floorcraft, or give this code.',
    ].join('\n'),
  };
}
