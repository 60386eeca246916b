// One worker thread for work that would hold the event loop (reading a calendar feed, parsing a
// megabyte-sized JSON body): started on first use, ended after a while without work, given one job
// at a time with a time and a memory limit. A job that runs out of either ends the thread and
// fails with WorkerThreadError; the next job starts a new thread.
//
// The worker module answers each message `{ id, ... }` with a message carrying the same id.
import { Worker } from 'node:worker_threads';

export type WorkerFailure = 'timeout' | 'memory' | 'crash';

export class WorkerThreadError extends Error {
  constructor(
    readonly failure: WorkerFailure,
    message: string,
  ) {
    super(message);
    this.name = 'WorkerThreadError';
  }
}

export interface WorkerThreadOptions {
  /** The worker's module (a .mjs that loads its TypeScript through tsx). */
  url: URL;
  timeoutMs: number;
  memoryMb: number;
  idleMs?: number;
}

export class WorkerThread<Request extends object, Answer extends { id: number }> {
  private worker: Worker | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;

  constructor(private readonly options: WorkerThreadOptions) {}

  /** Runs one job after those already given; `transfer` moves buffers instead of copying them. */
  run(request: Request, transfer: ArrayBuffer[] = []): Promise<Answer> {
    const job = this.queue.then(() => this.runNow(request, transfer));
    this.queue = job
      .catch(() => undefined)
      .finally(() => {
        if (this.worker && !this.idleTimer)
          this.idleTimer = setTimeout(() => this.stop(), this.options.idleMs ?? 60_000).unref();
      });
    return job;
  }

  stop(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    void this.worker?.terminate();
    this.worker = null;
  }

  private thread(): Worker {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (!this.worker) {
      const created = new Worker(this.options.url, {
        resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb },
      });
      // A job in progress hears of a failure through its own listeners; between jobs, a worker
      // that fails is only forgotten (an 'error' nobody listens to would end the server).
      created.on('error', () => undefined);
      created.on('exit', () => {
        if (this.worker === created) this.worker = null;
      });
      created.unref();
      this.worker = created;
    }
    return this.worker;
  }

  private runNow(request: Request, transfer: ArrayBuffer[]): Promise<Answer> {
    const id = this.nextId++;
    const thread = this.thread();
    return new Promise<Answer>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        thread.off('message', onMessage);
        thread.off('error', onError);
        thread.off('exit', onExit);
      };
      const fail = (failure: WorkerFailure, message: string) => {
        done();
        this.stop();
        reject(new WorkerThreadError(failure, message));
      };
      const onMessage = (answer: Answer) => {
        if (answer.id !== id) return;
        done();
        resolve(answer);
      };
      const onError = (error: Error & { code?: string }) =>
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? fail('memory', 'it needs too much memory')
          : fail('crash', error.message);
      const onExit = () => fail('crash', 'its thread stopped');
      const timer = setTimeout(() => fail('timeout', 'it took too long'), this.options.timeoutMs);
      thread.on('message', onMessage);
      thread.on('error', onError);
      thread.on('exit', onExit);
      thread.postMessage({ id, ...request }, transfer);
    });
  }
}
