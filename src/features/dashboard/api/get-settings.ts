// GET /api/v2/org/{organisationId}/settings: ticketing defaults and organisation information.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsResponseSchema } from '@/contract/organisations';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';

export const getSettings = async (organisationId: string) =>
  settingsResponseSchema.parse(
    unwrap(await api.get<unknown>(`/api/v2/org/${organisationId}/settings`)),
  ).settings;

export const settingsQueryKey = (organisationId: string) =>
  ['organisation', organisationId, 'settings'] as const;

export const settingsQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: settingsQueryKey(organisationId),
    queryFn: () => getSettings(organisationId),
  });

export const useSettings = (organisationId: string, enabled = true) =>
  useQuery({ ...settingsQueryOptions(organisationId), enabled });
