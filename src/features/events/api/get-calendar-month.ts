// GET /api/v2/event/calendar/{year}/{month}[?isNearby&latitude&longitude]: fetcher, query options, hook.
import { useEffect } from 'react';
import { queryOptions, useIsRestoring, useQuery, useQueryClient } from '@tanstack/react-query';
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

/**
 * The months the page came with, until each is asked again. Kept here rather than in the
 * component's state: a render React discards (and starts again) may be the one that took them.
 */
const sentMonths = new Set<string>();

export const useCalendarMonth = (
  year: number,
  month: number,
  near?: NearPoint | null,
  enabled = true,
) => {
  // The month the server sent with /tickets paints at once; it is then asked for again in the
  // background, which keeps it for offline use (the service worker keeps what the API answers)
  // and brings a signed-in viewer's own view of it (their school's events).
  const dataKey = near ? null : calendarMonthDataKey(year, month);
  const sent = useInitialData(dataKey, calendarResponseSchema);
  if (sent && dataKey) sentMonths.add(dataKey);
  const queryClient = useQueryClient();
  const options = calendarMonthQueryOptions(year, month, near);
  const query = useQuery({
    ...options,
    enabled,
    ...(sent
      ? {
          initialData: { events: sent.data, daysWithMore: sent.daysWithMore },
          // Fresh, so that no reader of the month fetches it as it mounts: a query's state changing
          // between a render and its commit re-renders the page at once, in one long task just
          // after hydrating it. It is asked again from the effect below instead.
          initialDataUpdatedAt: Date.now(),
        }
      : {}),
  });
  // Once, for the month the page came with, once the cache is restored: fetched beside the query
  // (no fetching state that would re-render its readers) and stored in it, which changes nothing
  // on screen when the answer is the same (the data keeps its identity) but keeps the month, as
  // the API answered it, on the device.
  const restoring = useIsRestoring();
  useEffect(() => {
    if (restoring || !dataKey || !sentMonths.delete(dataKey)) return;
    let current = true;
    void getCalendarMonth(year, month, near)
      .then((fresh) => current && queryClient.setQueryData(options.queryKey, fresh))
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataKey, restoring]);
  return query;
};
