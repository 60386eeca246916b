// Today's calendar day in the viewer's zone, and moving the calendar by a month or a week.
import { shiftDay, shiftMonth } from '@/components/calendar/calendar-grid';
import type { CalendarView } from '@/components/calendar/calendar';
import { dayKey, viewerTimeZone } from '@/lib/event-time';

export const todayKey = (): string =>
  dayKey(new Date().toISOString(), viewerTimeZone()) ?? new Date().toISOString().slice(0, 10);

export function moveAnchor(anchor: string, view: CalendarView, by: 1 | -1): string {
  if (view === 'week') return shiftDay(anchor, 7 * by);
  const [year, month] = anchor.split('-').map(Number) as [number, number];
  const next = shiftMonth(year, month, by);
  return `${next.year}-${String(next.month).padStart(2, '0')}-01`;
}

export function yearMonthOf(anchor: string): [number, number] {
  return anchor.split('-').map(Number).slice(0, 2) as [number, number];
}
