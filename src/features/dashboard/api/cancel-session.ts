// POST /api/v2/ticket/organiser/{id}/sessions/{sessionId}/cancel: "Cancel this class" — the
// session is marked cancelled (it keeps its sales) and its ticket holders are e-mailed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { ticketingKeys } from '@/lib/query-keys';

export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      configurationId,
      sessionId,
    }: {
      configurationId: string;
      sessionId: string;
    }) =>
      unwrap(
        await api.post(
          `/api/v2/ticket/organiser/${configurationId}/sessions/${sessionId}/cancel`,
          {},
        ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketingKeys.published() }),
  });
}
