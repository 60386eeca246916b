// The calendar's grid (spec §2 Calendar component): weeks start on Wednesday; columns 3 to 5
// (Friday, Saturday, Sunday) are the weekend.
import { daysIntoWeek } from '@/domain/calendar-week';

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

const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');
const keyOf = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
/** Columns count from the week's first day, Wednesday (domain/calendar-week.ts). */
const columnOf = (date: Date) => daysIntoWeek(date.getUTCDay()) + 1;

function day(date: Date, month: number): CalendarDay {
  return {
    key: keyOf(date),
    day: date.getUTCDate(),
    inMonth: date.getUTCMonth() + 1 === month,
    column: columnOf(date),
  };
}

/** The weeks that show a month: whole Wednesday-to-Tuesday rows. */
export function monthWeeks(year: number, month: number): CalendarDay[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const last = new Date(Date.UTC(year, month, 0));
  const start = first.getTime() - (columnOf(first) - 1) * DAY_MS;
  const count = Math.ceil(((last.getTime() - start) / DAY_MS + 1) / 7);
  return Array.from({ length: count }, (_, week) =>
    Array.from({ length: 7 }, (_, column) =>
      day(new Date(start + (week * 7 + column) * DAY_MS), month),
    ),
  );
}

/** The Wednesday-to-Tuesday week holding a calendar day (YYYY-MM-DD). */
export function weekOf(key: string): CalendarDay[] {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const start = date.getTime() - (columnOf(date) - 1) * DAY_MS;
  return Array.from({ length: 7 }, (_, i) => day(new Date(start + i * DAY_MS), m));
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
  return keyOf(new Date(Date.UTC(y, m - 1, d + days)));
}
