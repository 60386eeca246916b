// The messages a guide received: GET /api/v2/guide/messages(/{id}), and
// POST /api/v2/guide/messages/{id}/report and …/answer.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { guideMessageSchema, guideMessagesResponseSchema } from '@/contract/guides';
import { api } from '@/lib/api/client';
import { unwrap, type ApiResult } from '@/lib/api/result';
import { guideKeys } from './query-keys';

const oneMessageResponse = z.object({ data: guideMessageSchema });

export const useGuideMessages = (enabled: boolean) =>
  useQuery({
    queryKey: guideKeys.messages(),
    queryFn: async () =>
      guideMessagesResponseSchema.parse(unwrap(await api.get('/api/v2/guide/messages'))).data,
    enabled,
    staleTime: 0,
  });

export const useGuideMessage = (id: string) =>
  useQuery({
    queryKey: guideKeys.message(id),
    queryFn: async () =>
      oneMessageResponse.parse(unwrap(await api.get(`/api/v2/guide/messages/${id}`))).data,
    retry: false,
  });

export function useReportMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => api.post(`/api/v2/guide/messages/${id}/report`, { reason }),
    onSuccess: (result: ApiResult<unknown>) => {
      if (!result.ok) return;
      queryClient.setQueryData(guideKeys.message(id), oneMessageResponse.parse(result.data).data);
      void queryClient.invalidateQueries({ queryKey: guideKeys.messages() });
    },
  });
}

export const useAnswerMessage = (id: string) =>
  useMutation({
    mutationFn: (body: string) => api.post(`/api/v2/guide/messages/${id}/answer`, { body }),
  });
