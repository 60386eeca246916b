// The one order in which writes that touch a ticketed event take their row locks, and the retry
// for the rare transaction PostgreSQL still aborts as a deadlock or a serialization failure.
//
//   ticket_configurations  FOR NO KEY UPDATE (saves, publishing) — purchases take only KEY SHARE
//   ticket_types           FOR UPDATE, in id order (saves and purchases alike)
//   events                 updated last (saves, publishing) — purchases take only KEY SHARE
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
