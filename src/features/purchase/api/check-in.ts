// POST /api/v2/ticket/check-in: the signed-in dancer scanned the event's QR at the door; `count`
// answers "How many of you are checking in?" when they hold several tickets.
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { lazySchema } from '@/contract/lazy-schema';
import { checkInResultSchema } from '@/contract/check-in';
import { api } from '@/lib/api/client';
import { useMyTicketsChanged } from './my-tickets-changed';

const responseSchema = lazySchema(() => z.object({ data: checkInResultSchema }));

export async function checkIn({ token, count }: { token: string; count?: number }) {
  const result = await api.post('/api/v2/ticket/check-in', {
    token,
    ...(count === undefined ? {} : { count }),
  });
  if (!result.ok) return result;
  return { ...result, data: responseSchema.parse(result.data).data };
}

/** A check-in changes the ticket My Tickets shows (checked in, when). */
export function useCheckIn() {
  const changed = useMyTicketsChanged();
  return useMutation({ mutationKey: ['check-in'], mutationFn: checkIn, onSettled: changed });
}
