// GET /api/v2/event/{eventId}: one event's page, starting from the data the server sent with the
// page when it did.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventPageResponseSchema, eventPageSchema } from '@/contract/event-page';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { useInitialData } from '@/lib/initial-data';

export const eventPageKeys = { one: (eventId: string) => ['event-page', eventId] as const };

const getEventPage = async (eventId: string) =>
  eventPageResponseSchema.parse(unwrap(await api.get(`/api/v2/event/${eventId}`))).data;

export function useEventPage(eventId: string) {
  const sent = useInitialData('eventPage', eventPageSchema);
  return useQuery({
    ...queryOptions({ queryKey: eventPageKeys.one(eventId), queryFn: () => getEventPage(eventId) }),
    ...(sent?.id === eventId ? { initialData: sent, initialDataUpdatedAt: Date.now() } : {}),
  });
}
