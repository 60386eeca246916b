// The account's calendar feed subscriptions: GET/POST /api/v2/feeds, POST …/{id}/sync and
// DELETE …/{id}?keepEvents=. A feed syncs in the background after it is added or Sync now: the
// list is asked again every few seconds while one is syncing, and the calendars refetch when the
// syncing is over (and after any change).
import { useEffect, useRef } from 'react';
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

const SYNCING_POLL_MS = 2_000;

export function useFeeds() {
  const client = useQueryClient();
  const feeds = useQuery({
    ...feedsQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.some((feed) => feed.syncing) ? SYNCING_POLL_MS : false,
  });
  const syncing = feeds.data?.some((feed) => feed.syncing) ?? false;
  const wasSyncing = useRef(syncing);
  useEffect(() => {
    if (wasSyncing.current && !syncing)
      void client.invalidateQueries({ queryKey: calendarKeys.all });
    wasSyncing.current = syncing;
  }, [client, syncing]);
  return feeds;
}

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
