// Reads feeds off the event loop: one worker thread per process, started when a feed is first read
// and ended after a minute without one, reads one feed at a time (ical.js is synchronous, and a
// single property of escaped text can cost it seconds). A feed that takes longer than
// READ_TIMEOUT_MS, or more memory than the worker is given, ends the worker and is reported on the
// feed in words; the next read starts a new one.
import { Worker } from 'node:worker_threads';
import { FeedParseError } from './feed-components';
import type { FeedWindow } from './feed-occurrences';
import type { ReadAnswer, ReadRequest } from './feed-read-worker';
import type { FeedReading } from './feed-reading';

const READ_TIMEOUT_MS = 30_000;
const IDLE_MS = 60_000;
const WORKER_MEMORY_MB = 256;

let worker: Worker | null = null;
let idleTimer: NodeJS.Timeout | null = null;
let queue: Promise<unknown> = Promise.resolve();
let nextId = 1;

function stopWorker() {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  void worker?.terminate();
  worker = null;
}

function workerNow(): Worker {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  if (!worker) {
    const created = new Worker(new URL('./feed-read-worker.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_MEMORY_MB },
    });
    // A read in progress hears of a failure through its own listeners; between reads, a worker
    // that fails is only forgotten (an 'error' nobody listens to would end the server).
    created.on('error', () => undefined);
    created.on('exit', () => {
      if (worker === created) worker = null;
    });
    created.unref();
    worker = created;
  }
  return worker;
}

function readOnce(request: Omit<ReadRequest, 'id'>): Promise<FeedReading> {
  const id = nextId++;
  const thread = workerNow();
  return new Promise<FeedReading>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      thread.off('message', onMessage);
      thread.off('error', onError);
      thread.off('exit', onExit);
    };
    const fail = (message: string) => {
      done();
      stopWorker();
      reject(new FeedParseError(message));
    };
    const onMessage = (answer: ReadAnswer) => {
      if (answer.id !== id) return;
      done();
      if ('reading' in answer) return resolve(answer.reading);
      reject(
        new FeedParseError(
          answer.parse ? answer.error : `The calendar could not be read (${answer.error}).`,
        ),
      );
    };
    const onError = (error: Error & { code?: string }) =>
      fail(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? 'The calendar could not be read (it needs too much memory).'
          : `The calendar could not be read (${error.message}).`,
      );
    const onExit = () => fail('The calendar could not be read (its reader stopped).');
    const timer = setTimeout(() => fail('The calendar took too long to read.'), READ_TIMEOUT_MS);
    thread.on('message', onMessage);
    thread.on('error', onError);
    thread.on('exit', onExit);
    thread.postMessage({ id, ...request } satisfies ReadRequest, [
      request.bytes.buffer as ArrayBuffer,
    ]);
  });
}

/** The feed's occurrences, read on the feed reader's thread (throws FeedParseError). */
export function readFeedOffThread(
  bytes: Uint8Array,
  window: FeedWindow,
  keep: ReadonlySet<string>,
): Promise<FeedReading> {
  // A copy of its own, whose memory moves to the worker rather than being copied again.
  const own = new Uint8Array(bytes);
  const read = queue.then(() => readOnce({ bytes: own, window, keep: [...keep] }));
  queue = read
    .catch(() => undefined)
    .finally(() => {
      if (worker && !idleTimer) idleTimer = setTimeout(stopWorker, IDLE_MS).unref();
    });
  return read;
}
