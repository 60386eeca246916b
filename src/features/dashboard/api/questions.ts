// An event's attendee questions: GET /api/v2/ticket/organiser/{id}/questions, POST (create),
// PUT …/{questionId} (edit) and DELETE …/{questionId} (stop asking it).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  questionResponseSchema,
  questionsResponseSchema,
  type QuestionInput,
} from '@/contract/attendee-questions';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { dashboardKeys } from './query-keys';

const questionsPath = (configurationId: string) =>
  `/api/v2/ticket/organiser/${configurationId}/questions`;

export const questionsQueryOptions = (configurationId: string) =>
  queryOptions({
    queryKey: dashboardKeys.questions(configurationId),
    queryFn: async () =>
      questionsResponseSchema.parse(unwrap(await api.get(questionsPath(configurationId)))).data,
  });

export const useQuestions = (configurationId: string) =>
  useQuery(questionsQueryOptions(configurationId));

export function useSaveQuestion(configurationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, question }: { id: string | null; question: QuestionInput }) =>
      questionResponseSchema.parse(
        unwrap(
          id
            ? await api.put(`${questionsPath(configurationId)}/${id}`, question)
            : await api.post(questionsPath(configurationId), question),
        ),
      ).data,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: dashboardKeys.questions(configurationId) }),
  });
}

export function useRemoveQuestion(configurationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(await api.delete(`${questionsPath(configurationId)}/${id}`)),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: dashboardKeys.questions(configurationId) }),
  });
}
