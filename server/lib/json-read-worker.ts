// The JSON body reader's thread: decodes and reads each large request body it is sent
// (json-text.ts), so a body of megabytes is parsed without holding the server's event loop.
import { parentPort } from 'node:worker_threads';
import { readJsonText, type JsonTextAnswer } from './json-text';

export interface JsonReadRequest {
  id: number;
  bytes: Uint8Array;
}

export type JsonReadAnswer = { id: number } & JsonTextAnswer;

const port = parentPort;
if (!port) throw new Error('json-read-worker runs as a worker thread.');
port.on('message', (request: JsonReadRequest) => {
  const answer = readJsonText(new TextDecoder().decode(request.bytes));
  port.postMessage({ id: request.id, ...answer } satisfies JsonReadAnswer);
});
