// Reads JSON bodies: a body nested deeper than MAX_JSON_DEPTH is refused with 400 from one pass over
// its text, before JSON.parse or any walk of the value sees it (10 000 nested arrays would
// otherwise cost a stack overflow or a third of a second of event loop per request).
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/** Deeper than any body the API accepts (the deepest is about 6 levels). */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether the JSON text opens more than `limit` objects or arrays inside one another. Brackets in
 * strings do not count; the text need not be valid JSON (JSON.parse judges that afterwards).
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

export function registerJsonBodies(app: FastifyInstance): void {
  // Fastify's own parser, with its defaults (refuses __proto__ and constructor.prototype keys).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new AppError(400, 'VALIDATION_ERROR', TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
