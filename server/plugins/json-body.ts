// Reads JSON bodies (lib/json-text.ts): a small body on the event loop, a large one on the body
// reader's thread, so that parsing megabytes (an import of 500 events with their images) never
// holds the loop that answers everyone else. The shape limits refuse a body with 400 before
// JSON.parse sees it, on either path.
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import {
  MAX_JSON_DEPTH,
  MAX_JSON_ITEMS,
  readJsonText,
  type JsonTextAnswer,
} from '../lib/json-text';
import type { JsonReadAnswer, JsonReadRequest } from '../lib/json-read-worker';
import { WorkerThread, WorkerThreadError } from '../lib/worker-thread';

export { MAX_JSON_DEPTH, MAX_JSON_ITEMS };

/** Bodies up to this size parse in a millisecond or two: not worth a trip to the thread. */
export const OFF_THREAD_BYTES = 256 * 1024;

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;
export const TOO_MANY_VALUES_MESSAGE = `The request body holds too many values (at most ${MAX_JSON_ITEMS.toLocaleString('en-AU')}).`;
const MESSAGES = {
  'too deep': TOO_DEEP_MESSAGE,
  'too many values': TOO_MANY_VALUES_MESSAGE,
  empty: 'The request body is empty: send JSON, or no Content-Type.',
  invalid: 'The request body is not valid JSON.',
  'prototype key': 'The request body may not use the keys __proto__ or constructor.prototype.',
} as const;
export const NOT_UTF8_MESSAGE = 'The request body is not valid UTF-8.';

const reader = new WorkerThread<Omit<JsonReadRequest, 'id'>, JsonReadAnswer>({
  url: new URL('../lib/json-read-worker.mjs', import.meta.url),
  timeoutMs: 30_000,
  // A 16 MB body of short strings takes several times its size as values.
  memoryMb: 512,
});

async function readOffThread(body: Buffer): Promise<JsonTextAnswer> {
  // A copy of its own, whose memory moves to the thread rather than being copied again.
  const own = new Uint8Array(body);
  try {
    return await reader.run({ bytes: own }, [own.buffer as ArrayBuffer]);
  } catch (error) {
    if (error instanceof WorkerThreadError && error.failure !== 'crash')
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large to read.');
    throw error;
  }
}

export function registerJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    async (_request: FastifyRequest, bytes: Buffer) => {
      // Decoding would turn bytes that are not UTF-8 into U+FFFD and store a name nobody wrote.
      // (A native check: a millisecond for megabytes.)
      if (!isUtf8(bytes)) throw new AppError(400, 'VALIDATION_ERROR', NOT_UTF8_MESSAGE);
      const answer =
        bytes.length > OFF_THREAD_BYTES
          ? await readOffThread(bytes)
          : readJsonText(bytes.toString('utf8'));
      if (!answer.ok) throw new AppError(400, 'VALIDATION_ERROR', MESSAGES[answer.problem]);
      return answer.value;
    },
  );
}
