// A code the buyer applied, as the purchase form uses it: what it takes off the selection now,
// whether to send it with the order, and the hidden types it unlocked. Only types here: the rule
// and the field load on their own, for events with codes.
import type { PurchaseEvent } from '@/contract/purchases';

export interface AppliedCode {
  code: string;
  /** Off the selection now, in the currency's units. */
  discount: number;
  /** The code applies to the selection: the order carries it. */
  send: boolean;
  unlocked: PurchaseEvent['ticketTypes'];
}

/** The event with the types a code unlocked listed after its own. */
export function withUnlocked(event: PurchaseEvent, applied: AppliedCode | null): PurchaseEvent {
  if (!applied || applied.unlocked.length === 0) return event;
  const listed = new Set(event.ticketTypes.map((type) => type.id));
  return {
    ...event,
    ticketTypes: [...event.ticketTypes, ...applied.unlocked.filter((type) => !listed.has(type.id))],
  };
}
