// GET /api/v2/facebook/check-pages: finds the pages the Facebook user manages (on demand, when
// the page selector opens).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckPagesAnswer } from '@/contract/facebook';
import { api } from '@/lib/api/client';
import { facebookKeys } from '@/lib/query-keys';

export function useCheckPages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.get<CheckPagesAnswer>('/api/v2/facebook/check-pages'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: facebookKeys.status() }),
  });
}
