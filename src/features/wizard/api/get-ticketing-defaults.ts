// The defaults a new event's tickets start from: the ticketing part of the one settings query
// (lib/organisation/settings-query.ts), so a default saved on the dashboard is the wizard's next.
import { useQuery } from '@tanstack/react-query';
import { settingsQueryOptions } from '@/lib/organisation/settings-query';

export const useTicketingDefaults = (organisationId: string, enabled: boolean) =>
  useQuery({
    ...settingsQueryOptions(organisationId),
    select: (settings) => settings.ticketingDefaults,
    enabled,
  });

/** The school's zone, where a new event's times are read (the same settings query). */
export const useSchoolTimeZone = (organisationId: string, enabled: boolean) =>
  useQuery({
    ...settingsQueryOptions(organisationId),
    select: (settings) => settings.timeZone,
    enabled,
  });
