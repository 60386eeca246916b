// GET /api/v2/ticket/organiser/{id}/schedule-images and PUT …/schedule-images/{day}
// {imageBase64 | null}: an event's schedule image per day (Thursday to Sunday), set or removed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { scheduleImagesResponseSchema, type ScheduleDay } from '@/contract/schedule-images';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { ticketingKeys } from '@/lib/query-keys';

export const useScheduleImages = (configurationId: string) =>
  useQuery({
    queryKey: ticketingKeys.scheduleImages(configurationId),
    queryFn: async () =>
      scheduleImagesResponseSchema.parse(
        unwrap(await api.get(`/api/v2/ticket/organiser/${configurationId}/schedule-images`)),
      ).data,
  });

export function useSaveScheduleImage(configurationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ day, imageBase64 }: { day: ScheduleDay; imageBase64: string | null }) =>
      scheduleImagesResponseSchema.parse(
        unwrap(
          await api.put(`/api/v2/ticket/organiser/${configurationId}/schedule-images/${day}`, {
            imageBase64,
          }),
        ),
      ).data,
    onSuccess: (images) =>
      queryClient.setQueryData(ticketingKeys.scheduleImages(configurationId), images),
  });
}
