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

/** Zones both Intl and PostgreSQL know: the places Intl lists, UTC and whole-hour Etc offsets. */
function isPlaceZone(canonical: string): boolean {
  if (canonical === 'UTC' || /^Etc\/GMT[+-]\d{1,2}$/.test(canonical)) return true;
  if (typeof Intl.supportedValuesOf === 'function') {
    placeZones ??= new Set(Intl.supportedValuesOf('timeZone'));
    return placeZones.has(canonical);
  }
  return (
    /^[A-Z][A-Za-z_-]+\/[A-Za-z0-9_/+-]+$/.test(canonical) && !canonical.startsWith('SystemV/')
  );
}
let placeZones: Set<string> | undefined;

/**
 * A zone's own name ("australia/perth" → "Australia/Perth", "US/Pacific" → "America/Los_Angeles"),
 * or null for one that is no place both Intl and PostgreSQL know ("Mars/Olympus", "SystemV/AST4",
 * "US/Pacific-New", which Intl still reads and PostgreSQL no longer does). What is stored or used as
 * a formatter's key is always this name: case variants of one zone are one zone.
 */
export function canonicalTimeZone(value: string): string | null {
  if (value.length === 0 || value.length > 64) return null;
  let canonical: string;
  try {
    // Not through dateFormat's cache: any spelling a request sends would stay in it for ever.
    canonical = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  return isPlaceZone(canonical) ? canonical : null;
}

/** True for a zone both Intl and PostgreSQL know, in any spelling (canonicalTimeZone names it). */
export function isTimeZone(value: string): boolean {
  return canonicalTimeZone(value) !== null;
}

const yearIn = (date: Date, timeZone: string) =>
  dateFormat({ timeZone, year: 'numeric' }).format(date);

/**
 * "Fri, 27 Nov, 7:30 pm" in the current year, "Wed, 1 Jan 2020, 7:30 pm" in any other (as it is
 * in `timeZone`): a date without its year only reads right in the year it is read in.
 */
export function shortDateTimeText(
  date: Date,
  timeZone: string,
  now = new Date(),
  locale = 'en-AU',
): string {
  const withYear = yearIn(date, timeZone) !== yearIn(now, timeZone);
  return dateFormat(
    {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      hour: 'numeric',
      minute: '2-digit',
    },
    locale,
  ).format(date);
}
