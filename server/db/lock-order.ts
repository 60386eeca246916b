// The one order in which writes that touch a ticketed event take their row locks, and the retry
// for the rare transaction PostgreSQL still aborts as a deadlock or a serialization failure.
//
//   ticket_configurations  FOR NO KEY UPDATE (saves, publishing) — purchases take only KEY SHARE
//   ticket_types           FOR UPDATE, in id order (saves and purchases alike)
//   event_sessions         FOR UPDATE, in id order, after the types (saves, and every seat move:
//                          the seat ledger, services/seats/seat-ledger.ts, and the role balance
//                          check before it lock the sessions the locked types admit to)
//   events                 updated last (saves, publishing) — purchases take only KEY SHARE
//
// Every statement that moves seats is made by the seat ledger, so a sale, a hold, a refund, a
// class-pass booking and a waitlist offer all take the types and then the sessions in this order;
// a save of the configuration locks its types and then its sessions the same way.
//
// A purchase locks its types first and then refers to the configuration and the event; since the
// save's locks on those two are NO KEY UPDATE, which does not conflict with KEY SHARE, the two
// paths can never wait on each other in a cycle.

const RETRYABLE_CODES = new Set(['40P01', '40001']);
export const TRANSACTION_ATTEMPTS = 4;

/** deadlock_detected or serialization_failure: the whole transaction may safely run again. */
export function isRetryableTransactionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_CODES.has(code);
}

/** Runs `work` (one whole transaction) again when the database aborted it as retryable. */
export async function withTransactionRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableTransactionError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}
