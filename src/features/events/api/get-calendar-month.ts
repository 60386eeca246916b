// GET /api/v2/event/calendar/{year}/{month}[?isNearby&latitude&longitude]: fetcher, query options, hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarResponseSchema } from '@/contract/events';
import { api } from '@/lib/api/client';
import { calendarMonthDataKey } from '@/contract/page-data';
import { useInitialData } from '@/lib/initial-data';
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
) => {
  // The month the server sent with /tickets paints at once; it is then asked for again in the
  // background, which keeps it for offline use (the service worker keeps what the API answers)
  // and brings a signed-in viewer's own view of it (their school's events).
  const sent = useInitialData(
    near ? null : calendarMonthDataKey(year, month),
    calendarResponseSchema,
  );
  return useQuery({
    ...calendarMonthQueryOptions(year, month, near),
    enabled,
    ...(sent
      ? {
          initialData: { events: sent.data, daysWithMore: sent.daysWithMore },
          initialDataUpdatedAt: 0,
        }
      : {}),
  });
};
