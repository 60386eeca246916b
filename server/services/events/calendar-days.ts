// Which days a calendar read covers (spec §2, §9): the dates of a month, and of the week
// (Wednesday to Tuesday) that holds today where the viewer is. Events are placed on the day they
// start where they happen, so a read is a list of calendar dates, not a span of instants.
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { eachDayOfInterval } from 'date-fns/eachDayOfInterval';
import { endOfMonth } from 'date-fns/endOfMonth';
import { formatISO } from 'date-fns/formatISO';
import { startOfWeek } from 'date-fns/startOfWeek';
import { DEFAULT_TIME_ZONE } from '../../../src/contract/events';
import { canonicalTimeZone } from '../../../src/contract/date-formats';
import { localParts } from '../../../src/contract/time-zones';
import { WEEK_STARTS_ON } from '../../../src/domain/calendar-week';
import { AppError } from '../../lib/app-error';

const isoDate = (date: Date) => formatISO(date, { representation: 'date' });
const utcDate = (year: number, month: number, day: number) =>
  new TZDate(year, month - 1, day, 'UTC');

export function timeZoneOrDefault(timeZone: string | undefined): string {
  if (!timeZone) return DEFAULT_TIME_ZONE;
  const known = canonicalTimeZone(timeZone);
  if (!known) {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      `timeZone "${timeZone}" is not a known time zone.`,
      { field: 'timeZone' },
    );
  }
  return known;
}

/** Every date (YYYY-MM-DD) of a month. */
export function monthDates(year: number, month: number): string[] {
  const first = utcDate(year, month, 1);
  return eachDayOfInterval({ start: first, end: endOfMonth(first) }).map(isoDate);
}

/** The seven dates, Wednesday first, of the week that holds `now` in the zone. */
export function weekDates(now: Date, timeZone: string): string[] {
  const today = localParts(now, timeZone);
  const start = startOfWeek(utcDate(today.year, today.month, today.day), {
    weekStartsOn: WEEK_STARTS_ON,
  });
  return Array.from({ length: 7 }, (_, index) => isoDate(addDays(start, index)));
}
