// POST /api/v2/ticket/organiser/publish: the tickets go live (the server checks the checklist).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { calendarKeys, ticketingKeys } from '@/lib/query-keys';

export const publishTickets = (configurationId: string) =>
  api.post('/api/v2/ticket/organiser/publish', { eventId: configurationId });

export function usePublish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['wizard', 'publish'],
    mutationFn: publishTickets,
    onSuccess: (result) => {
      if (!result.ok) return;
      void queryClient.invalidateQueries({ queryKey: ticketingKeys.all });
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
    },
  });
}
