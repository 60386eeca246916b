// Event dates and times shown in the event's own time zone, in the active language (Australian
// English by default, spec §1).
import { dateFormat, shortDateTimeText } from '@/contract/date-formats';
import { activeLocale, i18n } from '@/lib/i18n/i18n';
import { localDateFormat } from '@/lib/i18n/format';

/** The viewer's own zone (for what is not an event's: saved drafts, check-in times, "today"). */
export const viewerTimeZone = (): string =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || 'Australia/Sydney';

function valid(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone. */
export function dayKey(iso: string, timeZone: string): string | null {
  const date = valid(iso);
  if (!date) return null;
  const parts = Object.fromEntries(
    dateFormat({ timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** "7:30 pm", or the spec's "Time TBA" when the date cannot be read. */
export function timeOf(iso: string, timeZone: string): string {
  const date = valid(iso);
  return date
    ? localDateFormat({ timeZone, hour: 'numeric', minute: '2-digit' }).format(date)
    : i18n._('time.tba');
}

/** "7:30 pm – 11:00 pm"; an end on a later day says which ("9:00 pm – Sat, 21 Nov, 2:00 am"). */
export function timeRangeOf(startIso: string, endIso: string, timeZone: string): string {
  const start = timeOf(startIso, timeZone);
  if (!valid(endIso) || !valid(startIso)) return start;
  const sameDay = dayKey(startIso, timeZone) === dayKey(endIso, timeZone);
  return `${start} – ${sameDay ? timeOf(endIso, timeZone) : shortDateTimeOf(endIso, timeZone)}`;
}

/** "Friday 27 November 2026", or "Date unavailable". */
export function dateOf(iso: string, timeZone: string): string {
  const date = valid(iso);
  return date
    ? localDateFormat({
        timeZone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(date)
    : i18n._('date.unavailable');
}

/** "Fri, 27 Nov, 7:30 pm" (with the year when it is not this one). */
export function shortDateTimeOf(iso: string, timeZone: string, now = new Date()): string {
  const date = valid(iso);
  return date ? shortDateTimeText(date, timeZone, now, activeLocale()) : i18n._('date.unavailable');
}
