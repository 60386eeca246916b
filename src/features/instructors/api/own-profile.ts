// The signed-in account's instructor profile: GET|PUT /api/v2/instructor/profile and
// PUT /api/v2/instructor/photo.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  instructorProfileSchema,
  ownProfileResponseSchema,
  type InstructorProfile,
  type InstructorProfileInput,
} from '@/contract/instructors';
import { api } from '@/lib/api/client';
import { unwrap, type ApiResult } from '@/lib/api/result';
import { instructorKeys } from './query-keys';

export const useOwnProfile = () =>
  useQuery({
    queryKey: instructorKeys.own(),
    queryFn: async () =>
      ownProfileResponseSchema.parse(unwrap(await api.get('/api/v2/instructor/profile'))).data,
    staleTime: 0,
  });

function useProfileWrite<V>(write: (value: V) => Promise<ApiResult<unknown>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (result: ApiResult<unknown>) => {
      if (!result.ok) return;
      const profile: InstructorProfile = instructorProfileSchema.parse(
        (result.data as { data: unknown }).data,
      );
      queryClient.setQueryData(instructorKeys.own(), profile);
      void queryClient.invalidateQueries({ queryKey: instructorKeys.page(profile.slug) });
    },
  });
}

export const useSaveProfile = () =>
  useProfileWrite((input: InstructorProfileInput) => api.put('/api/v2/instructor/profile', input));

export const useSavePhoto = () =>
  useProfileWrite((imageBase64: string | null) =>
    api.put('/api/v2/instructor/photo', { imageBase64 }),
  );
