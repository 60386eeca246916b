// POST /api/v2/org/{organisationId}/settings/apply-template: a system template becomes the defaults.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyTemplateResponseSchema } from '@/contract/organisations';
import { api } from '@/lib/api/client';
import type { ApiResult } from '@/lib/api/result';
import { organisationKeys } from '@/lib/query-keys';

export const applyTemplate = (organisationId: string, templateId: string) =>
  api.post(`/api/v2/org/${organisationId}/settings/apply-template`, { templateId });

export function useApplyTemplate(organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) => applyTemplate(organisationId, templateId),
    onSuccess: (result: ApiResult<unknown>) => {
      if (!result.ok) return;
      const { settings } = applyTemplateResponseSchema.parse(result.data);
      queryClient.setQueryData(organisationKeys.settings(organisationId), settings);
    },
  });
}
