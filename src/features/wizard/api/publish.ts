// POST /api/v2/ticket/organiser/publish: the tickets go live (the server checks the checklist).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { calendarKeys, ticketingKeys } from '@/lib/query-keys';
import type { TicketConfiguration } from '@/contract/ticketing';

export const publishTickets = (configurationId: string) =>
  api.post('/api/v2/ticket/organiser/publish', { eventId: configurationId });

export function usePublish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['wizard', 'publish'],
    mutationFn: publishTickets,
    onSuccess: (result, configurationId) => {
      if (!result.ok) return;
      // The wizard's kept copy is published now: opened again to edit, it starts as tickets on sale.
      queryClient.setQueryData(
        ticketingKeys.configuration(configurationId),
        (kept: TicketConfiguration | undefined) =>
          kept && { ...kept, status: 'published' as const },
      );
      void queryClient.invalidateQueries({ queryKey: ticketingKeys.all });
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
    },
  });
}
