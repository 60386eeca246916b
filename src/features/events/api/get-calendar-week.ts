// GET /api/v2/event/calendar?isThisWeekOnly=true[&isNearby&latitude&longitude][&styles&q&radiusKm]:
// fetcher, query options, hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import {
  calendarEventsOf,
  nearParams,
  searchParams,
  viewerTimeZone,
  type CalendarSearch,
  type NearPoint,
} from './calendar-query';
import { calendarKeys } from '@/lib/query-keys';

export const getCalendarWeek = async (near?: NearPoint | null, search?: CalendarSearch | null) =>
  calendarEventsOf(
    await api.get('/api/v2/event/calendar', {
      isThisWeekOnly: 'true',
      ...nearParams(near),
      ...searchParams(search),
      timeZone: viewerTimeZone(),
    }),
  );

export const calendarWeekQueryOptions = (near?: NearPoint | null, search?: CalendarSearch | null) =>
  queryOptions({
    queryKey: calendarKeys.week(near ?? null, search ?? null),
    queryFn: () => getCalendarWeek(near, search),
  });

export const useCalendarWeek = (
  near?: NearPoint | null,
  enabled = true,
  search: CalendarSearch | null = null,
) => useQuery({ ...calendarWeekQueryOptions(near, search), enabled });
