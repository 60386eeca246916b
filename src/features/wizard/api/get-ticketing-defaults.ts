// GET /api/v2/org/{organisationId}/settings: the defaults a new event's tickets start from.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsResponseSchema } from '@/contract/organisations';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';

export const getTicketingDefaults = async (organisationId: string) =>
  settingsResponseSchema.parse(
    unwrap(await api.get<unknown>(`/api/v2/org/${organisationId}/settings`)),
  ).settings.ticketingDefaults;

export const ticketingDefaultsQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: ['organisation', organisationId, 'settings', 'ticketing-defaults'],
    queryFn: () => getTicketingDefaults(organisationId),
  });

export const useTicketingDefaults = (organisationId: string, enabled: boolean) =>
  useQuery({ ...ticketingDefaultsQueryOptions(organisationId), enabled });
