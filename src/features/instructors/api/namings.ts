// The sessions schools named the signed-in instructor on: GET /api/v2/instructor/namings and
// POST /api/v2/instructor/namings/{id}/answer (confirm or decline).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { namingsResponseSchema } from '@/contract/instructors';
import { api } from '@/lib/api/client';
import { unwrap, type ApiResult } from '@/lib/api/result';
import { instructorKeys } from './query-keys';

export const useNamings = (enabled: boolean) =>
  useQuery({
    queryKey: instructorKeys.namings(),
    queryFn: async () =>
      namingsResponseSchema.parse(unwrap(await api.get('/api/v2/instructor/namings'))).data,
    enabled,
    // Answered on another device or by the other side: read afresh on every visit.
    staleTime: 0,
  });

export function useAnswerNaming() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'confirm' | 'decline' }) =>
      api.post(`/api/v2/instructor/namings/${id}/answer`, { answer }),
    onSuccess: (result: ApiResult<unknown>) => {
      if (!result.ok) return;
      queryClient.setQueryData(
        instructorKeys.namings(),
        namingsResponseSchema.parse(result.data).data,
      );
      void queryClient.invalidateQueries({ queryKey: instructorKeys.pages() });
    },
  });
}
