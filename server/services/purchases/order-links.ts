// The order page's link for a guest (bought without an account): `/orders/{id}?access={token}`,
// where the token is the link's end (seconds, base 36) and an HMAC of the order id and that end
// under a key of its own drawn from the server's secret. Nobody can make one for another order or
// stretch its end; nothing is stored. It lasts until 60 days after the event starts (or after it
// was bought, for an event already begun), long enough to reach the door and the refund window.
// Rotating the server's secret (JWT_SECRET) retires every link at once.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const ORDER_LINK_DAYS_AFTER_EVENT = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const SIGNATURE_LENGTH = 43;

export class OrderLinks {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    // A key of its own, so an order link's signature is never mistaken for anything else signed.
    this.key = createHmac('sha256', serverSecret).update('floorcraft order links').digest();
  }

  private signature(orderId: string, end: string): string {
    return createHmac('sha256', this.key).update(`${orderId}.${end}`).digest('base64url');
  }

  /** The token of an order's link, ending 60 days after the event (or now, if later). */
  tokenFor(orderId: string, eventStartsAt: Date, now = new Date()): string {
    const from = Math.max(eventStartsAt.getTime(), now.getTime());
    const end = Math.floor((from + ORDER_LINK_DAYS_AFTER_EVENT * DAY_MS) / 1000).toString(36);
    return `${end}.${this.signature(orderId, end)}`;
  }

  /** Whether the token opens this order now. */
  opens(orderId: string, token: string, now = new Date()): boolean {
    const [end = '', signature = '', extra] = token.split('.');
    if (extra !== undefined || !/^[0-9a-z]{1,12}$/.test(end)) return false;
    if (signature.length !== SIGNATURE_LENGTH) return false;
    const expected = Buffer.from(this.signature(orderId, end));
    if (!timingSafeEqual(expected, Buffer.from(signature))) return false;
    return parseInt(end, 36) * 1000 > now.getTime();
  }
}
