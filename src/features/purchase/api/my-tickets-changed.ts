// What a write that changes My Tickets calls: its tickets, orders and passes are read anew (and the
// persisted copy is rewritten with the answer), so the page never shows what was true before.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { myTicketsKeys } from '@/lib/query-keys';

export function useMyTicketsChanged(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: myTicketsKeys.all }),
    [queryClient],
  );
}
