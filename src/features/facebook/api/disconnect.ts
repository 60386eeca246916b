// POST /api/v2/facebook/disconnect (after the organiser confirmed).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { facebookKeys } from '@/lib/query-keys';

export function useDisconnectFacebook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ message: string }>('/api/v2/facebook/disconnect', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: facebookKeys.all }),
  });
}
