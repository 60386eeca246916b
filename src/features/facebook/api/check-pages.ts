// GET /api/v2/facebook/check-pages: finds the pages the Facebook user manages (on demand, when
// the page selector opens).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkPagesAnswerSchema } from '@/contract/facebook';
import { api } from '@/lib/api/client';
import { facebookKeys } from '@/lib/query-keys';
import { parseAnswer } from '@/lib/api/parse-answer';

export function useCheckPages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      parseAnswer(await api.get('/api/v2/facebook/check-pages'), checkPagesAnswerSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: facebookKeys.status() }),
  });
}
