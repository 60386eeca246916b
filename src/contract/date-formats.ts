// Date formatters for the web app and the server alike (Australian English unless a caller needs
// another locale's fixed shape), made on first use and kept: making one is costly (the first loads
// the locale's data; each `toLocaleString` with options makes a new one), so none is made while a
// module loads and none twice.
const cache = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(
  options: Intl.DateTimeFormatOptions,
  locale = 'en-AU',
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let existing = cache.get(key);
  if (!existing) {
    existing = new Intl.DateTimeFormat(locale, options);
    cache.set(key, existing);
  }
  return existing;
}
