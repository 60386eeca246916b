// GET /api/v2/orders/{id}: a buyer's order — status, lines, tickets and refunds.
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { orderDetailsSchema } from '@/contract/payments';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';

const responseSchema = z.object({ data: orderDetailsSchema });

export const orderQueryKey = (id: string) => ['my-tickets', 'order', id] as const;

export const useOrder = (id: string) =>
  useQuery({
    queryKey: orderQueryKey(id),
    queryFn: async () =>
      responseSchema.parse(unwrap(await api.get<unknown>(`/api/v2/orders/${id}`))).data,
    enabled: id !== '',
  });
