// The Stripe Checkout Session of a hold: one line per ticket type at the server's prices, paid to
// the school's connected account (a destination charge, less the platform's fee), expiring when
// the hold does, and carrying the hold's id so the webhook can find it. Stripe's idempotency key
// is the buyer's transaction id, so a retry gets the same session.
import { BOOKING_FEE_LABEL } from '../../../src/contract/booking-fee';
import type { Reservation } from '../../../src/contract/payments';
import type { Db } from '../../db/database';
import { siteAddress } from '../../lib/site-address';
import type { Scope, ServiceContext } from '../context';
import type { CheckoutBuyer } from '../purchases/purchase';
import { addOnsOfHold, linesOf } from './holds';
import { reservationOf } from './reservations';
import { saveSession } from './session-saves';
import { returnUrl } from './stripe-client';

/** What a session is made of: a new hold passes what it just wrote, a retry reads it back. */
export interface SessionParts {
  reservationId: string;
  idempotencyKey: string;
  currency: string;
  feeCents: number;
  /** The booking fee the buyer pays on top: a line of its own. */
  bookingFeeCents: number;
  connectedAccount: string | null;
  expiresAt: Date;
  eventId: string | null;
  eventTitle: string | null;
  fromApp: boolean;
  lines: Array<{ name: string; quantity: number; priceCents: number }>;
  /** The code the hold is priced with. */
  code: { code: string; discountCents: number } | null;
}

/**
 * Stripe's line items: one per type at the server's prices — or, with a code's discount (Checkout
 * takes no negative line), one line for the order at its discounted total, the code named.
 */
export function lineItemsOf(hold: SessionParts) {
  const title = hold.eventTitle ?? 'Event';
  const priced = (name: string, quantity: number, unitAmount: number) => ({
    quantity,
    price_data: {
      currency: hold.currency.toLowerCase(),
      unit_amount: unitAmount,
      product_data: { name },
    },
  });
  const fee = hold.bookingFeeCents > 0 ? [priced(BOOKING_FEE_LABEL, 1, hold.bookingFeeCents)] : [];
  if (!hold.code || hold.code.discountCents === 0)
    return [
      ...hold.lines.map((line) =>
        priced(`${line.name} — ${title}`, line.quantity, line.priceCents),
      ),
      ...fee,
    ];
  const subtotal = hold.lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const tickets = hold.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ');
  return [
    priced(`${tickets} — ${title} (code ${hold.code.code})`, 1, subtotal - hold.code.discountCents),
    ...fee,
  ];
}

export async function sessionPartsOf(db: Db, reservationId: string): Promise<SessionParts> {
  const hold = await db
    .selectFrom('reservations as r')
    .leftJoin('events as e', 'e.id', 'r.event_id')
    .select([
      'r.idempotency_key',
      'r.currency',
      'r.fee_cents',
      'r.booking_fee_cents',
      'r.connected_account',
      'r.expires_at',
      'r.event_id',
      'r.from_app',
      'r.code',
      'r.discount_cents',
      'e.title as event_title',
    ])
    .where('r.id', '=', reservationId)
    .executeTakeFirstOrThrow();
  return {
    reservationId,
    idempotencyKey: hold.idempotency_key,
    currency: hold.currency,
    feeCents: hold.fee_cents,
    bookingFeeCents: hold.booking_fee_cents,
    connectedAccount: hold.connected_account,
    expiresAt: hold.expires_at,
    eventId: hold.event_id,
    eventTitle: hold.event_title,
    fromApp: hold.from_app,
    lines: [...(await linesOf(db, reservationId)), ...(await addOnsOfHold(db, reservationId))],
    code: hold.code ? { code: hold.code, discountCents: hold.discount_cents } : null,
  };
}

export async function openCheckoutSession(
  ctx: ServiceContext,
  scope: Scope,
  buyer: CheckoutBuyer,
  hold: SessionParts,
): Promise<Reservation> {
  const { reservationId } = hold;
  const site = siteAddress(ctx.config, scope.target);
  const metadata = { reservationId, database: scope.target };
  const session = await ctx.stripe!.checkout.sessions.create(
    {
      mode: 'payment',
      // Cards, and with them Apple Pay and Google Pay: Checkout offers a wallet as a way to pay
      // by card where the buyer's device has one.
      allowed_payment_method_types: ['card'],
      line_items: lineItemsOf(hold),
      customer_email: buyer.email,
      client_reference_id: reservationId,
      metadata,
      payment_intent_data: {
        metadata,
        ...(hold.feeCents > 0 ? { application_fee_amount: hold.feeCents } : {}),
        ...(hold.connectedAccount ? { transfer_data: { destination: hold.connectedAccount } } : {}),
      },
      expires_at: Math.floor(hold.expiresAt.getTime() / 1000),
      // A guest's way back says their tickets are on the way by e-mail (they cannot read holds).
      success_url: returnUrl(
        site,
        scope.target,
        buyer.accountId === null ? '/orders/guest' : '/orders/return',
        { reservation: reservationId },
      ),
      cancel_url: returnUrl(site, scope.target, '/tickets', {
        eventId: hold.eventId ?? '',
        ...(hold.fromApp ? { returnApp: 'mobile' } : {}),
      }),
    },
    {
      idempotencyKey: `checkout-${buyer.accountId ?? `guest:${buyer.email}`}-${hold.idempotencyKey}`,
    },
  );
  const saved = await saveSession(scope.db, reservationId, session);
  if (!saved) throw new Error(`hold ${reservationId} vanished while its session was opened`);
  return reservationOf(saved);
}
