// The purchase form's rules (spec §5 Purchase, §9): each quantity between 0 and the smaller of
// what is left and 10; the total in cents; the summary in the first ticket's currency.
import { MAX_TICKETS_PER_TYPE, type PurchaseEvent } from '@/contract/purchases';
import type { PaymentMethod } from '@/contract/ticketing';

/** Card payments work; PayPal and Square are shown as not available yet. */
export const AVAILABLE_METHODS: PaymentMethod[] = ['stripe'];

type TicketType = PurchaseEvent['ticketTypes'][number];

export const maxFor = (type: TicketType) =>
  Math.max(0, Math.min(type.availableQuantity, MAX_TICKETS_PER_TYPE));

export function clampQuantity(value: number, type: TicketType): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(0, Math.floor(value)), maxFor(type));
}

export function totalOf(types: TicketType[], quantities: Record<string, number>): number {
  const cents = types.reduce(
    (sum, type) => sum + Math.round(type.price * 100) * (quantities[type.id] ?? 0),
    0,
  );
  return cents / 100;
}

export const summaryCurrency = (types: TicketType[]) => types[0]?.currency ?? 'AUD';
