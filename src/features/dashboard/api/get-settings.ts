// The organisation's settings (ticketing defaults and information) for the dashboard, from the one
// settings query (lib/organisation/settings-query.ts).
import { useQuery } from '@tanstack/react-query';
import { settingsQueryOptions } from '@/lib/organisation/settings-query';

export const useSettings = (organisationId: string, enabled = true) =>
  useQuery({ ...settingsQueryOptions(organisationId), enabled });
