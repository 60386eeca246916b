// GET /api/v2/event/calendar/{year}/{month}[?isNearby&latitude&longitude]: fetcher, query options, hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { calendarEventsOf, nearParams, type NearPoint } from './calendar-query';
import { calendarKeys } from '@/lib/query-keys';

export const getCalendarMonth = async (year: number, month: number, near?: NearPoint | null) =>
  calendarEventsOf(await api.get(`/api/v2/event/calendar/${year}/${month}`, nearParams(near)));

export const calendarMonthQueryOptions = (year: number, month: number, near?: NearPoint | null) =>
  queryOptions({
    queryKey: calendarKeys.month(year, month, near ?? null),
    queryFn: () => getCalendarMonth(year, month, near),
  });

export const useCalendarMonth = (
  year: number,
  month: number,
  near?: NearPoint | null,
  enabled = true,
) => useQuery({ ...calendarMonthQueryOptions(year, month, near), enabled });
