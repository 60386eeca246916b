// The order page's link for a guest (bought without an account): `/orders/{id}?access={token}`,
// where the token is the link's end (seconds, base 36) and an HMAC of the order id and that end
// under a key of its own drawn from the server's secret. Nobody can make one for another order or
// stretch its end; nothing is stored. It lasts until 60 days after the event starts (or after it
// was bought, for an event already begun), long enough to reach the door and the refund window.
// Rotating the server's secret (JWT_SECRET) retires every link at once.
import { GUEST_ORDER_LINK_INVALID } from '../../../src/contract/guest-checkout';
import { AppError } from '../../lib/app-error';
import { PurposeKey } from '../../lib/signing';

export const ORDER_LINK_DAYS_AFTER_EVENT = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

export class OrderLinks {
  private readonly key: PurposeKey;

  constructor(serverSecret: string) {
    this.key = new PurposeKey(serverSecret, 'floorcraft order links');
  }

  /** The token of an order's link, ending 60 days after the event (or now, if later). */
  tokenFor(orderId: string, eventStartsAt: Date, now = new Date()): string {
    const from = Math.max(eventStartsAt.getTime(), now.getTime());
    const end = Math.floor((from + ORDER_LINK_DAYS_AFTER_EVENT * DAY_MS) / 1000).toString(36);
    return `${end}.${this.key.sign(`${orderId}.${end}`)}`;
  }

  /** Whether the token opens this order now. */
  opens(orderId: string, token: string, now = new Date()): boolean {
    const [end = '', signature = '', extra] = token.split('.');
    if (extra !== undefined || !/^[0-9a-z]{1,12}$/.test(end)) return false;
    if (!this.key.verifies(`${orderId}.${end}`, signature)) return false;
    return parseInt(end, 36) * 1000 > now.getTime();
  }
}

/**
 * The one check every call opened by a guest's order link makes: the link opens this order now,
 * else 404 with the link's refusal (a bad, expired or another order's link all read the same).
 */
export function requireOrderLink(links: OrderLinks, orderId: string, access: string): void {
  if (!links.opens(orderId, access)) throw new AppError(404, 'NOT_FOUND', GUEST_ORDER_LINK_INVALID);
}
