// GET /api/v2/ticket/reservations/{id}: a buyer's hold, polled by the return page every 1.5 s
// until Stripe's webhook has turned it into an order (or it has ended).
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { lazySchema } from '@/contract/lazy-schema';
import { reservationSchema } from '@/contract/payments';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { purchaseKeys } from './query-keys';

const responseSchema = lazySchema(() => z.object({ data: reservationSchema }));

export const useReservation = (id: string) =>
  useQuery({
    queryKey: purchaseKeys.reservation(id),
    queryFn: async () =>
      responseSchema.parse(unwrap(await api.get(`/api/v2/ticket/reservations/${id}`))).data,
    enabled: id !== '',
    refetchInterval: (query) => (query.state.data?.status === 'held' ? 1_500 : false),
    meta: { persist: false },
  });
