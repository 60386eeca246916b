// Wall-clock times in a named time zone (IANA) with nothing but Intl, shared by the web app (floating
// calendar-file times) and the server (calendar months): local date and time to instant and back.
import { dateFormat } from './date-formats';

/** The parts of an instant's wall-clock time in `timeZone` (throws for a zone Intl does not know). */
const formatter = (timeZone: string): Intl.DateTimeFormat =>
  dateFormat(
    {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    },
    'en-US',
  );

export function isTimeZone(value: string): boolean {
  try {
    formatter(value);
    return true;
  } catch {
    return false;
  }
}

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function localParts(instant: Date, timeZone: string): LocalParts {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Minutes the zone is ahead of UTC at that instant. */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant at which the zone's clocks show that wall-clock time (days and months may overflow). */
export function zonedTimeToUtc(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  let guess = new Date(wall - offsetMinutes(new Date(wall), timeZone) * 60_000);
  // Near a daylight-saving change the offset at the guess can differ: correct once.
  guess = new Date(wall - offsetMinutes(guess, timeZone) * 60_000);
  return guess;
}

/** "2026-11-20T19:30:00+11:00": the instant as the zone's wall clock with its offset (ISO 8601). */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  const offset = offsetMinutes(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  const sign = offset < 0 ? '-' : '+';
  return (
    `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}:${two(p.second)}` +
    `${sign}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`
  );
}
