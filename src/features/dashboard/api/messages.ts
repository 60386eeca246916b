// An event's messages to its attendees: GET /api/v2/ticket/organiser/{id}/messages (the log and
// the reminders), POST (send, idempotent by the body's clientKey), POST …/preview, POST …/test and
// PUT …/reminders. The log is read again every few seconds while a message is still going out.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  messageLogResponseSchema,
  messagePreviewResponseSchema,
  messageResponseSchema,
  reminderStateResponseSchema,
  testSentResponseSchema,
  type MessageContent,
  type MessageLog,
  type MessageSendDraft,
} from '@/contract/attendee-messages';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { dashboardKeys } from './query-keys';

const messagesPath = (configurationId: string) =>
  `/api/v2/ticket/organiser/${configurationId}/messages`;

const stillGoing = (log: MessageLog | undefined) =>
  log?.messages.some((message) => message.status === 'queued' || message.status === 'sending');

export const messageLogQueryOptions = (configurationId: string) =>
  queryOptions({
    queryKey: dashboardKeys.messages(configurationId),
    queryFn: async () =>
      messageLogResponseSchema.parse(unwrap(await api.get(messagesPath(configurationId)))).data,
    staleTime: 0,
    refetchInterval: (query) => (stillGoing(query.state.data) ? 2_000 : false),
  });

export const useMessageLog = (configurationId: string) =>
  useQuery(messageLogQueryOptions(configurationId));

export function useSendMessage(configurationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: MessageSendDraft) =>
      messageResponseSchema.parse(unwrap(await api.post(messagesPath(configurationId), message)))
        .data,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: dashboardKeys.messages(configurationId) }),
  });
}

export function usePreviewMessage(configurationId: string) {
  return useMutation({
    mutationFn: async (content: MessageContent) =>
      messagePreviewResponseSchema.parse(
        unwrap(await api.post(`${messagesPath(configurationId)}/preview`, content)),
      ).data,
  });
}

export function useTestMessage(configurationId: string) {
  return useMutation({
    mutationFn: async (content: MessageContent) =>
      testSentResponseSchema.parse(
        unwrap(await api.post(`${messagesPath(configurationId)}/test`, content)),
      ).data,
  });
}

export function useSetReminders(configurationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enabled: boolean) =>
      reminderStateResponseSchema.parse(
        unwrap(await api.put(`${messagesPath(configurationId)}/reminders`, { enabled })),
      ).data,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: dashboardKeys.messages(configurationId) }),
  });
}
