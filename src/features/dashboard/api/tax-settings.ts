// GET/PUT /api/v2/org/{id}/settings/tax (the school's legal name, ABN, GST registration and who
// pays the booking fee) and the GST summary per month as CSV (GET …/gst-summary), saved as a file.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { taxSettingsResponseSchema, type TaxSettings } from '@/contract/tax';
import { api } from '@/lib/api/client';
import { unwrap, type ApiResult } from '@/lib/api/result';
import { saveFile } from '@/lib/api/save-file';
import { dashboardKeys } from './query-keys';

export const useTaxSettings = (organisationId: string) =>
  useQuery({
    queryKey: dashboardKeys.taxSettings(organisationId),
    queryFn: async () =>
      taxSettingsResponseSchema.parse(
        unwrap(await api.get(`/api/v2/org/${organisationId}/settings/tax`)),
      ).data,
  });

/** Resolves with the call's result; the cached details follow a successful save. */
export function useSaveTaxSettings(organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TaxSettings) =>
      api.put(`/api/v2/org/${organisationId}/settings/tax`, settings),
    onSuccess: (result: ApiResult<unknown>) => {
      if (!result.ok) return;
      const { data } = taxSettingsResponseSchema.parse(result.data);
      queryClient.setQueryData(dashboardKeys.taxSettings(organisationId), data);
    },
  });
}

/** Months as YYYY-MM; the CSV is saved when the call succeeds. */
export async function downloadGstSummary(
  organisationId: string,
  range: { from: string; to: string },
): Promise<ApiResult<unknown>> {
  const result = await api.get(`/api/v2/org/${organisationId}/gst-summary`, range);
  if (result.ok && typeof result.data === 'string')
    saveFile(result.data, `gst-summary-${range.from}-to-${range.to}.csv`, 'text/csv;charset=utf-8');
  return result;
}
