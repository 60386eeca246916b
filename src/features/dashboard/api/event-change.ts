// Cancelling or postponing a whole event: GET /api/v2/ticket/organiser/{id}/event-change (the
// event's state, what a cancellation would do now, and each change's progress) and POST (the
// action, idempotent by the body's clientKey). The view is read again every 2 s while a change is
// under way.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  eventChangeResponseSchema,
  eventChangesViewResponseSchema,
  type EventChangeRequest,
  type EventChangesView,
} from '@/contract/event-changes';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { dashboardKeys } from './query-keys';

const changePath = (configurationId: string) =>
  `/api/v2/ticket/organiser/${configurationId}/event-change`;

const underWay = (view: EventChangesView | undefined) =>
  view?.changes.some((change) => change.status === 'queued' || change.status === 'running');

export const eventChangeQueryOptions = (configurationId: string) =>
  queryOptions({
    queryKey: dashboardKeys.eventChange(configurationId),
    queryFn: async () =>
      eventChangesViewResponseSchema.parse(unwrap(await api.get(changePath(configurationId)))).data,
    staleTime: 0,
    refetchInterval: (query) => (underWay(query.state.data) ? 2_000 : false),
  });

export const useEventChange = (configurationId: string) =>
  useQuery(eventChangeQueryOptions(configurationId));

export function useRequestEventChange(configurationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: EventChangeRequest) =>
      eventChangeResponseSchema.parse(unwrap(await api.post(changePath(configurationId), request)))
        .data,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: dashboardKeys.eventChange(configurationId) }),
  });
}
