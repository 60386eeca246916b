// Work that finishes after the response (image processing): tracked so a graceful shutdown waits
// for it, and failures are logged rather than lost.
import type { Logger } from '../lib/logger';

export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: Pick<Logger, 'error'>) {}

  run(name: string, task: () => Promise<void>): void {
    const promise = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) =>
        this.log.error({ err: error, task: name }, 'background task failed'),
      )
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
