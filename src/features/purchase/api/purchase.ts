// POST /api/v2/ticket/purchase: buys the chosen tickets. The transaction id is made once per
// attempt and sent again on a retry, so the server never sells twice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { purchaseResponseSchema, type PurchaseRequest } from '@/contract/purchases';
import { api } from '@/lib/api/client';
import type { ApiFailure } from '@/lib/api/result';

export type PurchaseOutcome =
  | { ok: true; data: ReturnType<typeof purchaseResponseSchema.parse>['data'] }
  | { ok: false; failure: ApiFailure };

export async function purchase(request: PurchaseRequest): Promise<PurchaseOutcome> {
  const result = await api.post<unknown>('/api/v2/ticket/purchase', request);
  if (!result.ok) return { ok: false, failure: result };
  return { ok: true, data: purchaseResponseSchema.parse(result.data).data };
}

export function usePurchase(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['purchase'],
    mutationFn: purchase,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['purchase-event', eventId] });
      void queryClient.invalidateQueries({ queryKey: ['my-tickets'] });
    },
  });
}
