// The e-mail to a buyer whose tickets an organiser refunded: which event (title and when, in its
// zone), which order, how many tickets (of how many: a partial refund says so in its subject) and
// how much, and that they no longer admit anyone.
import { formatMoney } from '../../../src/contract/money';
import { orderNumber } from '../../../src/contract/order-number';
import type { MailMessage } from '../mailer';
import { dateTimeText } from '../purchases/purchase-mail';
import type { Claim } from './refund-claims';

/**
 * "Your tickets for Salsa Night were refunded" when the refund leaves none of the order's tickets,
 * "1 of your 3 tickets for Salsa Night was refunded" when some still admit.
 */
export function refundSubject(count: number, left: number, title: string | null): string {
  const forEvent = title ? ` for ${title}` : '';
  if (left === 0)
    return count === 1
      ? `Your ticket${forEvent} was refunded`
      : `Your tickets${forEvent} were refunded`;
  return `${count} of your ${count + left} tickets${forEvent} ${count === 1 ? 'was' : 'were'} refunded`;
}

/** `orderUrl`: the order's page on the site and database it was sold in (site-address.ts). */
export function refundMail(claim: Claim, orderUrl: string): MailMessage {
  const count = claim.ticketIds.length;
  const what = `${count} ticket${count === 1 ? '' : 's'}`;
  const amount = formatMoney(claim.amountCents / 100, claim.currency);
  const event = claim.event;
  return {
    to: claim.buyerEmail,
    subject: refundSubject(count, claim.ticketsLeft, event?.title ?? null),
    text: [
      event
        ? `${what} for ${event.title} (${dateTimeText(event.startsAt, event.timeZone)}) ${count === 1 ? 'was' : 'were'} refunded: ${amount}.`
        : `${what} ${count === 1 ? 'was' : 'were'} refunded: ${amount}.`,
      `Order number: ${orderNumber(claim.orderId)}`,
      'Refunded tickets no longer admit anyone at the door.',
      ...(claim.paymentIntent
        ? ['The money usually reaches your account within 5–10 business days.']
        : []),
      '',
      `Your order: ${orderUrl}`,
    ].join('\n'),
  };
}
