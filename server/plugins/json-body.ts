// Reads JSON bodies: a body nested deeper than MAX_JSON_DEPTH, or made of more than MAX_JSON_ITEMS
// values, is refused with 400 from one pass over its text, before JSON.parse or any walk of the
// value sees it (10 000 nested arrays would otherwise cost a stack overflow, and a megabyte of
// half a million tiny values seconds of event loop, per request).
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/** Deeper than any body the API accepts (the deepest is about 6 levels). */
export const MAX_JSON_DEPTH = 64;

/**
 * More values than any body the API accepts holds (the largest: an update of 500 imported events'
 * ids, 20 000 strings; an import of 500 events, about 18 000 values). Parsing and checking this
 * many takes a few milliseconds.
 */
export const MAX_JSON_ITEMS = 25_000;

const QUOTE = 0x22;
const COMMA = 0x2c;
const COLON = 0x3a;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * What is wrong with the JSON text's shape, if anything: more than `maxDepth` objects or arrays
 * inside one another, or more than `maxItems` values (counted by the commas and colons between
 * them). Brackets and commas in strings do not count; the text need not be valid JSON (JSON.parse
 * judges that afterwards).
 */
export function jsonShapeProblem(
  text: string,
  maxDepth = MAX_JSON_DEPTH,
  maxItems = MAX_JSON_ITEMS,
): 'too deep' | 'too many values' | null {
  let depth = 0;
  let separators = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > maxDepth) return 'too deep';
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    } else if (code === COMMA || code === COLON) {
      if (++separators > maxItems) return 'too many values';
    }
  }
  return null;
}

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;
export const TOO_MANY_VALUES_MESSAGE = `The request body holds too many values (at most ${MAX_JSON_ITEMS.toLocaleString('en-AU')}).`;

export function registerJsonBodies(app: FastifyInstance): void {
  // Fastify's own parser, with its defaults (refuses __proto__ and constructor.prototype keys).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    const problem = jsonShapeProblem(text);
    if (problem) {
      const message = problem === 'too deep' ? TOO_DEEP_MESSAGE : TOO_MANY_VALUES_MESSAGE;
      done(new AppError(400, 'VALIDATION_ERROR', message), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
