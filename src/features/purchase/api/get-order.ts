// GET /api/v2/orders/{id}: a buyer's order — status, lines, tickets and refunds; with a guest's
// signed link (`access`), GET /api/v2/orders/{id}/shared?access=…, without signing in.
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { lazySchema } from '@/contract/lazy-schema';
import { orderDetailsSchema } from '@/contract/payments';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { myTicketsKeys } from '@/lib/query-keys';

const responseSchema = lazySchema(() => z.object({ data: orderDetailsSchema }));

export const useOrder = (id: string, access: string | null = null) =>
  useQuery({
    queryKey: access ? myTicketsKeys.sharedOrder(id, access) : myTicketsKeys.order(id),
    queryFn: async () =>
      responseSchema.parse(
        unwrap(
          await api.get(
            access
              ? `/api/v2/orders/${id}/shared?access=${encodeURIComponent(access)}`
              : `/api/v2/orders/${id}`,
          ),
        ),
      ).data,
    enabled: id !== '',
  });
