// Date-time inputs hold wall-clock minutes ("YYYY-MM-DDTHH:mm") in the event's own time zone,
// whatever zone the organiser's device is in; the wire holds ISO UTC instants.
import { localParts, zonedTimeToUtc } from '@/contract/time-zones';

const two = (n: number) => String(n).padStart(2, '0');

/** A date-time input's value ("YYYY-MM-DDTHH:mm", in `timeZone`) for an ISO instant. */
export function inputValueOf(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = localParts(date, timeZone);
  return `${String(p.year).padStart(4, '0')}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

const INPUT_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** The ISO UTC instant of a date-time input's value read in `timeZone`, or null when empty. */
export function isoOf(value: string, timeZone: string): string | null {
  const match = INPUT_VALUE.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const instant = zonedTimeToUtc(timeZone, year, month, day, hour, minute);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}
