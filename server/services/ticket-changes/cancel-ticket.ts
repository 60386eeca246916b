// A buyer cancels a ticket within the school's refund policy: on the locked order, the policy's
// rules say what share of the ticket comes back now (refundPercentAt); the buyer confirms the
// amount they were shown (a deadline that passed in between is refused with the new amount); the
// ticket is claimed by the organiser refund's own claim (voided, seat back through the seat
// ledger; the order's last ticket takes its add-ons not handed over with it) and the cancellation
// recorded under the buyer's key, in one transaction — so two
// cancellations at once refund once, and a transfer racing it leaves one of them standing. The
// money, the adjustment note, the e-mail and waitlist offers follow as for an organiser's refund.
import { NOTHING_TO_REFUND, refundShare } from '../../../src/contract/ticket-changes';
import { formatMoney } from '../../../src/contract/money';
import type { Db } from '../../db/database';
import { writeOnceByKey } from '../../db/keyed-write';
import { AppError } from '../../lib/app-error';
import type { ServiceContext } from '../context';
import { claimLocked, fullRefundOf } from '../payments/refund-claims';
import { completeRefund } from '../payments/refunds';
import {
  buyersOrderFor,
  changeableTicket,
  changeRefusal,
  DOOR_SALE_NOT_CANCELLED,
  refundNow,
  soldAtDoor,
} from './buyer-ticket';
import { CHANGE_KEY_INDEX, earlierChange, fingerprintOf, recordChange } from './change-keys';

export interface Cancelled {
  ticketId: string;
  refundedCents: number;
}

export async function cancelTicket(
  ctx: ServiceContext,
  db: Db,
  accountId: string,
  orderId: string,
  ticketId: string,
  input: { clientKey: string; refundCents: number },
): Promise<Cancelled> {
  const fingerprint = fingerprintOf('cancel', ticketId, null);
  let changeId = '';
  const outcome = await writeOnceByKey(db, {
    earlier: (from) => earlierChange(from, orderId, input.clientKey, fingerprint),
    keyIndex: CHANGE_KEY_INDEX,
    // The order's lock: a repeat is answered before the ticket it voided is refused as gone.
    lock: (trx) => buyersOrderFor(trx, accountId, orderId, true),
    write: async (trx, order) => {
      await changeableTicket(trx, order, accountId, ticketId, changeRefusal);
      if (soldAtDoor(order)) throw new AppError(409, 'CONFLICT', DOOR_SALE_NOT_CANCELLED);
      const { percent } = refundNow(order, new Date());
      if (percent === 0) throw new AppError(409, 'CONFLICT', NOTHING_TO_REFUND);
      const amount = refundShare(
        await fullRefundOf(trx, order, [ticketId], percent === 100),
        percent,
      );
      if (amount !== input.refundCents)
        throw new AppError(
          409,
          'CONFLICT',
          `Cancelling this ticket now refunds ${formatMoney(amount / 100, order.currency)}. Please confirm again.`,
          { field: 'refundCents', refundCents: amount },
        );
      const claimed = await claimLocked(trx, order, [ticketId], () => amount, true);
      changeId = await recordChange(trx, {
        orderId,
        ticketId,
        accountId,
        kind: 'cancel',
        clientKey: input.clientKey,
        fingerprint,
        refundCents: amount,
      });
      return claimed;
    },
  });
  if ('earlier' in outcome) return { ticketId, refundedCents: outcome.earlier.refund_cents };
  const claim = outcome.written;
  // The payment provider refused: the claim and its record are undone together.
  await completeRefund(ctx, db, claim, async (trx) => {
    await trx.deleteFrom('ticket_changes').where('id', '=', changeId).execute();
  });
  return { ticketId, refundedCents: claim.amountCents };
}
