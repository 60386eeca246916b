// A school's class passes: GET/POST /api/v2/org/{id}/passes, DELETE /api/v2/org/{id}/passes/{passId},
// PUT …/passes/{passId}/courses, and the courses a pass can cover (GET /api/v2/org/{id}/pass-courses).
import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  organiserPassesResponseSchema,
  passCoursesResponseSchema,
  soldPassesResponseSchema,
  type ClassPassInput,
} from '@/contract/class-passes';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { organisationKeys } from '@/lib/query-keys';

export const useSchoolPasses = (organisationId: string) =>
  useQuery({
    queryKey: organisationKeys.passes(organisationId),
    queryFn: async () =>
      organiserPassesResponseSchema.parse(
        unwrap(await api.get(`/api/v2/org/${organisationId}/passes`)),
      ).data,
    // Dancers buy and book at any time: what was sold is fetched afresh each time it is shown.
    staleTime: 0,
  });

export const usePassCourses = (organisationId: string) =>
  useQuery({
    queryKey: organisationKeys.passCourses(organisationId),
    queryFn: async () =>
      passCoursesResponseSchema.parse(
        unwrap(await api.get(`/api/v2/org/${organisationId}/pass-courses`)),
      ).data,
  });

export function usePassChanges(organisationId: string) {
  const queryClient = useQueryClient();
  const settled = () =>
    queryClient.invalidateQueries({ queryKey: organisationKeys.passes(organisationId) });
  const create = useMutation({
    mutationFn: async (input: ClassPassInput) =>
      unwrap(await api.post(`/api/v2/org/${organisationId}/passes`, input)),
    onSettled: settled,
  });
  const withdraw = useMutation({
    mutationFn: async (passId: string) =>
      unwrap(await api.delete(`/api/v2/org/${organisationId}/passes/${passId}`)),
    onSettled: settled,
  });
  const changeCourses = useMutation({
    mutationFn: async ({ passId, courses }: { passId: string; courses: string[] }) =>
      unwrap(await api.put(`/api/v2/org/${organisationId}/passes/${passId}/courses`, { courses })),
    onSettled: settled,
  });
  return { create, withdraw, changeCourses };
}

/** The passes of one kind the school sold, dancer by dancer, and extending or refunding one. */
export function useSoldPasses(organisationId: string, passId: string) {
  const queryClient = useQueryClient();
  const key = organisationKeys.passSales(organisationId, passId);
  const sold = useQuery({
    queryKey: key,
    queryFn: async () =>
      soldPassesResponseSchema.parse(
        unwrap(await api.get(`/api/v2/org/${organisationId}/passes/${passId}/sold`)),
      ).data,
    staleTime: 0,
  });
  // One key per intent to extend a pass: clicks (and retries) until it succeeds share it, so the
  // server adds the weeks once however many arrive.
  const extendKeys = useRef(new Map<string, string>());
  const change = useMutation({
    mutationFn: async (change: { passOrderId: string; action: 'extend' | 'full' | 'unused' }) => {
      const base = `/api/v2/org/${organisationId}/pass-orders/${change.passOrderId}`;
      if (change.action !== 'extend')
        return unwrap(await api.post(`${base}/refund`, { mode: change.action }));
      const keys = extendKeys.current;
      const clientKey = keys.get(change.passOrderId) ?? crypto.randomUUID();
      keys.set(change.passOrderId, clientKey);
      const answer = unwrap(await api.post(`${base}/extend`, { weeks: 4, clientKey }));
      keys.delete(change.passOrderId);
      return answer;
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: organisationKeys.passes(organisationId) }),
  });
  return { sold, change };
}
