// GET /api/v2/ticket/purchase/event/{eventId}: what the purchase page shows (public data), read
// also by the sign-in pages that say what the buyer is signing in to buy.
import { queryOptions } from '@tanstack/react-query';
import { purchaseEventResponseSchema } from '@/contract/purchases';
import { api } from '@/lib/api/client';
import { purchaseEventPath } from '@/lib/api/api-paths';
import { unwrap } from '@/lib/api/result';
import { purchaseEventKeys } from '@/lib/query-keys';

export const getPurchaseEvent = async (eventId: string) =>
  purchaseEventResponseSchema.parse(unwrap(await api.get(purchaseEventPath(eventId)))).data;

export const purchaseEventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: purchaseEventKeys.one(eventId),
    queryFn: () => getPurchaseEvent(eventId),
    retry: 1,
  });
