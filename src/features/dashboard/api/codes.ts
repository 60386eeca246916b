// An event's promo and access codes: GET /api/v2/ticket/organiser/{id}/codes (with uses and
// revenue), POST (create), PUT …/{codeId} (edit) and DELETE …/{codeId} (remove).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  organiserCodeResponseSchema,
  organiserCodesResponseSchema,
  type CodeInputDraft,
} from '@/contract/promo-codes';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { dashboardKeys } from './query-keys';

const codesPath = (configurationId: string) => `/api/v2/ticket/organiser/${configurationId}/codes`;

export const codesQueryOptions = (configurationId: string) =>
  queryOptions({
    queryKey: dashboardKeys.codes(configurationId),
    queryFn: async () =>
      organiserCodesResponseSchema.parse(unwrap(await api.get(codesPath(configurationId)))).data,
    // Uses change with every sale: read afresh whenever Sales opens.
    staleTime: 0,
  });

export const useCodes = (configurationId: string) => useQuery(codesQueryOptions(configurationId));

export function useSaveCode(configurationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, code }: { id: string | null; code: CodeInputDraft }) =>
      organiserCodeResponseSchema.parse(
        unwrap(
          id
            ? await api.put(`${codesPath(configurationId)}/${id}`, code)
            : await api.post(codesPath(configurationId), code),
        ),
      ).data,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: dashboardKeys.codes(configurationId) }),
  });
}

export function useDeleteCode(configurationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(await api.delete(`${codesPath(configurationId)}/${id}`)),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: dashboardKeys.codes(configurationId) }),
  });
}
