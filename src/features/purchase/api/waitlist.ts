// A dancer's waitlist place: POST /api/v2/ticket/waitlist (join), GET …/{id} (the place in line or
// the offer, polled while waiting), POST …/{id}/checkout (pay for an offered place at Stripe, or
// with the demo's payment at once),
// DELETE …/{id} (leave).
import { useQuery } from '@tanstack/react-query';
import { checkoutAnswerSchema } from '@/contract/payments';
import { waitlistEntryResponseSchema, type JoinWaitlistRequest } from '@/contract/waitlist';
import { api } from '@/lib/api/client';
import { parseAnswer } from '@/lib/api/parse-answer';
import { unwrap } from '@/lib/api/result';
import { purchaseKeys } from './query-keys';

export const joinWaitlist = async (request: JoinWaitlistRequest) =>
  parseAnswer(await api.post('/api/v2/ticket/waitlist', request), waitlistEntryResponseSchema);

export const payForOffer = async (entryId: string) =>
  parseAnswer(
    await api.post(`/api/v2/ticket/waitlist/${entryId}/checkout`, {}),
    checkoutAnswerSchema,
  );

export const leaveWaitlist = (entryId: string) => api.delete(`/api/v2/ticket/waitlist/${entryId}`);

export const useWaitlistEntry = (entryId: string) =>
  useQuery({
    queryKey: purchaseKeys.waitlistEntry(entryId),
    queryFn: async () =>
      waitlistEntryResponseSchema.parse(unwrap(await api.get(`/api/v2/ticket/waitlist/${entryId}`)))
        .data,
    // While waiting the place can be offered any minute.
    refetchInterval: (query) => (query.state.data?.status === 'waiting' ? 30_000 : false),
    meta: { persist: false },
  });
