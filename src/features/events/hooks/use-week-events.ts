// The events of the Wednesday-to-Tuesday week holding `anchor`: the this-week call for the
// current week, otherwise the one or two months the week touches.
import { weekOf } from '@/components/calendar/calendar-grid';
import type { CalendarEvents, CalendarSearch, NearPoint } from '../api/calendar-query';
import { useCalendarMonth } from '../api/get-calendar-month';
import { useCalendarWeek } from '../api/get-calendar-week';

export interface EventsState {
  data: CalendarEvents | undefined;
  isFetching: boolean;
  isError: boolean;
}

export function useWeekEvents(
  anchor: string,
  today: string,
  near: NearPoint | null,
  enabled: boolean,
  search: CalendarSearch | null = null,
): EventsState {
  const days = weekOf(anchor);
  const isCurrentWeek = days.some((day) => day.key === today);
  const [firstYear, firstMonth] = (days[0]?.key ?? anchor).split('-').map(Number) as [
    number,
    number,
  ];
  const [lastYear, lastMonth] = (days[6]?.key ?? anchor).split('-').map(Number) as [number, number];
  const spansTwoMonths = firstMonth !== lastMonth;

  const current = useCalendarWeek(near, enabled && isCurrentWeek, search);
  const first = useCalendarMonth(firstYear, firstMonth, near, enabled && !isCurrentWeek, search);
  const last = useCalendarMonth(
    lastYear,
    lastMonth,
    near,
    enabled && !isCurrentWeek && spansTwoMonths,
    search,
  );

  if (isCurrentWeek) return current;
  const parts = spansTwoMonths ? [first, last] : [first];
  return {
    data: parts.every((part) => part.data)
      ? {
          events: parts.flatMap((part) => part.data?.events ?? []),
          daysWithMore: parts.flatMap((part) => part.data?.daysWithMore ?? []),
        }
      : undefined,
    isFetching: parts.some((part) => part.isFetching),
    isError: parts.some((part) => part.isError),
  };
}
