// GET /api/v2/ticket/organiser/{id}/attendees: a published event's sales, check-ins and attendees.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { attendeesResponseSchema } from '@/contract/attendees';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { ticketingKeys } from '@/lib/query-keys';

export const getAttendees = async (configurationId: string) =>
  attendeesResponseSchema.parse(
    unwrap(await api.get(`/api/v2/ticket/organiser/${configurationId}/attendees`)),
  ).data;

export const attendeesQueryOptions = (configurationId: string) =>
  queryOptions({
    queryKey: ticketingKeys.attendees(configurationId),
    queryFn: () => getAttendees(configurationId),
    // Dancers buy, wait and check in at any time: Sales is fetched afresh each time it opens.
    staleTime: 0,
  });

export const useAttendees = (configurationId: string | null) =>
  useQuery({ ...attendeesQueryOptions(configurationId ?? ''), enabled: configurationId !== null });
