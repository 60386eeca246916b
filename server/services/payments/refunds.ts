// An organiser refunds a whole order or some of its tickets. The tickets are claimed first (voided,
// their seats back on sale, the amount added to the order's refunds) in one transaction, so two
// refunds can never cover the same ticket (refund-claims.ts); then Stripe refunds the money
// (idempotent by the tickets refunded) from the school's share; if Stripe refuses, the claim is
// undone. The buyer is e-mailed with the adjustment note (when the order has an address). Demo
// orders are voided and recorded the same way, with no money to move; so are door sales paid in
// cash or by card outside Floorcraft — the school gives the money back itself, Floorcraft records
// it (no Stripe call). A comp, online or at the door, took nothing and is not refunded. A buyer's
// cancellation ends the same way (completeRefund).
import { offerAfterChange } from '../waitlist/waitlist-offers';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { siteLinkIn } from '../../lib/site-address';
import type { ServiceContext } from '../context';
import { refundMail } from './refund-mail';
import { COMP_PROVIDER } from '../comps/comp-read';
import { CLAIMED_ORDER_COLUMNS, claimLocked, undoClaim, type Claim } from './refund-claims';
import { giveCodeUseBack } from '../codes/code-uses';
import { adjustmentForRefund } from '../tax/refund-notes';
import { adjustmentAttachment } from '../tax/mail-attachments';
import {
  DOOR_COMP_NOT_REFUNDED,
  isDoorComp,
  isDoorSale,
  type DoorSaleMethod,
} from '../../../src/contract/door-sales';

const ORDER_NOT_FOUND = 'This order was not found.';

async function claimTickets(
  db: Db,
  organisationId: string,
  orderId: string,
  wanted: string[] | undefined,
) {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders as o')
      .innerJoin('ticket_configurations as c', 'c.id', 'o.configuration_id')
      .leftJoin('events as e', 'e.id', 'o.event_id')
      .select(CLAIMED_ORDER_COLUMNS)
      .where('o.id', '=', orderId)
      .where('c.organisation_id', '=', organisationId)
      .forUpdate('o')
      .executeTakeFirst();
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.payment_provider === COMP_PROVIDER)
      throw new AppError(409, 'CONFLICT', 'A comp is not refunded: revoke it instead.');
    if (isDoorComp(order)) throw new AppError(409, 'CONFLICT', DOOR_COMP_NOT_REFUNDED);
    return { claim: await claimLocked(trx, order, wanted), door: doorMethodOf(order) };
  });
}

/** Stripe refused or could not be reached: nothing was refunded, the organiser may try again. */
export const refundFailed = () =>
  new AppError(
    502,
    'PAYMENT_PROVIDER_ERROR',
    'Stripe could not make the refund. Please try again.',
    undefined,
    true,
  );

/** A door sale's method (cash or card outside Floorcraft), else null. */
const doorMethodOf = (order: { payment_provider: string; payment_method: string }) =>
  isDoorSale(order) && !isDoorComp(order)
    ? (order.payment_method as Exclude<DoorSaleMethod, 'comp'>)
    : null;

export async function refundOrder(
  ctx: ServiceContext,
  db: Db,
  organisationId: string,
  orderId: string,
  ticketIds?: string[],
  refundedBy: string | null = null,
): Promise<{
  refundedCents: number;
  ticketIds: string[];
  /** A door sale's: the school gives the money back itself, Floorcraft only records it. */
  door: Exclude<DoorSaleMethod, 'comp'> | null;
}> {
  const { claim, door } = await claimTickets(db, organisationId, orderId, ticketIds);
  await completeRefund(ctx, db, claim);
  if (refundedBy && claim.ticketIds.length > 0)
    await db
      .updateTable('tickets')
      .set({ refunded_by_account_id: refundedBy })
      .where('id', 'in', claim.ticketIds)
      .execute();
  return { refundedCents: claim.amountCents, ticketIds: claim.ticketIds, door };
}

/**
 * After a claim: Stripe refunds the money (idempotent by the tickets refunded) from the school's
 * share — if it refuses, the claim is undone (with `alsoUndo`, the caller's own record) — then the
 * adjustment note, the buyer's e-mail with it, and offers to anyone waiting for a place.
 */
export async function completeRefund(
  ctx: ServiceContext,
  db: Db,
  claim: Claim,
  alsoUndo?: (trx: Db) => Promise<void>,
): Promise<void> {
  const { orderId } = claim;
  if (claim.paymentIntent && claim.amountCents > 0) {
    if (!ctx.stripe) {
      await undoClaim(db, claim, alsoUndo);
      throw new AppError(
        503,
        'PAYMENTS_NOT_CONFIGURED',
        'Stripe is not configured on this server.',
      );
    }
    const key = createHash('sha256')
      .update([...claim.ticketIds].sort().join(','))
      .digest('hex');
    try {
      await ctx.stripe.refunds.create(
        {
          payment_intent: claim.paymentIntent,
          amount: claim.amountCents,
          reverse_transfer: true,
          refund_application_fee: true,
          metadata: { orderId, tickets: String(claim.ticketIds.length) },
        },
        { idempotencyKey: `refund-${orderId}-${key.slice(0, 32)}` },
      );
    } catch {
      await undoClaim(db, claim, alsoUndo);
      throw refundFailed();
    }
  }
  // Refunded in full: the code may be used again.
  await giveCodeUseBack(db, claim.codeIdFreed, claim.buyerEmail);
  const note = await adjustmentForRefund(db, claim);
  // A door sale may have no address: nobody to e-mail.
  if (claim.buyerEmail) {
    const mail = refundMail(claim, await siteLinkIn(ctx.config, db, `/orders/${claim.orderId}`));
    await ctx.mailer.send(
      db,
      note ? { ...mail, attachment: adjustmentAttachment(claim.orderId, note.id) } : mail,
    );
  }
  // A refunded role's place may let someone waiting in.
  offerAfterChange(
    ctx,
    db,
    claim.lines.map((line) => line.typeId),
  );
}
