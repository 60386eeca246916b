// Reads a JSON request body's text: refuses one nested deeper than MAX_JSON_DEPTH or made of more
// than MAX_JSON_ITEMS values from one pass over its text, before JSON.parse or any walk of the
// value sees it (10 000 nested arrays would otherwise cost a stack overflow, and a megabyte of
// half a million tiny values seconds of event loop), then parses it as Fastify does, refusing
// `__proto__` and `constructor.prototype` keys. Pure, so the body reader's thread runs it too.
import secureJson from 'secure-json-parse';

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

export type JsonTextAnswer =
  | { ok: true; value: unknown }
  | {
      ok: false;
      problem: 'too deep' | 'too many values' | 'empty' | 'invalid' | 'prototype key';
    };

/** The body's value, or why it is refused. */
export function readJsonText(text: string): JsonTextAnswer {
  if (text.trim() === '') return { ok: false, problem: 'empty' };
  const problem = jsonShapeProblem(text);
  if (problem) return { ok: false, problem };
  try {
    return {
      ok: true,
      value: secureJson.parse(text, undefined, {
        protoAction: 'error',
        constructorAction: 'error',
      }),
    };
  } catch (error) {
    // Valid JSON that names __proto__ or constructor.prototype: said as such, not as bad JSON.
    const prototypeKey = error instanceof SyntaxError && /prototype property/i.test(error.message);
    return { ok: false, problem: prototypeKey ? 'prototype key' : 'invalid' };
  }
}
