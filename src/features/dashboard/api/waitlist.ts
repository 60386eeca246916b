// GET /api/v2/ticket/organiser/{id}/waitlist (who waits, in order) and
// POST /api/v2/ticket/organiser/waitlist/{entryId}/offer|skip (the organiser's hand on the line).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { organiserWaitlistResponseSchema } from '@/contract/waitlist';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { ticketingKeys } from '@/lib/query-keys';

export const waitlistQueryOptions = (configurationId: string) =>
  queryOptions({
    queryKey: ticketingKeys.waitlist(configurationId),
    queryFn: async () =>
      organiserWaitlistResponseSchema.parse(
        unwrap(await api.get(`/api/v2/ticket/organiser/${configurationId}/waitlist`)),
      ).data,
    staleTime: 0,
  });

export const useWaitlist = (configurationId: string) =>
  useQuery(waitlistQueryOptions(configurationId));

export function useWaitlistAction(configurationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ entryId, action }: { entryId: string; action: 'offer' | 'skip' }) =>
      unwrap(await api.post(`/api/v2/ticket/organiser/waitlist/${entryId}/${action}`, {})),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ticketingKeys.event(configurationId) }),
  });
}
