// GET /api/v2/org/{organisationId}/settings, cached under one key for every screen that reads it
// (the dashboard's settings, the wizard's ticketing defaults), so saving it updates them all.
import { queryOptions } from '@tanstack/react-query';
import { settingsResponseSchema } from '@/contract/organisations';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { organisationKeys } from '../query-keys';

const getSettings = async (organisationId: string) =>
  settingsResponseSchema.parse(unwrap(await api.get(`/api/v2/org/${organisationId}/settings`)))
    .settings;

export const settingsQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: organisationKeys.settings(organisationId),
    queryFn: () => getSettings(organisationId),
  });
