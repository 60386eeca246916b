// Text a database can store: PostgreSQL has no NUL character in text or JSON, and a lone UTF-16
// surrogate has no UTF-8 form. Input holding either is refused where it is parsed, once for all.

// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_TEXT_MESSAGE =
  'contains a character that cannot be stored (a NUL character or an unpaired surrogate).';

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

interface Visit {
  value: unknown;
  key: PropertyKey;
  parent: Visit | null;
}

function pathOf(visit: Visit): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path to the first string (or object key) in a parsed value that cannot be stored, or null
 * when every one can. The empty path means the value itself. Walked with a stack of its own, in
 * document order, so no nesting can overflow the call stack (or cost more than its size).
 */
export function findUnstorableText(value: unknown): PropertyKey[] | null {
  const pending: Visit[] = [{ value, key: '', parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const item = visit.value;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return pathOf(visit);
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    const entries: Array<[PropertyKey, unknown]> = Array.isArray(item)
      ? item.map((element, index) => [index, element])
      : Object.entries(item);
    if (!Array.isArray(item)) {
      const badKey = entries.find(([key]) => !isStorableText(String(key)));
      if (badKey) return [...pathOf(visit), badKey[0]];
    }
    // Pushed last to first, so the first entry is looked at first.
    for (const [key, element] of entries.reverse())
      pending.push({ value: element, key, parent: visit });
  }
  return null;
}

// Control characters (C0 and DEL, C1) and every invisible mark that reorders text (Unicode's
// bidirectional controls: the embeddings, overrides and isolates, and the left-to-right,
// right-to-left and Arabic letter marks): nothing a typed name needs, and in a name copied into an
// e-mail, a door list or a CSV they would forge lines or disguise what is shown.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

// Unicode's own line and paragraph separators: line breaks a person did not type as such.
const SEPARATORS = /[\u2028\u2029]/g;

// White space and the zero-width marks (spaces, joiners, word joiner, byte-order mark) at either
// end: a name of zero-width spaces alone looked filled in and was stored as an empty-looking name.
// Inside the text they stay (a joiner holds emoji and some scripts' letters together).
const INVISIBLE_ENDS = /^[\s\u200b-\u200d\u2060\ufeff]+|[\s\u200b-\u200d\u2060\ufeff]+$/g;

/** One line of text as a person would type it: line breaks and tabs become one space each run,
 * control and direction-changing characters go, the ends are trimmed. */
export const oneLineText = (text: string): string =>
  text
    .replace(/[\r\n\t\u2028\u2029]+/g, ' ')
    .replace(HIDDEN, '')
    .replace(INVISIBLE_ENDS, '');

// The same characters less the line break, which a message of several lines keeps.
const HIDDEN_BUT_LINE_BREAKS =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A message of several lines as a person would type it (a note e-mailed to ticket holders):
 * line endings become one kind, tabs spaces, control and direction-changing characters go, the
 * ends are trimmed. */
export const multiLineText = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(SEPARATORS, '\n')
    .replace(/\t/g, ' ')
    .replace(HIDDEN_BUT_LINE_BREAKS, '')
    .replace(INVISIBLE_ENDS, '');
