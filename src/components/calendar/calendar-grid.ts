// The calendar's grid (spec §2 Calendar component): weeks start on Wednesday; columns 3 to 5
// (Friday, Saturday, Sunday) are the weekend.
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { eachDayOfInterval } from 'date-fns/eachDayOfInterval';
import { endOfMonth } from 'date-fns/endOfMonth';
import { endOfWeek } from 'date-fns/endOfWeek';
import { formatISO } from 'date-fns/formatISO';
import { startOfWeek } from 'date-fns/startOfWeek';
import { daysIntoWeek, WEEK_STARTS_ON } from '@/domain/calendar-week';

export const WEEKDAY_LABELS = ['Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue'] as const;
export const WEEKEND_COLUMNS = new Set([3, 4, 5]);

export interface CalendarDay {
  /** YYYY-MM-DD */
  key: string;
  day: number;
  inMonth: boolean;
  /** 1-based column. */
  column: number;
}

// Calendar days are dates, not instants: they are counted on UTC dates, so no zone's daylight
// saving can make a day 23 or 25 hours long.
const utcDate = (year: number, month: number, day: number) =>
  new TZDate(year, month - 1, day, 'UTC');
const keyOf = (date: Date) => formatISO(date, { representation: 'date' });
const weekOptions = { weekStartsOn: WEEK_STARTS_ON } as const;

function day(date: Date, month: number): CalendarDay {
  return {
    key: keyOf(date),
    day: date.getDate(),
    inMonth: date.getMonth() + 1 === month,
    // Columns count from the week's first day, Wednesday (domain/calendar-week.ts).
    column: daysIntoWeek(date.getDay()) + 1,
  };
}

/** The weeks that show a month: whole Wednesday-to-Tuesday rows. */
export function monthWeeks(year: number, month: number): CalendarDay[][] {
  const first = utcDate(year, month, 1);
  const days = eachDayOfInterval({
    start: startOfWeek(first, weekOptions),
    end: endOfWeek(endOfMonth(first), weekOptions),
  });
  return Array.from({ length: days.length / 7 }, (_, week) =>
    days.slice(week * 7, week * 7 + 7).map((date) => day(date, month)),
  );
}

/** The Wednesday-to-Tuesday week holding a calendar day (YYYY-MM-DD). */
export function weekOf(key: string): CalendarDay[] {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  const start = startOfWeek(utcDate(y, m, d), weekOptions);
  return Array.from({ length: 7 }, (_, i) => day(addDays(start, i), m));
}

export function shiftMonth(
  year: number,
  month: number,
  by: number,
): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function shiftDay(key: string, days: number): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return keyOf(addDays(utcDate(y, m, d), days));
}
