// GET /api/v2/event/calendar/day/{date} (anyone's, optionally near) and
// /api/v2/event/calendar/organisation/day/{date} (the signed-in organisation's): one day's events
// page by page, for the days a month answer names as holding more.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import {
  dayPageOf,
  nearParams,
  searchParams,
  type CalendarSearch,
  type NearPoint,
} from './calendar-query';
import { calendarKeys } from '@/lib/query-keys';

/** Whose events a day read lists. */
export type DayScope =
  | { kind: 'public'; near: NearPoint | null; search?: CalendarSearch | null }
  | { kind: 'organisation' };

export const getCalendarDay = async (date: string, offset: number, scope: DayScope) =>
  dayPageOf(
    scope.kind === 'organisation'
      ? await api.get(`/api/v2/event/calendar/organisation/day/${date}`, { offset })
      : await api.get(`/api/v2/event/calendar/day/${date}`, {
          ...nearParams(scope.near),
          ...searchParams(scope.search),
          offset,
        }),
  );

/** Pages from `firstOffset`: the events a month answer already holds are not read again. */
export const calendarDayQueryOptions = (date: string, firstOffset: number, scope: DayScope) =>
  infiniteQueryOptions({
    queryKey: calendarKeys.day(date, firstOffset, scope),
    queryFn: ({ pageParam }) => getCalendarDay(date, pageParam, scope),
    initialPageParam: firstOffset,
    getNextPageParam: (page) => page.nextOffset ?? undefined,
  });

export const useCalendarDay = (
  date: string,
  firstOffset: number,
  scope: DayScope,
  enabled: boolean,
) => useInfiniteQuery({ ...calendarDayQueryOptions(date, firstOffset, scope), enabled });
