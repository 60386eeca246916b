// POST /api/v2/ticket/organiser/{id}/duplicate: a published event copied into a new draft (dates a
// whole number of weeks later), which then opens in the wizard. One key per click, kept while it
// is retried, so a double click makes one draft.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ticketConfigurationSchema } from '@/contract/ticketing';
import { api } from '@/lib/api/client';
import { ticketingKeys } from '@/lib/query-keys';

export function useDuplicateEvent(configurationId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [clientKey] = useState(() => crypto.randomUUID());
  return useMutation({
    mutationFn: () =>
      api.post(`/api/v2/ticket/organiser/${configurationId}/duplicate`, { clientKey }),
    onSuccess: (result) => {
      if (!result.ok) return;
      const copy = ticketConfigurationSchema.parse((result.data as { data: unknown }).data);
      void queryClient.invalidateQueries({ queryKey: ticketingKeys.drafts() });
      void navigate(`/create-tickets?draft=${encodeURIComponent(copy.id)}`);
    },
  });
}
