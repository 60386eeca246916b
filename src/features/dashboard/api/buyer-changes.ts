// An event's rules for buyers' changes (GET/PUT /api/v2/ticket/organiser/{id}/buyer-changes) and
// the refunds its buyers asked for (GET …/refund-requests), as the school's Sales shows them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  buyerChangeSettingsAnswerSchema,
  refundAskListSchema,
  type BuyerChangeSettings,
} from '@/contract/ticket-changes';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { dashboardKeys } from './query-keys';

const base = (configurationId: string) => `/api/v2/ticket/organiser/${configurationId}`;

export const useBuyerChangeSettings = (configurationId: string) =>
  useQuery({
    queryKey: dashboardKeys.buyerChanges(configurationId),
    queryFn: async () =>
      buyerChangeSettingsAnswerSchema.parse(
        unwrap(await api.get(`${base(configurationId)}/buyer-changes`)),
      ).data,
  });

export function useSaveBuyerChangeSettings(configurationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: BuyerChangeSettings) =>
      buyerChangeSettingsAnswerSchema.parse(
        unwrap(await api.put(`${base(configurationId)}/buyer-changes`, settings)),
      ).data,
    onSuccess: (saved) =>
      queryClient.setQueryData(dashboardKeys.buyerChanges(configurationId), saved),
  });
}

export const useRefundRequests = (configurationId: string) =>
  useQuery({
    queryKey: dashboardKeys.refundRequests(configurationId),
    queryFn: async () =>
      refundAskListSchema.parse(unwrap(await api.get(`${base(configurationId)}/refund-requests`)))
        .data,
    staleTime: 0,
  });
