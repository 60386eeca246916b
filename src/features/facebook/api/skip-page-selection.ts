// POST /api/v2/facebook/skip-page-selection: Skip for Now — authorised with no page.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { facebookKeys } from '@/lib/query-keys';

export function useSkipPageSelection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ message: string }>('/api/v2/facebook/skip-page-selection', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: facebookKeys.status() }),
  });
}
