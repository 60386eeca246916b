// What Sales › Orders says about a refund before and after it: an online order's money goes back
// through Stripe (or, in the demo, nothing moves); a door sale's the school gives back itself — in
// cash, or on its own card terminal — and Floorcraft records it. The buyer is told only when the
// order has an address; a comp at the door took nothing and offers no refund: it is voided instead
// (its tickets stop admitting, its places go back on sale).
import { DOOR_COMP_VOIDED, DOOR_REFUND_RECORDED } from '@/contract/door-sales';
import type { Sales } from '@/contract/payments';

type Order = Pick<Sales['orders'][number], 'buyerEmail' | 'doorMethod' | 'comp'>;
type DoorComp = Pick<Sales['orders'][number], 'doorMethod' | 'compRevoked'>;

/** An order Sales offers to refund (with some ticket still valid): not a comp of either kind. */
export const refundable = (order: Order) => !order.comp && order.doorMethod !== 'comp';

/** The question asked before refunding `label` ("2 tickets of Jo Walker") of this order. */
export function refundQuestion(order: Order, label: string): string {
  const told = order.buyerEmail ? ' and the buyer is e-mailed' : '';
  if (order.doorMethod === 'cash')
    return `Refund ${label}? The tickets stop admitting anyone${told}. Give the money back in cash: Floorcraft records the refund, no money moves through it.`;
  if (order.doorMethod === 'card-outside')
    return `Refund ${label}? The tickets stop admitting anyone${told}. Refund the card on your own terminal: Floorcraft records the refund, no money moves through it.`;
  return `Refund ${label}? The tickets stop admitting anyone${told}.`;
}

/** What is said once a door sale's refund is recorded; null for any other order. */
export const refundDone = (order: Order): string | null =>
  order.doorMethod === 'cash' || order.doorMethod === 'card-outside'
    ? DOOR_REFUND_RECORDED[order.doorMethod]
    : null;

/** A comp given at the door that Sales offers to void (some ticket still valid). */
export const voidable = (order: DoorComp) => order.doorMethod === 'comp' && !order.compRevoked;

/** The question asked before voiding `label` ("ticket K7QX2M4P", "2 tickets of Door sale"). */
export const voidQuestion = (label: string) =>
  `Void the comp of ${label}? The tickets stop admitting anyone and their places go back on sale. Nothing was paid, so nothing is refunded.`;

export const voidDone = DOOR_COMP_VOIDED;
