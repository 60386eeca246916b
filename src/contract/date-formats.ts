// Date formatters in Australian English for the web app and the server alike, made on first use
// and kept: making one is costly (the first loads the locale's data; each `toLocaleString` with
// options makes a new one), so none is made while a module loads and none twice.
const cache = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let existing = cache.get(key);
  if (!existing) {
    existing = new Intl.DateTimeFormat('en-AU', options);
    cache.set(key, existing);
  }
  return existing;
}
