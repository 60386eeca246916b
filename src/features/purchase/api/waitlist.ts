// A dancer's waitlist place: POST /api/v2/ticket/waitlist (join), GET …/{id} (the place in line or
// the offer, polled while waiting), POST …/{id}/checkout (pay for an offered place at Stripe),
// DELETE …/{id} (leave).
import { useQuery } from '@tanstack/react-query';
import { checkoutAnswerSchema, type CheckoutAnswer } from '@/contract/payments';
import {
  waitlistEntryResponseSchema,
  type JoinWaitlistRequest,
  type WaitlistEntry,
} from '@/contract/waitlist';
import { api } from '@/lib/api/client';
import { unwrap, type ApiFailure } from '@/lib/api/result';
import { purchaseKeys } from './query-keys';

export type Outcome<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure };

export async function joinWaitlist(request: JoinWaitlistRequest): Promise<Outcome<WaitlistEntry>> {
  const result = await api.post('/api/v2/ticket/waitlist', request);
  if (!result.ok) return { ok: false, failure: result };
  return { ok: true, data: waitlistEntryResponseSchema.parse(result.data).data };
}

export async function payForOffer(entryId: string): Promise<Outcome<CheckoutAnswer>> {
  const result = await api.post(`/api/v2/ticket/waitlist/${entryId}/checkout`, {});
  if (!result.ok) return { ok: false, failure: result };
  return { ok: true, data: checkoutAnswerSchema.parse(result.data) };
}

export async function leaveWaitlist(entryId: string): Promise<Outcome<null>> {
  const result = await api.delete(`/api/v2/ticket/waitlist/${entryId}`);
  if (!result.ok) return { ok: false, failure: result };
  return { ok: true, data: null };
}

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
