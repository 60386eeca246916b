// An event's comps: GET /api/v2/ticket/organiser/{id}/comps, POST (issue, idempotent by the body's
// clientKey) and POST …/comps/{orderId}/revoke. Issuing or revoking refreshes everything read about
// the event (Sales, attendees, comps).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { compResponseSchema, compsResponseSchema, type CompIssueDraft } from '@/contract/comps';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { ticketingKeys } from '@/lib/query-keys';
import { dashboardKeys } from './query-keys';

const compsPath = (configurationId: string) => `/api/v2/ticket/organiser/${configurationId}/comps`;

export const compsQueryOptions = (configurationId: string) =>
  queryOptions({
    queryKey: dashboardKeys.comps(configurationId),
    queryFn: async () =>
      compsResponseSchema.parse(unwrap(await api.get(compsPath(configurationId)))).data,
    staleTime: 0,
  });

export const useComps = (configurationId: string) => useQuery(compsQueryOptions(configurationId));

export function useIssueComps(configurationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (issue: CompIssueDraft) =>
      compsResponseSchema.parse(unwrap(await api.post(compsPath(configurationId), issue))).data,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ticketingKeys.event(configurationId) }),
  });
}

export function useRevokeComp(configurationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: string) =>
      compResponseSchema.parse(
        unwrap(await api.post(`${compsPath(configurationId)}/${orderId}/revoke`, {})),
      ).data,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ticketingKeys.event(configurationId) }),
  });
}
