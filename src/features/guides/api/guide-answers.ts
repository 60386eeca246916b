// A guide's answer as the dancer who received it reads it: GET /api/v2/guide-answers/{id} (the
// answer's e-mail links to its page) and POST …/report.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { guideAnswerResponseSchema } from '@/contract/guides';
import { api } from '@/lib/api/client';
import { unwrap, type ApiResult } from '@/lib/api/result';
import { guideKeys } from './query-keys';

export const useGuideAnswer = (id: string) =>
  useQuery({
    queryKey: guideKeys.answer(id),
    queryFn: async () =>
      guideAnswerResponseSchema.parse(unwrap(await api.get(`/api/v2/guide-answers/${id}`))).data,
    retry: false,
  });

export function useReportAnswer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => api.post(`/api/v2/guide-answers/${id}/report`, { reason }),
    onSuccess: (result: ApiResult<unknown>) => {
      if (result.ok)
        queryClient.setQueryData(
          guideKeys.answer(id),
          guideAnswerResponseSchema.parse(result.data).data,
        );
    },
  });
}
