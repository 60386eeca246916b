// Who bought an order, as Sales › Orders names it: the buyer's e-mail (with a guest's name), or for
// a sale at the door — which often has neither — the name given there, else "Door sale"; and how a
// door sale was paid.
import { DOOR_SALE_METHOD_NAMES } from '@/contract/door-sales';
import type { Sales } from '@/contract/payments';

type Order = Pick<Sales['orders'][number], 'buyerEmail' | 'buyerName' | 'doorMethod'>;

export const DOOR_SALE_BUYER = 'Door sale';

/** "jo@example.com", "Jo Walker (jo@example.com)" at the door, "Jo Walker", or "Door sale". */
export function orderBuyer(order: Order): string {
  if (order.doorMethod === null) return order.buyerEmail || order.buyerName || 'Unknown buyer';
  const name = order.buyerName || DOOR_SALE_BUYER;
  return order.buyerEmail ? `${name} (${order.buyerEmail})` : name;
}

/** "Sold at the door · Cash" for a door sale; null for any other order. */
export const doorPayment = (order: Order): string | null =>
  order.doorMethod === null
    ? null
    : `Sold at the door · ${DOOR_SALE_METHOD_NAMES[order.doorMethod]}`;
