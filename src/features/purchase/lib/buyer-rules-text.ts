// An event's rules for its buyers in words, as the order page and the order review both state
// them: the refund rules, then until when tickets may be passed on — while they still matter.
import { shortDateTimeOf } from '@/lib/event-time';

export function buyerRulesText(
  refundPolicy: string,
  transferUntil: string | null,
  timeZone: string,
): string {
  return `Refund policy: ${refundPolicy}${
    transferUntil
      ? ` Tickets can be passed on to someone else until ${shortDateTimeOf(transferUntil, timeZone)}.`
      : ' Tickets of this event cannot be passed on.'
  }`;
}

/** The rules matter while a ticket of the order still admits: an order refunded in full (or of a
 * cancelled event) read "No refund on cancellation… can be passed on until…" under its void
 * tickets. */
export const buyerRulesApply = (tickets: ReadonlyArray<{ void: boolean }>): boolean =>
  tickets.some((ticket) => !ticket.void);
