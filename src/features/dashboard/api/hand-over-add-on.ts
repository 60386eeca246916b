// The door hands an order's add-on over: POST …/orders/{orderId}/add-ons/{addOnId}/hand-over
// (once; a repeat answers the first moment). The attendee list is read again after it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { ticketingKeys } from '@/lib/query-keys';

export function useHandOverAddOn(configurationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderId, addOnId }: { orderId: string; addOnId: string }) =>
      unwrap(
        await api.post(
          `/api/v2/ticket/organiser/${configurationId}/orders/${orderId}/add-ons/${addOnId}/hand-over`,
          {},
        ),
      ),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ticketingKeys.event(configurationId) }),
  });
}
