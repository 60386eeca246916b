// GET /api/v2/ticket/organiser/{id}/orders (an event's orders and money) and
// POST /api/v2/ticket/organiser/orders/{orderId}/refund (a whole order, or some of its tickets).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { lazySchema } from '@/contract/lazy-schema';
import { salesSchema } from '@/contract/payments';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { ticketingKeys } from '@/lib/query-keys';

const salesResponse = lazySchema(() => z.object({ data: salesSchema }));

export const salesQueryOptions = (configurationId: string) =>
  queryOptions({
    queryKey: ticketingKeys.sales(configurationId),
    queryFn: async () =>
      salesResponse.parse(
        unwrap(await api.get(`/api/v2/ticket/organiser/${configurationId}/orders`)),
      ).data,
    // Orders and refunds come in at any time: fetched afresh each time Sales opens.
    staleTime: 0,
  });

export const useSales = (configurationId: string | null) =>
  useQuery({ ...salesQueryOptions(configurationId ?? ''), enabled: configurationId !== null });

export function useRefund(configurationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (refund: { orderId: string; ticketIds?: string[] }) =>
      unwrap(
        await api.post(`/api/v2/ticket/organiser/orders/${refund.orderId}/refund`, {
          ...(refund.ticketIds ? { ticketIds: refund.ticketIds } : {}),
        }),
      ),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ticketingKeys.event(configurationId) }),
  });
}

/** Voids a comp given at the door (some of its tickets, or all): its places go back on sale. */
export function useVoidDoorComp(configurationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (voiding: { orderId: string; ticketIds?: string[] }) =>
      unwrap(
        await api.post(`/api/v2/ticket/organiser/orders/${voiding.orderId}/void-comp`, {
          ...(voiding.ticketIds ? { ticketIds: voiding.ticketIds } : {}),
        }),
      ),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ticketingKeys.event(configurationId) }),
  });
}
