// Buying without an account: the checkout of a guest (an e-mail and a name), with every rule a
// signed-in buyer's checkout keeps — the same service, prices, seats, holds and idempotency (a
// guest's transaction id is theirs by address) — counted per address and per e-mail like the
// other routes that send mail. The guest's order page opens by its signed link (order-links.ts).
import {
  MAX_GUEST_CHECKOUTS_PER_ADDRESS,
  MAX_GUEST_CHECKOUTS_PER_EMAIL,
  GUEST_ORDER_LINK_INVALID,
  type Guest,
} from '../../../src/contract/guest-checkout';
import type { CheckoutAnswer, CheckoutRequest, OrderDetails } from '../../../src/contract/payments';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { limitAttempt } from '../accounts/attempt-limits';
import type { Scope, ServiceContext } from '../context';
import { startCheckout } from './checkout';
import { buyersOrder } from './orders';

export async function startGuestCheckout(
  ctx: ServiceContext,
  scope: Scope,
  input: { ip: string; guest: Guest; checkout: CheckoutRequest },
): Promise<CheckoutAnswer> {
  const { guest, checkout } = input;
  await limitAttempt(scope.db, [
    { key: `guest-checkout:ip:${input.ip}`, limit: MAX_GUEST_CHECKOUTS_PER_ADDRESS },
    { key: `guest-checkout:email:${guest.email}`, limit: MAX_GUEST_CHECKOUTS_PER_EMAIL },
  ]);
  // The app hands over signed-in dancers only: a guest's checkout returns to the web.
  return startCheckout(
    ctx,
    scope,
    { accountId: null, email: guest.email, guestName: guest.name },
    { ...checkout, fromApp: false },
  );
}

/** A guest's order, opened by its signed link: the same page a signed-in buyer sees. */
export async function guestOrder(
  ctx: ServiceContext,
  db: Db,
  orderId: string,
  access: string,
): Promise<OrderDetails> {
  if (!ctx.orderLinks.opens(orderId, access))
    throw new AppError(404, 'NOT_FOUND', GUEST_ORDER_LINK_INVALID);
  return buyersOrder(db, null, orderId);
}
