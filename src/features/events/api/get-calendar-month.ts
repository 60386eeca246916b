// GET /api/v2/event/calendar/{year}/{month}[?isNearby&latitude&longitude][&styles&q&radiusKm]: fetcher,
// query options, hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarResponseSchema } from '@/contract/events';
import { api } from '@/lib/api/client';
import { calendarMonthDataKey } from '@/contract/page-data';
import { useInitialData } from '@/lib/initial-data';
import {
  calendarEventsOf,
  nearParams,
  searchParams,
  type CalendarSearch,
  type NearPoint,
} from './calendar-query';
import { calendarKeys } from '@/lib/query-keys';
import { sentMonths, useSentMonthAskedAgain } from './sent-months';

export const getCalendarMonth = async (
  year: number,
  month: number,
  near?: NearPoint | null,
  search?: CalendarSearch | null,
) =>
  calendarEventsOf(
    await api.get(`/api/v2/event/calendar/${year}/${month}`, {
      ...nearParams(near),
      ...searchParams(search),
    }),
  );

export const calendarMonthQueryOptions = (
  year: number,
  month: number,
  near?: NearPoint | null,
  search?: CalendarSearch | null,
) =>
  queryOptions({
    queryKey: calendarKeys.month(year, month, near ?? null, search ?? null),
    queryFn: () => getCalendarMonth(year, month, near, search),
  });

export const useCalendarMonth = (
  year: number,
  month: number,
  near?: NearPoint | null,
  enabled = true,
  search: CalendarSearch | null = null,
) => {
  // The month the server sent with /tickets paints at once; it is asked again in the background
  // (sent-months.ts). A filtered month is asked for.
  const dataKey = near || search ? null : calendarMonthDataKey(year, month);
  const sent = useInitialData(dataKey, calendarResponseSchema);
  if (sent && dataKey) sentMonths.add(dataKey);
  const options = calendarMonthQueryOptions(year, month, near, search);
  const query = useQuery({
    ...options,
    enabled,
    ...(sent
      ? {
          initialData: { events: sent.data, daysWithMore: sent.daysWithMore },
          // Fresh, so that no reader of the month fetches it as it mounts: a query's state changing
          // between a render and its commit re-renders the page at once, in one long task just
          // after hydrating it.
          initialDataUpdatedAt: Date.now(),
        }
      : {}),
  });
  useSentMonthAskedAgain(dataKey, options.queryKey, () =>
    getCalendarMonth(year, month, near, search),
  );
  return query;
};
