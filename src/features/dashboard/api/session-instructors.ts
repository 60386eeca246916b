// The instructors a school names on its event's sessions: GET|POST
// /api/v2/ticket/organiser/{configurationId}/instructors, DELETE
// /api/v2/ticket/organiser/instructor-namings/{id}; and the instructors found to name
// (GET /api/v2/instructors?q=).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { instructorListResponseSchema, sessionNamingsResponseSchema } from '@/contract/instructors';
import { api } from '@/lib/api/client';
import { unwrap, type ApiResult } from '@/lib/api/result';
import { dashboardKeys } from './query-keys';

const namingsPath = (configurationId: string) =>
  `/api/v2/ticket/organiser/${configurationId}/instructors`;

export const useSessionInstructors = (configurationId: string) =>
  useQuery({
    queryKey: dashboardKeys.sessionInstructors(configurationId),
    queryFn: async () =>
      sessionNamingsResponseSchema.parse(unwrap(await api.get(namingsPath(configurationId)))).data,
    // Answered on another device or by the other side: read afresh on every visit.
    staleTime: 0,
  });

export function useNameInstructor(configurationId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({
      queryKey: dashboardKeys.sessionInstructors(configurationId),
    });
  const name = useMutation({
    mutationFn: (naming: { sessionId: string; slug: string }) =>
      api.post(namingsPath(configurationId), naming),
    onSuccess: (result: ApiResult<unknown>) => {
      if (result.ok) void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (namingId: string) =>
      api.delete(`/api/v2/ticket/organiser/instructor-namings/${namingId}`),
    onSuccess: () => void refresh(),
  });
  return { name, remove };
}

export const useInstructorSearch = (words: string) =>
  useQuery({
    queryKey: dashboardKeys.instructorSearch(words),
    queryFn: async () =>
      instructorListResponseSchema.parse(unwrap(await api.get('/api/v2/instructors', { q: words })))
        .data.instructors,
    enabled: words.length >= 2,
    staleTime: 30_000,
  });
