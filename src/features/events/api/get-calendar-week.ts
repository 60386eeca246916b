// GET /api/v2/event/calendar?isThisWeekOnly=true[&isNearby&latitude&longitude]: fetcher, query options, hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { calendarEventsOf, nearParams, viewerTimeZone, type NearPoint } from './calendar-query';
import { calendarKeys } from '@/lib/query-keys';

export const getCalendarWeek = async (near?: NearPoint | null) =>
  calendarEventsOf(
    await api.get('/api/v2/event/calendar', {
      isThisWeekOnly: 'true',
      ...nearParams(near),
      timeZone: viewerTimeZone(),
    }),
  );

export const calendarWeekQueryOptions = (near?: NearPoint | null) =>
  queryOptions({
    queryKey: calendarKeys.week(near ?? null),
    queryFn: () => getCalendarWeek(near),
  });

export const useCalendarWeek = (near?: NearPoint | null, enabled = true) =>
  useQuery({ ...calendarWeekQueryOptions(near), enabled });
