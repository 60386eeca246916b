// Becoming a guide: GET|POST /api/v2/guide/application; the administrators' queue:
// GET /api/v2/admin/guide-review and POST /api/v2/admin/guide-applications/{id}/decision.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  guideApplicationSchema,
  guideReviewResponseSchema,
  ownApplicationResponseSchema,
  type GuideApplicationInput,
} from '@/contract/guide-applications';
import { api } from '@/lib/api/client';
import { unwrap, type ApiResult } from '@/lib/api/result';
import { guideKeys } from './query-keys';

export const useOwnApplication = (enabled: boolean) =>
  useQuery({
    queryKey: guideKeys.application(),
    queryFn: async () =>
      ownApplicationResponseSchema.parse(unwrap(await api.get('/api/v2/guide/application'))).data,
    enabled,
    staleTime: 0,
  });

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GuideApplicationInput) => api.post('/api/v2/guide/application', input),
    onSuccess: (result: ApiResult<unknown>) => {
      if (!result.ok) return;
      queryClient.setQueryData(
        guideKeys.application(),
        guideApplicationSchema.parse((result.data as { data: unknown }).data),
      );
    },
  });
}

/** The queue; a 403 (not an administrator) is an answer, not an error to retry. */
export const useGuideReview = () =>
  useQuery({
    queryKey: guideKeys.review(),
    queryFn: async () => {
      const result = await api.get('/api/v2/admin/guide-review');
      if (!result.ok && result.status === 403) return null;
      return guideReviewResponseSchema.parse(unwrap(result)).data;
    },
    staleTime: 0,
  });

export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'decline' }) =>
      api.post(`/api/v2/admin/guide-applications/${id}/decision`, { decision }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: guideKeys.review() }),
  });
}
