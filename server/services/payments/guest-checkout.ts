// Buying without an account: the checkout of a guest (an e-mail and a name), with every rule a
// signed-in buyer's checkout keeps — the same service, prices, seats, holds and idempotency (a
// guest's transaction id is theirs by address) — counted per address and per e-mail like the
// other routes that send mail. The guest's order page opens by its signed link (order-links.ts).
import {
  MAX_GUEST_CHECKOUTS_PER_ADDRESS,
  MAX_GUEST_CHECKOUTS_PER_EMAIL,
  type Guest,
} from '../../../src/contract/guest-checkout';
import type { CheckoutAnswer, CheckoutRequest, OrderDetails } from '../../../src/contract/payments';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import {
  claimFirst,
  countAttempt,
  giveAttemptBack,
  limitAttempt,
  tooManyAttempts,
} from '../accounts/attempt-limits';
import type { Scope, ServiceContext } from '../context';
import { requireOrderLink } from '../purchases/order-links';
import { orderIdByKey } from '../purchases/purchase-read';
import { startCheckout } from './checkout';
import { buyersOrder } from './orders';
import { reservationByKey } from './reservations';

export async function startGuestCheckout(
  ctx: ServiceContext,
  scope: Scope,
  input: { ip: string; guest: Guest; checkout: CheckoutRequest },
): Promise<CheckoutAnswer> {
  const { guest, checkout } = input;
  const emailKey = `guest-checkout:email:${guest.email}`;
  // The sender's address first: its refused attempts count, so hammering keeps it shut.
  await limitAttempt(scope.db, [
    { key: `guest-checkout:ip:${input.ip}`, limit: MAX_GUEST_CHECKOUTS_PER_ADDRESS },
  ]);
  // The e-mail named counts only checkouts that start: a refused one (no such tickets, sold out,
  // a bad code, over this limit) holds nothing and mails nobody, and counting it would let anyone
  // shut another person out of guest checkout by naming them.
  // A retry of a checkout (its key seen before) starts nothing: counting it used up the guest's
  // allowance, so ten retries of one purchase shut the address out for 15 minutes. Only the
  // request that claims the key counts, so retries sent at once do not count either.
  const counted = await claimsKey(scope.db, guest.email, checkout.transactionId);
  if (counted) {
    const over = await countAttempt(scope.db, [
      { key: emailKey, limit: MAX_GUEST_CHECKOUTS_PER_EMAIL },
    ]);
    if (over.length > 0) {
      await giveAttemptBack(scope.db, [emailKey]);
      throw tooManyAttempts();
    }
  }
  try {
    // The app hands over signed-in dancers only: a guest's checkout returns to the web.
    return await startCheckout(
      ctx,
      scope,
      { accountId: null, email: guest.email, guestName: guest.name },
      { ...checkout, fromApp: false },
    );
  } catch (error) {
    if (counted && error instanceof AppError && error.statusCode < 500 && error.statusCode !== 429)
      await giveAttemptBack(scope.db, [emailKey]);
    throw error;
  }
}

/**
 * Whether this request is the first with this guest's key: the one that counts against the
 * e-mail. The claim is a row of the attempt counters (kept and purged with them); a key whose
 * claim was purged while its hold or order lives on is still a retry.
 */
async function claimsKey(db: Db, email: string, key: string): Promise<boolean> {
  const claimed = await claimFirst(db, `guest-checkout:key:${email}:${key}`);
  if (!claimed) return false;
  const buyer = { accountId: null, email };
  return (
    (await reservationByKey(db, buyer, key)) === undefined &&
    (await orderIdByKey(db, buyer, key)) === null
  );
}

/** A guest's order, opened by its signed link: the same page a signed-in buyer sees. */
export async function guestOrder(
  ctx: ServiceContext,
  db: Db,
  orderId: string,
  access: string,
): Promise<OrderDetails> {
  requireOrderLink(ctx.orderLinks, orderId, access);
  return buyersOrder(db, null, orderId);
}
