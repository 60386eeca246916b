// PUT /api/v2/org/{organisationId}/settings: saves ticketing defaults or organisation information.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  settingsResponseSchema,
  type OrganisationInfo,
  type TicketingDefaults,
} from '@/contract/organisations';
import { api } from '@/lib/api/client';
import type { ApiResult } from '@/lib/api/result';
import { organisationKeys } from '@/lib/query-keys';

export interface SettingsUpdate {
  ticketingDefaults?: TicketingDefaults;
  organisationInfo?: OrganisationInfo;
  timeZone?: string;
}

export const saveSettings = (organisationId: string, update: SettingsUpdate) =>
  api.put(`/api/v2/org/${organisationId}/settings`, update);

/** Resolves with the call's result; the cached settings follow a successful save. */
export function useSaveSettings(organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SettingsUpdate) => saveSettings(organisationId, update),
    onSuccess: (result: ApiResult<unknown>) => {
      if (!result.ok) return;
      const { settings } = settingsResponseSchema.parse(result.data);
      queryClient.setQueryData(organisationKeys.settings(organisationId), settings);
    },
  });
}
