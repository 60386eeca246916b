// Releases holds whose 30 minutes are over, once a minute, in one process at a time (a recurring
// durable job, claimed under a lease, so no lock is held while Stripe is asked). Before a hold is
// released its Checkout Session is looked at: one that was paid (a webhook that never came) is
// fulfilled, an open one is expired at Stripe so it can no longer be paid, and then the seats go
// back on sale. A payment that still lands later is refunded if its seats were resold (fulfil.ts).
// Then waitlists are settled and offered again (waitlist/waitlist-offers.ts).
import type { Db } from '../../db/database';
import type { JobDefinition } from '../jobs/job-runner';
import type { ServiceContext } from '../context';
import { fulfilPaidSession, idOf } from './fulfil';
import { releaseHold } from './holds';
import { settleWaitlists } from '../waitlist/waitlist-offers';

export const HOLD_EXPIRY_JOB = 'hold-expiry';
export const HOLD_EXPIRY_PERIOD_MS = 60_000;

export interface ExpiryReport {
  released: number;
  fulfilled: number;
}

/**
 * Before a hold ends: its Checkout Session, if paid, is fulfilled ('fulfilled': the seats are
 * sold, not released); if still open, it is expired at Stripe so nobody can pay it any more.
 */
export async function closeCheckoutSession(
  ctx: ServiceContext,
  db: Db,
  hold: { id: string; checkout_session_id: string | null },
): Promise<'fulfilled' | 'closed'> {
  if (!ctx.stripe || !hold.checkout_session_id) return 'closed';
  try {
    const session = await ctx.stripe.checkout.sessions.retrieve(hold.checkout_session_id);
    if (session.payment_status === 'paid') {
      await fulfilPaidSession(ctx, db, {
        reservationId: hold.id,
        sessionId: session.id,
        paymentIntent: idOf(session.payment_intent),
      });
      return 'fulfilled';
    }
    if (session.status === 'open') await ctx.stripe.checkout.sessions.expire(session.id);
  } catch {
    // Stripe unreachable or the session already ended: the seats go back all the same (a payment
    // that still lands is refunded if they were resold, fulfil.ts).
  }
  return 'closed';
}

/** Settles every hold past its end on one database. */
export async function expireHolds(
  ctx: ServiceContext,
  db: Db,
  now = new Date(),
): Promise<ExpiryReport> {
  const report: ExpiryReport = { released: 0, fulfilled: 0 };
  const due = await db
    .selectFrom('reservations')
    .select(['id', 'checkout_session_id'])
    .where('status', '=', 'held')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(500)
    .execute();
  for (const hold of due) {
    if ((await closeCheckoutSession(ctx, db, hold)) === 'fulfilled') {
      report.fulfilled++;
      continue;
    }
    if (await releaseHold(db, hold.id)) report.released++;
  }
  return report;
}

/** Every minute, as a durable job (jobs/house-jobs.ts): one process at a time runs it. */
export function holdExpiryJob(ctx: ServiceContext): JobDefinition {
  return {
    everyMs: HOLD_EXPIRY_PERIOD_MS,
    firstAfterMs: HOLD_EXPIRY_PERIOD_MS,
    maxAttempts: 3,
    // A process killed mid-run holds up expiry for this long; 500 holds asked of Stripe fit in it.
    leaseMs: 5 * 60_000,
    async run(_payload, { db, target, log }) {
      const report = await expireHolds(ctx, db);
      const offered = await settleWaitlists(ctx, db);
      if (report.released || report.fulfilled || offered)
        log.info({ job: HOLD_EXPIRY_JOB, database: target, ...report, offered }, 'holds settled');
    },
  };
}
