// Buying with real money (Stripe Checkout): the server checks the order as for any purchase, holds
// the seats for 30 minutes in one oversell-proof write, then opens a Checkout Session at its own
// prices, paid to the school's connected account. Tickets are issued only when Stripe's webhook
// says the session is paid (fulfil.ts). The client's transaction id makes the whole call idempotent:
// a retry answers the same hold and session; the same id with other tickets is refused.
// Without Stripe keys the demo purchase is issued at once, as a demo.
import { randomUUID } from 'node:crypto';
import {
  CANNOT_TAKE_CARDS,
  HOLD_MINUTES,
  type CheckoutAnswer,
  type CheckoutRequest,
} from '../../../src/contract/payments';
import { AppError } from '../../lib/app-error';
import { isCheckViolation, isUniqueViolation } from '../../lib/database-errors';
import { withTransactionRetry } from '../../db/lock-order';
import type { Scope, ServiceContext } from '../context';
import { orderPartsOf, purchaseTickets, type Buyer } from '../purchases/purchase';
import { checkedTotal, conflict, soldOutNow, sortedSelections } from '../purchases/purchase-checks';
import { readForPurchase } from '../purchases/purchase-read';
import { partnerOfOrder } from '../purchases/partner-tickets';
import { withBalance } from '../purchases/role-balance';
import { offerAfterChange } from '../waitlist/waitlist-offers';
import { OVERSOLD_CONSTRAINT } from '../purchases/purchase-write';
import { selectionKey, writeHold } from './holds';
import { reservationByKey, reservationOf } from './reservations';
import { openCheckoutSession, sessionPartsOf, type SessionParts } from './checkout-session';
import { platformFeeCents } from './stripe-client';

const OTHER_SELECTION =
  'This checkout was started with other tickets. Please review your order and try again.';

export async function startCheckout(
  ctx: ServiceContext,
  scope: Scope,
  buyer: Buyer,
  request: CheckoutRequest,
): Promise<CheckoutAnswer> {
  const db = scope.db;
  if (!ctx.stripe) return { mode: 'demo', order: await purchaseTickets(ctx, db, buyer, request) };
  if (request.paymentMethod !== 'stripe')
    throw new AppError(400, 'VALIDATION_ERROR', 'Only card payments are available yet.', {
      field: 'paymentMethod',
    });
  const selections = sortedSelections(request);
  // The same transaction id must mean the same tickets, roles and partner.
  const selection =
    selectionKey(
      selections.map((chosen) => ({
        typeId: chosen.ticketType,
        role: chosen.role,
        quantity: chosen.quantity,
      })),
    ) + (request.partner ? `|${request.partner.role}:${request.partner.email}` : '');
  const retried = async () => {
    const earlier = await reservationByKey(db, buyer.accountId, request.transactionId);
    return earlier && resume(ctx, scope, buyer, earlier, selection);
  };

  // One read answers everything before the hold, a retry's earlier hold included.
  let read: Awaited<ReturnType<typeof readForPurchase>>;
  try {
    read = await readForPurchase(
      db,
      buyer.accountId,
      request,
      selections.map((chosen) => chosen.ticketType),
    );
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
  const totalCents = checkedTotal(read, selections, request);
  const partner = partnerOfOrder(request.partner, buyer.email, selections, read);
  const { event, lines } = orderPartsOf(read, selections);
  if (!event.stripe_account_id || !event.stripe_charges_enabled)
    throw new AppError(409, 'SALES_CLOSED', CANNOT_TAKE_CARDS);
  const hold = {
    id: randomUUID(),
    accountId: buyer.accountId,
    email: buyer.email,
    configurationId: event.configuration_id,
    eventId: event.event_id,
    idempotencyKey: request.transactionId,
    selection,
    totalCents,
    feeCents: platformFeeCents(ctx.config.stripe!, totalCents),
    currency: event.currency,
    connectedAccount: event.stripe_account_id,
    fromApp: request.fromApp ?? false,
    expiresAt: new Date(Date.now() + HOLD_MINUTES * 60_000),
    lines,
    partner,
  };
  try {
    await withTransactionRetry(() => withBalance(db, lines, (trx) => writeHold(trx, hold)));
  } catch (error) {
    // The same checkout sent twice at once: the second answers the first's hold.
    if (isUniqueViolation(error, 'reservations_idempotency_key')) {
      const answer = await retried();
      if (answer) return answer;
    }
    if (isCheckViolation(error, OVERSOLD_CONSTRAINT))
      throw (await soldOutNow(db, selections)) ?? conflict('SOLD_OUT', 'Sold out.');
    throw error;
  }
  // A role bought may let the other role's waiting dancers in.
  const roleTypes = lines.filter((line) => line.role).map((line) => line.typeId);
  offerAfterChange(ctx, db, roleTypes);
  return withSession(ctx, scope, buyer, {
    reservationId: hold.id,
    idempotencyKey: hold.idempotencyKey,
    currency: hold.currency,
    feeCents: hold.feeCents,
    connectedAccount: hold.connectedAccount,
    expiresAt: hold.expiresAt,
    eventId: hold.eventId,
    eventTitle: event.event_title,
    fromApp: hold.fromApp,
    lines,
  });
}

async function resume(
  ctx: ServiceContext,
  scope: Scope,
  buyer: Buyer,
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
  buyer: Buyer,
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
