// Today's calendar day in the viewer's zone, and moving the calendar by a month or a week.
import { useState } from 'react';
import { shiftDay, shiftMonth } from '@/components/calendar/calendar-grid';
import { dayKey, viewerTimeZone } from '@/lib/event-time';
import { useHydrated } from '@/lib/use-hydrated';

/** The calendar shows a month or a week. */
export type CalendarView = 'month' | 'week';

export const todayKey = (): string =>
  dayKey(new Date().toISOString(), viewerTimeZone()) ?? new Date().toISOString().slice(0, 10);

/**
 * Today in the viewer's zone. A page the server rendered (it knows no viewer's zone) was rendered
 * with today in UTC: while it hydrates, so is it here, and the viewer's own day follows at once.
 */
export const useTodayKey = (): string =>
  useHydrated() ? todayKey() : new Date().toISOString().slice(0, 10);

/**
 * A calendar's first day shown: `start` (a month the address asked for) or today's month or week,
 * until the viewer moves it. Like today, `start` applies once hydrated: the server rendered today.
 */
export function useCalendarAnchor(
  start: string | null = null,
): [string, (anchor: string | null) => void] {
  const today = useTodayKey();
  const hydrated = useHydrated();
  const [moved, setMoved] = useState<string | null>(null);
  return [moved ?? (hydrated ? start : null) ?? today, setMoved];
}

/** `?month=2027-03` as the calendar's anchor ("2027-03-01"), or null when absent or not a month. */
export function monthAnchorOf(param: string | null): string | null {
  return param && /^\d{4}-(0[1-9]|1[0-2])$/.test(param) ? `${param}-01` : null;
}

/** The address of the public calendar opened on the month a day falls in. */
export const calendarMonthPath = (day: string) => `/tickets?month=${day.slice(0, 7)}`;

export function moveAnchor(anchor: string, view: CalendarView, by: 1 | -1): string {
  if (view === 'week') return shiftDay(anchor, 7 * by);
  const [year, month] = anchor.split('-').map(Number) as [number, number];
  const next = shiftMonth(year, month, by);
  return `${next.year}-${String(next.month).padStart(2, '0')}-01`;
}

export function yearMonthOf(anchor: string): [number, number] {
  return anchor.split('-').map(Number).slice(0, 2) as [number, number];
}
