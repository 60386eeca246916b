// Which database work can wait. Bulk work — an import's events, background tasks, durable jobs
// (feed syncs, mail, retention) — runs marked as such, and the database hands its connections to
// the requests a person is waiting on first: a health check or a sign-in no longer queues behind
// four imports' thousands of writes (docs/performance.md, "Stall").
import { AsyncLocalStorage } from 'node:async_hooks';

const bulk = new AsyncLocalStorage<true>();

/** Runs work (and everything it awaits) as bulk work. */
export function runAsBulk<T>(work: () => Promise<T>): Promise<T> {
  return bulk.run(true, work);
}

export function isBulkWork(): boolean {
  return bulk.getStore() === true;
}

/**
 * Hands one resource (the embedded database's single connection, or a place among PostgreSQL
 * connections) to waiting work: urgent work first, but after `bulkEvery` urgent hand-offs in a row
 * the next goes to bulk work if some waits, so a stream of small requests cannot hold an import
 * back for ever.
 */
export class PriorityGate {
  private inUse = 0;
  private readonly urgent: Array<() => void> = [];
  private readonly bulk: Array<() => void> = [];
  private urgentInARow = 0;

  constructor(
    private readonly places: number,
    private readonly bulkEvery = 4,
  ) {}

  /** Waits for a place; resolves with the function that frees it (once). */
  async enter(asBulk = isBulkWork()): Promise<() => void> {
    if (this.inUse < this.places) this.inUse++;
    else await new Promise<void>((resolve) => (asBulk ? this.bulk : this.urgent).push(resolve));
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      this.handOn();
    };
  }

  /** How many wait, of each kind (for tests). */
  waiting(): { urgent: number; bulk: number } {
    return { urgent: this.urgent.length, bulk: this.bulk.length };
  }

  /**
   * The place passes on at the event loop's next turn, not at once: on the embedded database a
   * query is done without waiting for anything, so handing on in the same turn ran every queued
   * query back to back, and requests arriving meanwhile were not even read until the queue was
   * empty. In that turn they are read and queue up, and the most urgent work then waiting is chosen.
   */
  private handOn(): void {
    if (this.urgent.length === 0 && this.bulk.length === 0) {
      this.inUse--;
      return;
    }
    // The place stays taken (inUse unchanged) until it is handed on.
    setImmediate(() => {
      // Two places freed in one turn both schedule a hand-on; the later may find nobody left.
      if (this.urgent.length === 0 && this.bulk.length === 0) {
        this.inUse--;
        return;
      }
      const bulkTurn =
        this.bulk.length > 0 && (this.urgent.length === 0 || this.urgentInARow >= this.bulkEvery);
      const next = bulkTurn ? this.bulk.shift() : this.urgent.shift();
      this.urgentInARow = bulkTurn ? 0 : this.urgentInARow + 1;
      next?.();
    });
  }
}
