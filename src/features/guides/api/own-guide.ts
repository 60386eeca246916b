// The signed-in guide's side: GET|PUT /api/v2/guide/profile and GET|PUT /api/v2/guide/picks.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  guidePageSchema,
  guideProfileSchema,
  ownGuideResponseSchema,
  pickCandidatesResponseSchema,
  type GuideProfileInput,
} from '@/contract/guides';
import { api } from '@/lib/api/client';
import { unwrap, type ApiResult } from '@/lib/api/result';
import { guideKeys } from './query-keys';

export const useOwnGuide = () =>
  useQuery({
    queryKey: guideKeys.own(),
    queryFn: async () =>
      ownGuideResponseSchema.parse(unwrap(await api.get('/api/v2/guide/profile'))).data,
    staleTime: 0,
  });

export function useSaveGuideProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GuideProfileInput) => api.put('/api/v2/guide/profile', input),
    onSuccess: (result: ApiResult<unknown>) => {
      if (!result.ok) return;
      const profile = guideProfileSchema.parse((result.data as { data: unknown }).data);
      queryClient.setQueryData(guideKeys.own(), { isGuide: true, profile });
      void queryClient.invalidateQueries({ queryKey: guideKeys.pages() });
      void queryClient.invalidateQueries({ queryKey: guideKeys.picks() });
    },
  });
}

export const usePickCandidates = (enabled: boolean) =>
  useQuery({
    queryKey: guideKeys.picks(),
    queryFn: async () =>
      pickCandidatesResponseSchema.parse(unwrap(await api.get('/api/v2/guide/picks'))).data,
    enabled,
    staleTime: 0,
  });

export function useSavePicks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventIds: string[]) => api.put('/api/v2/guide/picks', { eventIds }),
    onSuccess: (result: ApiResult<unknown>) => {
      if (!result.ok) return;
      guidePageSchema.shape.picks.parse((result.data as { data: unknown }).data);
      void queryClient.invalidateQueries({ queryKey: guideKeys.picks() });
      void queryClient.invalidateQueries({ queryKey: guideKeys.pages() });
    },
  });
}
