// The confirmation e-mail of a purchase, which is its receipt: the order number, each line (type ×
// quantity = subtotal), the code's discount, fees, the total (paid by card; in the demo, nothing
// taken; with a class pass, no money at all but the pass named), the event with when and where in
// its zone, and every ticket's code.
import { BOOKING_FEE_LABEL } from '../../../src/contract/booking-fee';
import { formatMoney } from '../../../src/contract/money';
import { orderNumber } from '../../../src/contract/order-number';
import { DEMO_PAYMENT_NOTICE } from '../../../src/contract/payments';
import type { PurchaseResult } from '../../../src/contract/purchases';
import type { MailMessage } from '../mailer';
import type { AppliedCode } from '../codes/code-uses';
import { dateFormat } from '../../../src/contract/date-formats';
import type { DoorSaleMethod } from '../../../src/contract/door-sales';

export interface MailEvent {
  title: string;
  startsAt: Date;
  timeZone: string;
  location: string;
}

/** A moment in words, in the event's zone: "Saturday 14 February 2031 at 7:00 pm". */
export const dateTimeText = (at: Date, timeZone: string) =>
  dateFormat({ dateStyle: 'full', timeStyle: 'short', timeZone }).format(at);

/**
 * How the order was paid: by card (Stripe), by the demo payment, with a class pass's credit, or at
 * the door (cash, a card terminal outside Floorcraft, or let in free).
 */
export type PaidWith =
  | { kind: 'card' }
  | { kind: 'demo' }
  | { kind: 'pass'; passName: string }
  | { kind: 'door'; method: DoorSaleMethod };

/** How a door sale's receipt names what was taken. */
const DOOR_PAID: Record<DoorSaleMethod, string> = {
  cash: 'paid in cash at the door',
  'card-outside': 'paid by card at the door',
  comp: 'a complimentary ticket, nothing was charged',
};

export interface ReceiptDetails {
  lines: Array<{ name: string; quantity: number; priceCents: number }>;
  feeCents: number;
  /** The booking fee the buyer paid on top: a line of its own (else fees are the school's). */
  bookingFeeCents?: number;
  orderUrl: string;
  paidWith: PaidWith;
  /** The code the order was priced with: its discount is a line of its own. */
  code?: AppliedCode | null;
  /** Add-ons bought with the tickets: lines of their own, collected at the door. */
  addOns?: Array<{ name: string; quantity: number; priceCents: number }>;
  /** Bought as a guest: the order link opens without signing in; an account claims the tickets. */
  guest?: boolean;
}

function closing(receipt: ReceiptDetails): string[] {
  if (!receipt.guest)
    return [
      'Show each ticket at the door: open My Tickets in Floorcraft, or give this code.',
      `Your order: ${receipt.orderUrl}`,
    ];
  return [
    'Show each ticket at the door: give this code, or open your order page.',
    `Your order (it opens without signing in; keep the link to yourself): ${receipt.orderUrl}`,
    '',
    'Create a Floorcraft account with this e-mail address and confirm it: these tickets then appear in My Tickets.',
  ];
}

function opening(paidWith: PaidWith, total: string, title: string): string[] {
  if (paidWith.kind === 'pass')
    return [`Your class is booked with your pass "${paidWith.passName}": ${title}.`];
  if (paidWith.kind === 'demo')
    return [`Thank you for your order (${total}).`, `${DEMO_PAYMENT_NOTICE}.`];
  if (paidWith.kind === 'door')
    return [`Thank you for your order (${total}).`, 'Sold at the door: your tickets are admitted.'];
  return [`Thank you for your order (${total}).`];
}

function totalLine(paidWith: PaidWith, total: string): string {
  if (paidWith.kind === 'pass') return `  Paid with your pass "${paidWith.passName}": 1 class`;
  if (paidWith.kind === 'demo') return `  Total: ${total} (demo payment, nothing was charged)`;
  if (paidWith.kind === 'door') return `  Total: ${total} (${DOOR_PAID[paidWith.method]})`;
  return `  Total paid: ${total}`;
}

export function confirmationMail(
  to: string,
  result: PurchaseResult,
  event: MailEvent,
  receipt: ReceiptDetails,
): MailMessage {
  const when = dateTimeText(event.startsAt, event.timeZone);
  const money = (cents: number) => formatMoney(cents / 100, result.currency);
  const total = formatMoney(result.total, result.currency);
  const { paidWith } = receipt;
  return {
    to,
    subject:
      paidWith.kind === 'pass'
        ? `Your class is booked: ${event.title}`
        : `Your tickets for ${event.title}`,
    text: [
      ...opening(paidWith, total, event.title),
      `Order number: ${orderNumber(result.orderId)}`,
      '',
      ...receipt.lines.map((line) =>
        paidWith.kind === 'pass'
          ? `  ${line.name} × ${line.quantity}`
          : `  ${line.name} × ${line.quantity} = ${money(line.priceCents * line.quantity)}`,
      ),
      ...(receipt.addOns ?? []).map(
        (line) => `  ${line.name} × ${line.quantity} = ${money(line.priceCents * line.quantity)}`,
      ),
      ...(receipt.code && receipt.code.discountCents > 0
        ? [`  Code ${receipt.code.code}: -${money(receipt.code.discountCents)}`]
        : []),
      ...(receipt.bookingFeeCents
        ? [`  ${BOOKING_FEE_LABEL}: ${money(receipt.bookingFeeCents)}`]
        : receipt.feeCents > 0
          ? [`  Fees (included): ${money(receipt.feeCents)}`]
          : []),
      totalLine(paidWith, total),
      '',
      event.title,
      when,
      event.location,
      '',
      'Your tickets:',
      ...result.tickets.map((ticket) => `  ${ticket.ticketTypeName}: ${ticket.code}`),
      '',
      ...(receipt.addOns && receipt.addOns.length > 0
        ? [
            'Collect at the door:',
            ...receipt.addOns.map((line) => `  ${line.name} × ${line.quantity}`),
            '',
          ]
        : []),
      ...closing(receipt),
    ].join('\n'),
  };
}
