// GET /api/v2/event/calendar/search: the event list, soonest first, a page at a time — fetcher,
// query options, hook. Its answers are public event data, kept for offline use like the calendars'.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { eventSearchResponseSchema } from '@/contract/event-search';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { calendarKeys } from '@/lib/query-keys';
import { nearParams, searchParams, type CalendarSearch, type NearPoint } from './calendar-query';

export interface EventSearch extends CalendarSearch {
  near: NearPoint | null;
  /** The dates events happen on (YYYY-MM-DD); null: the events not yet over. */
  range: { from: string; to: string } | null;
}

/** The request's parameters: also the query's key, so equal searches share one cache entry. */
export const eventSearchParams = (search: EventSearch) => ({
  ...nearParams(search.near),
  ...searchParams(search),
  ...(search.range ?? {}),
});

export const searchEvents = async (search: EventSearch, offset: number) =>
  eventSearchResponseSchema.parse(
    unwrap(
      await api.get('/api/v2/event/calendar/search', { ...eventSearchParams(search), offset }),
    ),
  );

export const eventSearchQueryOptions = (search: EventSearch) =>
  infiniteQueryOptions({
    queryKey: calendarKeys.search(eventSearchParams(search)),
    queryFn: ({ pageParam }) => searchEvents(search, pageParam),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextOffset ?? undefined,
  });

export const useEventSearch = (search: EventSearch, enabled = true) =>
  useInfiniteQuery({ ...eventSearchQueryOptions(search), enabled });
