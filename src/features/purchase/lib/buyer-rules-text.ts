// An event's rules for its buyers in words, as the order page and the order review both state
// them: the refund rules, then until when tickets may be passed on — while they still matter.
import { i18n } from '@/lib/i18n/i18n';
import { shortDateTimeOf } from '@/lib/event-time';

export function buyerRulesText(
  refundPolicy: string,
  transferUntil: string | null,
  timeZone: string,
): string {
  return transferUntil
    ? i18n._('purchase.rules.transferable', {
        policy: refundPolicy,
        until: shortDateTimeOf(transferUntil, timeZone),
      })
    : i18n._('purchase.rules.notTransferable', { policy: refundPolicy });
}

/** The rules matter while a ticket of the order still admits: an order refunded in full (or of a
 * cancelled event) read "No refund on cancellation… can be passed on until…" under its void
 * tickets. */
export const buyerRulesApply = (tickets: ReadonlyArray<{ void: boolean }>): boolean =>
  tickets.some((ticket) => !ticket.void);
