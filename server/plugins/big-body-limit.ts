// Bounds the bytes in flight on the calls that accept large bodies (calendar-file imports, 16 MB
// each): at most a few such requests are read at once per process, and one at a time per account,
// and the rest are told to try again (429) before a byte of their body is read. Used in onRequest,
// after authentication.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

export const MAX_BIG_BODIES_IN_FLIGHT = 4;
export const MAX_BIG_BODIES_PER_ACCOUNT = 1;
/** The body limit of every other call: what a body must reach to count as big. */
export const ORDINARY_BODY_BYTES = 1024 * 1024;

export const BUSY_MESSAGE = 'The server is busy with other uploads. Please try again in a moment.';
export const OWN_UPLOAD_MESSAGE =
  'Your previous upload is still being processed. Please wait for it to finish.';

function busy(reply: FastifyReply, message: string): AppError {
  reply.header('retry-after', '5');
  return new AppError(429, 'RATE_LIMITED', message, { retryAfterSeconds: 5 }, true);
}

/**
 * `countFromBytes`: bodies that say they are smaller are not counted (a wizard's ordinary save is
 * a few kilobytes and may overlap another; only one carrying images is big). A body of unknown
 * length always counts.
 */
export function bigBodyLimit(
  maxInFlight = MAX_BIG_BODIES_IN_FLIGHT,
  maxPerAccount = MAX_BIG_BODIES_PER_ACCOUNT,
  countFromBytes = 0,
) {
  let inFlight = 0;
  const byAccount = new Map<string, number>();
  return async function limitBigBodies(request: FastifyRequest, reply: FastifyReply) {
    const declared = Number(request.headers['content-length']);
    if (countFromBytes > 0 && Number.isFinite(declared) && declared < countFromBytes) return;
    const accountId = request.account?.accountId ?? '';
    const own = byAccount.get(accountId) ?? 0;
    // One person's uploads cannot take every place: four at once cannot become forty.
    if (own >= maxPerAccount) throw busy(reply, OWN_UPLOAD_MESSAGE);
    if (inFlight >= maxInFlight) throw busy(reply, BUSY_MESSAGE);
    inFlight++;
    byAccount.set(accountId, own + 1);
    // 'close' comes once however the request ends: answered, failed or abandoned by the client.
    reply.raw.once('close', () => {
      inFlight--;
      const left = (byAccount.get(accountId) ?? 1) - 1;
      if (left > 0) byAccount.set(accountId, left);
      else byAccount.delete(accountId);
    });
  };
}
