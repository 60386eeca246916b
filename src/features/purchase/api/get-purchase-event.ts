// The purchase page's event (public data): lib/purchase-event-query.ts reads it.
import { useQuery } from '@tanstack/react-query';
import { purchaseEventQueryOptions } from '@/lib/purchase-event-query';

export const usePurchaseEvent = (eventId: string) => useQuery(purchaseEventQueryOptions(eventId));
