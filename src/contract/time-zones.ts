// Wall-clock times in a named time zone (IANA), shared by the web app (floating calendar-file
// times, the wizard's times) and the server (calendar months, event pages): local date and time to
// instant and back, on date-fns's zoned date (@date-fns/tz), which reads the zone's rules from Intl.
import { TZDate, tzOffset } from '@date-fns/tz';
import { formatISO } from 'date-fns/formatISO';
import { isTimeZone } from './date-formats';

export { isTimeZone };

/** The zone, or a RangeError: the zoned date would answer NaN for a zone it does not know. */
function knownZone(timeZone: string): string {
  if (!isTimeZone(timeZone)) throw new RangeError(`Invalid time zone specified: ${timeZone}`);
  return timeZone;
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
  const local = new TZDate(instant.getTime(), knownZone(timeZone));
  return {
    year: local.getFullYear(),
    month: local.getMonth() + 1,
    day: local.getDate(),
    hour: local.getHours(),
    minute: local.getMinutes(),
    second: local.getSeconds(),
  };
}

/** Minutes the zone is ahead of UTC at that instant. */
export function offsetMinutes(instant: Date, timeZone: string): number {
  return Math.round(tzOffset(knownZone(timeZone), instant));
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
  const zoned = new TZDate(year, month - 1, day, hour, minute, second, knownZone(timeZone));
  return new Date(zoned.getTime());
}

/** "2026-11-20T19:30:00+11:00" ("…Z" in UTC): the instant as the zone's wall clock (ISO 8601). */
export function isoWithOffset(instant: Date, timeZone: string): string {
  return formatISO(new TZDate(instant.getTime(), knownZone(timeZone)));
}
