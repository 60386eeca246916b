// Today's calendar day in the viewer's zone, and moving the calendar by a month or a week.
import { useState } from 'react';
import { shiftDay, shiftMonth } from '@/components/calendar/calendar-grid';
import type { CalendarView } from '@/components/calendar/calendar';
import { dayKey, viewerTimeZone } from '@/lib/event-time';
import { useHydrated } from '@/lib/use-hydrated';

export const todayKey = (): string =>
  dayKey(new Date().toISOString(), viewerTimeZone()) ?? new Date().toISOString().slice(0, 10);

/**
 * Today in the viewer's zone. A page the server rendered (it knows no viewer's zone) was rendered
 * with today in UTC: while it hydrates, so is it here, and the viewer's own day follows at once.
 */
export const useTodayKey = (): string =>
  useHydrated() ? todayKey() : new Date().toISOString().slice(0, 10);

/** A calendar's first day shown: today's month or week until the viewer moves it. */
export function useCalendarAnchor(): [string, (anchor: string | null) => void] {
  const today = useTodayKey();
  const [moved, setMoved] = useState<string | null>(null);
  return [moved ?? today, setMoved];
}

export function moveAnchor(anchor: string, view: CalendarView, by: 1 | -1): string {
  if (view === 'week') return shiftDay(anchor, 7 * by);
  const [year, month] = anchor.split('-').map(Number) as [number, number];
  const next = shiftMonth(year, month, by);
  return `${next.year}-${String(next.month).padStart(2, '0')}-01`;
}

export function yearMonthOf(anchor: string): [number, number] {
  return anchor.split('-').map(Number).slice(0, 2) as [number, number];
}
