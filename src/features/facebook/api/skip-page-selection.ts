// POST /api/v2/facebook/skip-page-selection: Skip for Now — authorised with no page.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { facebookKeys } from '@/lib/query-keys';
import { messageAnswerSchema } from '@/contract/answers';
import { parseAnswer } from '@/lib/api/parse-answer';

export function useSkipPageSelection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      parseAnswer(await api.post('/api/v2/facebook/skip-page-selection', {}), messageAnswerSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: facebookKeys.status() }),
  });
}
