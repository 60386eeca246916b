// GET /api/v2/event/calendar/{year}/{month}[?isNearby&latitude&longitude]: fetcher, query options, hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarResponseSchema } from '@/contract/events';
import { api } from '@/lib/api/client';
import { calendarMonthDataKey } from '@/contract/page-data';
import { useInitialData } from '@/lib/initial-data';
import { calendarEventsOf, nearParams, type NearPoint } from './calendar-query';
import { calendarKeys } from '@/lib/query-keys';
import { sentMonths, useSentMonthAskedAgain } from './sent-months';

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
  // The month the server sent with /tickets paints at once; it is asked again in the background
  // (sent-months.ts).
  const dataKey = near ? null : calendarMonthDataKey(year, month);
  const sent = useInitialData(dataKey, calendarResponseSchema);
  if (sent && dataKey) sentMonths.add(dataKey);
  const options = calendarMonthQueryOptions(year, month, near);
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
  useSentMonthAskedAgain(dataKey, options.queryKey, () => getCalendarMonth(year, month, near));
  return query;
};
