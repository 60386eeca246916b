// The shape of one write waiting in the outbox (outbox.ts), as IndexedDB keeps it, and the
// wait before a write the server could not take is tried again.

/** One pending write: what to send, under the client key the server answers it once by. */
export interface OutboxEntry<Payload = unknown> {
  /** The write's client idempotency key: sending it twice does it once. */
  key: string;
  /** The write kind, registered by the feature that owns it (it knows how to send it). */
  kind: string;
  /** Whose writes these are (a door, a school's wizard): one outbox replays one scope. */
  scope: string;
  payload: Payload;
  /** Replay order: the order the writes were made in. */
  order: number;
  /** Tries that could not reach the server (or that it could not take just then). */
  attempts: number;
  /** Not tried again before this time (ms since the epoch) unless the caller forces it. */
  retryAt: number;
  /** The server refused it (a 4xx): kept for the feature to show, never sent again. */
  refusal: string | null;
}

const FIRST_RETRY_MS = 2_000;
const LONGEST_WAIT_MS = 5 * 60_000;

/** 2 s, 4 s, 8 s… up to 5 minutes after each try that could not reach the server. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);

let lastOrder = 0;

/** A replay order after every one this page gave out, even within one millisecond. */
export function nextOrder(now = Date.now()): number {
  lastOrder = Math.max(now, lastOrder + 1);
  return lastOrder;
}
