// POST /api/v2/facebook/disconnect (after the organiser confirmed).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { facebookKeys } from '@/lib/query-keys';
import { messageAnswerSchema } from '@/contract/answers';
import { parseAnswer } from '@/lib/api/parse-answer';

export function useDisconnectFacebook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      parseAnswer(await api.post('/api/v2/facebook/disconnect', {}), messageAnswerSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: facebookKeys.all }),
  });
}
