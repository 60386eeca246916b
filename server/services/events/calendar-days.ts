// Which days a calendar read covers (spec §2, §9): the dates of a month, and of the week
// (Wednesday to Tuesday) that holds today where the viewer is. Events are placed on the day they
// start where they happen, so a read is a list of calendar dates, not a span of instants.
import { DEFAULT_TIME_ZONE } from '../../../src/contract/events';
import { isTimeZone, localParts } from '../../../src/contract/time-zones';
import { daysIntoWeek } from '../../../src/domain/calendar-week';
import { AppError } from '../../lib/app-error';

const isoDate = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

export function timeZoneOrDefault(timeZone: string | undefined): string {
  if (!timeZone) return DEFAULT_TIME_ZONE;
  if (!isTimeZone(timeZone)) {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      `timeZone "${timeZone}" is not a known time zone.`,
      { field: 'timeZone' },
    );
  }
  return timeZone;
}

/** Every date (YYYY-MM-DD) of a month. */
export function monthDates(year: number, month: number): string[] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: days }, (_, index) => isoDate(Date.UTC(year, month - 1, index + 1)));
}

/** The seven dates, Wednesday first, of the week that holds `now` in the zone. */
export function weekDates(now: Date, timeZone: string): string[] {
  const today = localParts(now, timeZone);
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  const sinceWeekStart = daysIntoWeek(weekday);
  return Array.from({ length: 7 }, (_, index) =>
    isoDate(Date.UTC(today.year, today.month - 1, today.day - sinceWeekStart + index)),
  );
}
