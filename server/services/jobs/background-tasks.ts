// Work that finishes after the response (image processing): tracked so a graceful shutdown waits
// for it, and failures are logged rather than lost. A line of tasks runs one at a time.
import { runAsBulk } from '../../db/work-priority';
import type { Logger } from '../../lib/logger';

export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();
  private readonly lines = new Map<string, Promise<void>>();

  constructor(private readonly log: Pick<Logger, 'error'>) {}

  run(name: string, task: () => Promise<void>): void {
    const promise = new Promise<void>((resolve) => setImmediate(resolve))
      // Bulk work: requests get the database first (db/work-priority.ts).
      .then(() => runAsBulk(task))
      .catch((error: unknown) =>
        this.log.error({ err: error, task: name }, 'background task failed'),
      )
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  /**
   * Runs the task after every earlier task of the same line has finished: one at a time, so a
   * burst (four imports of 500 images) is worked through in turn instead of all at once.
   */
  runInLine(line: string, name: string, task: () => Promise<void>): void {
    const previous = this.lines.get(line) ?? Promise.resolve();
    const next = previous.then(
      () =>
        new Promise<void>((resolve) => {
          this.run(name, () => task().finally(resolve));
        }),
    );
    this.lines.set(line, next);
    this.run(`${name} (waiting)`, async () => {
      await next;
      if (this.lines.get(line) === next) this.lines.delete(line);
    });
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
