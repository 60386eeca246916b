// The account's calendar feed subscriptions: GET/POST /api/v2/feeds, POST …/{id}/sync and
// DELETE …/{id}?keepEvents=. Adding or syncing a feed changes events: the calendars refetch.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  feedListResponseSchema,
  feedResponseSchema,
  type AddFeedRequest,
} from '@/contract/feed-subscriptions';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { calendarKeys, feedKeys } from '../query-keys';

export const feedsQueryOptions = () =>
  queryOptions({
    queryKey: feedKeys.all,
    queryFn: async () => feedListResponseSchema.parse(unwrap(await api.get('/api/v2/feeds'))).data,
  });

export const useFeeds = () => useQuery(feedsQueryOptions());

function useFeedMutation<T>(call: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: feedKeys.all });
      await client.invalidateQueries({ queryKey: calendarKeys.all });
    },
  });
}

export const useAddFeed = () =>
  useFeedMutation(async (request: AddFeedRequest) =>
    feedResponseSchema.parse(unwrap(await api.post('/api/v2/feeds', request))),
  );

export const useSyncFeed = () =>
  useFeedMutation(async (feedId: string) =>
    feedResponseSchema.parse(unwrap(await api.post(`/api/v2/feeds/${feedId}/sync`, {}))),
  );

export const useRemoveFeed = () =>
  useFeedMutation(async ({ feedId, keepEvents }: { feedId: string; keepEvents: boolean }) =>
    unwrap(await api.delete(`/api/v2/feeds/${feedId}`, { keepEvents: String(keepEvents) })),
  );
