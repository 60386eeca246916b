// Text a database can store: PostgreSQL has no NUL character in text or JSON, and a lone UTF-16
// surrogate has no UTF-8 form. Input holding either is refused where it is parsed, once for all.

// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_TEXT_MESSAGE =
  'contains a character that cannot be stored (a NUL character or an unpaired surrogate).';

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * The path to the first string (or object key) in a parsed value that cannot be stored, or null
 * when every one can. The empty path means the value itself.
 */
export function findUnstorableText(value: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findUnstorableText(value[index], [...path, index]);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, key];
    const found = findUnstorableText(item, [...path, key]);
    if (found) return found;
  }
  return null;
}
