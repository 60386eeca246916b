// Reads feeds off the event loop, on a worker thread of their own, one feed at a time (ical.js is
// synchronous, and a single property of escaped text can cost it seconds). A feed that takes longer
// than READ_TIMEOUT_MS, or more memory than the thread is given, is reported on the feed in words.
import { WorkerThread, WorkerThreadError } from '../../lib/worker-thread';
import { FeedParseError } from './feed-components';
import type { FeedWindow } from './feed-occurrences';
import type { ReadAnswer, ReadRequest } from './feed-read-worker';
import type { FeedReading } from './feed-reading';

const reader = new WorkerThread<Omit<ReadRequest, 'id'>, ReadAnswer>({
  url: new URL('./feed-read-worker.mjs', import.meta.url),
  timeoutMs: 30_000,
  memoryMb: 256,
});

const failureMessage = (error: WorkerThreadError) =>
  error.failure === 'timeout'
    ? 'The calendar took too long to read.'
    : `The calendar could not be read (${error.message}).`;

/** The feed's occurrences, read on the feed reader's thread (throws FeedParseError). */
export async function readFeedOffThread(
  bytes: Uint8Array,
  window: FeedWindow,
  keep: ReadonlySet<string>,
): Promise<FeedReading> {
  // A copy of its own, whose memory moves to the worker rather than being copied again.
  const own = new Uint8Array(bytes);
  let answer: ReadAnswer;
  try {
    answer = await reader.run({ bytes: own, window, keep: [...keep] }, [own.buffer as ArrayBuffer]);
  } catch (error) {
    if (error instanceof WorkerThreadError) throw new FeedParseError(failureMessage(error));
    throw error;
  }
  if ('reading' in answer) return answer.reading;
  throw new FeedParseError(
    answer.parse ? answer.error : `The calendar could not be read (${answer.error}).`,
  );
}
