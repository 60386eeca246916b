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

/** True for a zone Intl knows (making a formatter for any other throws). */
export function isTimeZone(value: string): boolean {
  try {
    dateFormat({ timeZone: value }, 'en-US');
    return true;
  } catch {
    return false;
  }
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
