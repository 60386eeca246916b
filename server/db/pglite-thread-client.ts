// The server's side of the embedded database's own thread (pglite-thread.mjs): queries are posted
// to it and answered by message, so the database's work never holds the server's event loop.
import { Worker } from 'node:worker_threads';

export interface EmbeddedQueryResult<R> {
  rows: R[];
  affectedRows?: number;
}

interface Answer {
  id: number;
  rows?: unknown[];
  affectedRows?: number;
  error?: Record<string, unknown> & { message: string };
  closed?: true;
}

interface Pending {
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

/** An error rebuilt from the thread's plain data, with PostgreSQL's fields (code, constraint…). */
function databaseError(fields: Record<string, unknown> & { message: string }): Error {
  const { message, name, ...rest } = fields;
  const error = Object.assign(new Error(message), rest);
  if (typeof name === 'string') error.name = name;
  return error;
}

/** bytea values cross the thread as Uint8Array; the server reads them as Buffers. */
function asBuffers<R>(rows: unknown[]): R[] {
  for (const row of rows) {
    if (row === null || typeof row !== 'object') continue;
    const record = row as Record<string, unknown>;
    for (const key in record) {
      const value = record[key];
      if (value instanceof Uint8Array && !Buffer.isBuffer(value))
        record[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    }
  }
  return rows as R[];
}

export class PGliteThread {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private failure: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (answer: Answer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      waiting.resolve(answer);
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The embedded database stopped (exit ${code}).`)));
  }

  /** Starts the thread on a data folder (`null`: in memory) and waits until the database is open. */
  static async open(dataDir: string | null): Promise<PGliteThread> {
    const worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), {
      workerData: { dataDir },
    });
    const opened = await new Promise<{ ready: boolean; error?: Answer['error'] }>(
      (resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      },
    );
    if (!opened.ready) {
      await worker.terminate();
      throw databaseError(opened.error ?? { message: 'The embedded database did not open.' });
    }
    return new PGliteThread(worker);
  }

  private ask(message: Record<string, unknown>): Promise<Answer> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<Answer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  async query<R>(sql: string, params: readonly unknown[] = []): Promise<EmbeddedQueryResult<R>> {
    const answer = await this.ask({ sql, params });
    if (answer.error) throw databaseError(answer.error);
    return { rows: asBuffers<R>(answer.rows ?? []), affectedRows: answer.affectedRows };
  }

  /** Closes the database (its files written) and ends the thread. */
  async close(): Promise<void> {
    if (this.failure) return;
    await this.ask({ close: true });
    this.failure = new Error('The embedded database is closed.');
    await this.worker.terminate();
  }
}
