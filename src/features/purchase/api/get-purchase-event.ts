// GET /api/v2/ticket/purchase/event/{eventId}: what the purchase page shows (public data).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { purchaseEventResponseSchema } from '@/contract/purchases';
import { api } from '@/lib/api/client';
import { purchaseEventPath } from '@/lib/api/api-paths';
import { unwrap } from '@/lib/api/result';
import { purchaseKeys } from './query-keys';

export const getPurchaseEvent = async (eventId: string) =>
  purchaseEventResponseSchema.parse(unwrap(await api.get(purchaseEventPath(eventId)))).data;

export const purchaseEventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: purchaseKeys.event(eventId),
    queryFn: () => getPurchaseEvent(eventId),
    retry: 1,
  });

export const usePurchaseEvent = (eventId: string) => useQuery(purchaseEventQueryOptions(eventId));
