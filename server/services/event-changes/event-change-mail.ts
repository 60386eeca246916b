// The e-mails of a whole event's cancellation or postponement. Cancelled: "Cancelled: {event}" to
// an order's buyer (with what was refunded and the order's page) and to each other holder of its
// tickets. Postponed: "Postponed: {event}" with the new date, and the choice — keep the ticket (
// nothing to do) or take a full refund from the order's page until the cut-off. The school's note,
// when it wrote one, is quoted as plain text.
import { formatMoney } from '../../../src/contract/money';
import { orderNumber } from '../../../src/contract/order-number';
import type { MailMessage } from '../mailer';
import { dateTimeText } from '../purchases/purchase-mail';

export interface ChangedEvent {
  title: string;
  timeZone: string;
  oldStartsAt: Date;
  newStartsAt: Date | null;
  refundUntil: Date | null;
  note: string;
  school: string;
}

const noteLines = (event: ChangedEvent) =>
  event.note ? ['', `A word from ${event.school}:`, event.note] : [];

export function cancelledMail(
  to: string,
  event: ChangedEvent,
  refund: { orderId: string; amountCents: number; currency: string; byCard: boolean } | null,
  orderUrl: string | null,
): MailMessage {
  const when = dateTimeText(event.oldStartsAt, event.timeZone);
  const money = refund
    ? refund.amountCents > 0
      ? [
          '',
          `Your order ${orderNumber(refund.orderId)} was refunded in full: ${formatMoney(refund.amountCents / 100, refund.currency)}.`,
          ...(refund.byCard
            ? ['The money usually reaches your account within 5–10 business days.']
            : []),
        ]
      : [
          '',
          `Your order ${orderNumber(refund.orderId)} was cancelled: there was nothing to pay back.`,
        ]
    : ['', 'The person who bought your ticket has been refunded.'];
  return {
    to,
    subject: `Cancelled: ${event.title}`,
    text: [
      `${event.school} has cancelled ${event.title} (${when}).`,
      'Your tickets no longer admit anyone at the door.',
      ...money,
      ...noteLines(event),
      ...(orderUrl ? ['', `Your order: ${orderUrl}`] : []),
    ].join('\n'),
  };
}

export function postponedMail(
  to: string,
  event: ChangedEvent,
  orderUrl: string | null,
): MailMessage {
  const was = dateTimeText(event.oldStartsAt, event.timeZone);
  const now = dateTimeText(event.newStartsAt!, event.timeZone);
  const until = dateTimeText(event.refundUntil!, event.timeZone);
  return {
    to,
    subject: `Postponed: ${event.title}`,
    text: [
      `${event.school} has postponed ${event.title}.`,
      `It was on ${was}; the new date is ${now}.`,
      '',
      'Your ticket is valid for the new date: you do not need to do anything to keep it.',
      orderUrl
        ? `If you cannot come, you may take a full refund until ${until} from your order's page:`
        : `If you cannot come, the person who bought your ticket may take a full refund until ${until}.`,
      ...(orderUrl ? [orderUrl] : []),
      ...noteLines(event),
    ].join('\n'),
  };
}
