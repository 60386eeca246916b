// Bounds the bytes in flight on the calls that accept large bodies (calendar-file imports, 40 MB
// each): at most a few such requests are read at once per process, and the rest are told to try
// again (429) before a byte of their body is read. Used in onRequest, after authentication.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

export const MAX_BIG_BODIES_IN_FLIGHT = 4;

export function bigBodyLimit(maxInFlight = MAX_BIG_BODIES_IN_FLIGHT) {
  let inFlight = 0;
  return async function limitBigBodies(_request: FastifyRequest, reply: FastifyReply) {
    if (inFlight >= maxInFlight) {
      reply.header('retry-after', '5');
      throw new AppError(
        429,
        'RATE_LIMITED',
        'The server is busy with other uploads. Please try again in a moment.',
        { retryAfterSeconds: 5 },
        true,
      );
    }
    inFlight++;
    // 'close' comes once however the request ends: answered, failed or abandoned by the client.
    reply.raw.once('close', () => {
      inFlight--;
    });
  };
}
