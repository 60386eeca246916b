// POST /api/v2/facebook/select-page: connects a page and downloads its public details.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { selectPageAnswerSchema } from '@/contract/facebook';
import { api } from '@/lib/api/client';
import { facebookKeys } from '@/lib/query-keys';
import { parseAnswer } from '@/lib/api/parse-answer';

export function useSelectPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pageId: string) =>
      parseAnswer(
        await api.post('/api/v2/facebook/select-page', { pageId }),
        selectPageAnswerSchema,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: facebookKeys.all }),
  });
}
