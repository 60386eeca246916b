// An event's rules for its buyers in words, as the order page and the order review both state
// them: the refund rules, then until when tickets may be passed on.
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
