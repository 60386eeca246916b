// POST /api/v2/facebook/select-page: connects a page and downloads its public details.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SelectPageAnswer } from '@/contract/facebook';
import { api } from '@/lib/api/client';
import { facebookKeys } from '@/lib/query-keys';

export function useSelectPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pageId: string) =>
      api.post<SelectPageAnswer>('/api/v2/facebook/select-page', { pageId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: facebookKeys.all }),
  });
}
