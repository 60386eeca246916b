// Runs costly jobs a few at a time, most urgent first, with a bounded wait list per priority: a
// job that finds its list full is refused at once (PoolFullError) rather than queued behind a
// flood, so the wait of an urgent job is bounded by the jobs running and the few urgent ones ahead.

export class PoolFullError extends Error {
  constructor() {
    super('The pool is full.');
    this.name = 'PoolFullError';
  }
}

interface Waiting {
  start: () => void;
}

export class PriorityPool<P extends string> {
  private running = 0;
  private readonly waiting = new Map<P, Waiting[]>();

  /**
   * @param concurrency jobs running at once
   * @param priorities most urgent first, each with how many of its jobs may wait (Infinity: all)
   */
  constructor(
    private readonly concurrency: number,
    private readonly priorities: ReadonlyArray<{ priority: P; maxWaiting: number }>,
  ) {
    for (const { priority } of priorities) this.waiting.set(priority, []);
  }

  /** Runs the job when a place is free; refuses it (PoolFullError) when its wait list is full. */
  async run<T>(priority: P, job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      const list = this.waiting.get(priority);
      const limit = this.priorities.find((entry) => entry.priority === priority)?.maxWaiting ?? 0;
      if (!list || list.length >= limit) throw new PoolFullError();
      await new Promise<void>((resolve) => list.push({ start: resolve }));
    } else {
      this.running++;
    }
    try {
      return await job();
    } finally {
      this.startNext();
    }
  }

  /** How many jobs wait, per priority (for tests and logs). */
  waitingCount(priority: P): number {
    return this.waiting.get(priority)?.length ?? 0;
  }

  /** The place of a job that ended goes to the most urgent job waiting, or is freed. */
  private startNext(): void {
    for (const { priority } of this.priorities) {
      const next = this.waiting.get(priority)?.shift();
      // The place passes on: running stays the same.
      if (next) return next.start();
    }
    this.running--;
  }
}
