// The feed reader's thread: reads each feed text it is sent (readFeed) and answers with the
// occurrences, or with why it could not, so ical.js never runs on the server's event loop.
import { parentPort } from 'node:worker_threads';
import { FeedParseError } from './feed-components';
import type { FeedWindow } from './feed-occurrences';
import { readFeed } from './feed-reading';

export interface ReadRequest {
  id: number;
  bytes: Uint8Array;
  window: FeedWindow;
  keep: string[];
}

export type ReadAnswer =
  | { id: number; reading: ReturnType<typeof readFeed> }
  | { id: number; error: string; parse: boolean };

const port = parentPort;
if (!port) throw new Error('feed-read-worker runs as a worker thread.');
port.on('message', (request: ReadRequest) => {
  let answer: ReadAnswer;
  try {
    const text = new TextDecoder().decode(request.bytes);
    answer = {
      id: request.id,
      reading: readFeed(text, request.window, { keep: new Set(request.keep) }),
    };
  } catch (error) {
    answer = {
      id: request.id,
      error: error instanceof Error ? error.message : 'unknown error',
      parse: error instanceof FeedParseError,
    };
  }
  port.postMessage(answer);
});
