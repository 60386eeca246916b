// Buying with real money (Stripe Checkout): the server checks the order as for any purchase, holds
// the seats for 30 minutes in one oversell-proof write, then opens a Checkout Session at its own
// prices, paid to the school's connected account. Tickets are issued only when Stripe's webhook
// says the session is paid (fulfil.ts). The client's transaction id makes the whole call idempotent:
// a retry answers the same hold and session; the same id with other tickets is refused. In a rush,
// buyers of the same tickets are checked against the sale as a read moments ago saw it, and the hold
// statement proves nothing it depends on has changed (sale-snapshots.ts) — one query per hold.
// Without Stripe keys the demo purchase is issued at once, as a demo.
import type { CheckoutAnswer, CheckoutRequest } from '../../../src/contract/payments';
import { normalCode } from '../../../src/contract/promo-code-rule';
import { AppError } from '../../lib/app-error';
import type { Scope, ServiceContext } from '../context';
import { purchaseTickets, type CheckoutBuyer } from '../purchases/purchase';
import { sortedSelections } from '../purchases/purchase-checks';
import { readForPurchase, type PurchaseRow } from '../purchases/purchase-read';
import { OTHER_SELECTION } from '../purchases/purchase-retry';
import { PRICE_MOVED, TIER_ATTEMPTS } from '../purchases/tier-pricing';
import { selectionKey } from './holds';
import { reservationByKey, reservationOf } from './reservations';
import { openCheckoutSession, sessionPartsOf, type SessionParts } from './checkout-session';
import { forgetSale, keepSale, recallSale, saleKey } from './sale-snapshots';
import { takeHold } from './take-hold';

export async function startCheckout(
  ctx: ServiceContext,
  scope: Scope,
  buyer: CheckoutBuyer,
  request: CheckoutRequest,
): Promise<CheckoutAnswer> {
  const db = scope.db;
  if (!ctx.stripe) return { mode: 'demo', order: await purchaseTickets(ctx, db, buyer, request) };
  if (request.paymentMethod !== 'stripe')
    throw new AppError(400, 'VALIDATION_ERROR', 'Only card payments are available yet.', {
      field: 'paymentMethod',
    });
  const selections = sortedSelections(request);
  // The same transaction id must mean the same tickets, roles, partner and code.
  const selection =
    selectionKey(
      selections.map((chosen) => ({
        typeId: chosen.ticketType,
        role: chosen.role,
        quantity: chosen.quantity,
      })),
    ) +
    (request.partner ? `|${request.partner.role}:${request.partner.email}` : '') +
    (request.code ? `|code:${normalCode(request.code)}` : '');
  const retried = async () => {
    const earlier = await reservationByKey(db, buyer, request.transactionId);
    return earlier && resume(ctx, scope, buyer, earlier, selection);
  };
  const typeIds = selections.map((chosen) => chosen.ticketType);
  const take = (read: PurchaseRow[], checkedBefore: boolean) =>
    takeHold(ctx, db, { buyer, request, selections, selection, read, checkedBefore, retried });

  // In a rush, the sale as the last buyer's read saw it: the hold statement proves it still holds.
  const sale = saleKey(request.ticketingConfigId, typeIds);
  const recalled = recallSale(db, sale);
  if (recalled) {
    // Anything the snapshot refuses or that changed since is asked again of a fresh read.
    const held = await take(recalled, true).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
    if (held) return 'mode' in held ? held : withSession(ctx, scope, buyer, held);
    forgetSale(db, sale);
  }

  // One read answers everything before the hold, a retry's earlier hold included.
  let read: Awaited<ReturnType<typeof readForPurchase>>;
  try {
    read = await readForPurchase(db, buyer, request, typeIds);
  } catch (error) {
    // No longer on sale: a checkout already started still answers its hold.
    const answer = error instanceof AppError ? await retried() : undefined;
    if (answer) return answer;
    throw error;
  }
  if (typeof read === 'string') throw new AppError(409, 'CONFLICT', OTHER_SELECTION);
  if (read[0]!.earlier_reservation_id) {
    const answer = await retried();
    if (answer) return answer;
  }
  keepSale(db, sale, read);
  let held = await take(read, false);
  // A stepped price moved while the hold waited: read and priced again (a buyer shown the old
  // price is then refused with the new one).
  for (let attempt = 1; !held && attempt < TIER_ATTEMPTS; attempt++) {
    forgetSale(db, sale);
    const again = await readForPurchase(db, buyer, request, typeIds);
    if (typeof again === 'string') throw new AppError(409, 'CONFLICT', OTHER_SELECTION);
    held = await take(again, false);
  }
  if (!held) throw new AppError(409, 'PRICE_CHANGED', PRICE_MOVED);
  return 'mode' in held ? held : withSession(ctx, scope, buyer, held);
}

async function resume(
  ctx: ServiceContext,
  scope: Scope,
  buyer: CheckoutBuyer,
  earlier: NonNullable<Awaited<ReturnType<typeof reservationByKey>>>,
  selection: string,
): Promise<CheckoutAnswer> {
  if (earlier.selection !== selection) throw new AppError(409, 'CONFLICT', OTHER_SELECTION);
  if (earlier.status === 'held' && !earlier.checkout_session_id)
    return withSession(ctx, scope, buyer, await sessionPartsOf(scope.db, earlier.id));
  return { mode: 'stripe', reservation: reservationOf(earlier) };
}

/**
 * Opens (or, for a retry, finds again) the hold's Checkout Session. When Stripe cannot be reached
 * the hold stays: a retry with the same transaction id opens the session, and a hold nobody comes
 * back for is released by the expiry job.
 */
export async function withSession(
  ctx: ServiceContext,
  scope: Scope,
  buyer: CheckoutBuyer,
  parts: SessionParts,
): Promise<CheckoutAnswer> {
  try {
    const reservation = await openCheckoutSession(ctx, scope, buyer, parts);
    return { mode: 'stripe', reservation };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(
      502,
      'PAYMENT_PROVIDER_ERROR',
      'The payment service could not be reached. Please try again.',
      undefined,
      true,
    );
  }
}
