// PUT /api/v2/org/{organisationId}/settings/branding/{main|overlay}: a branding image.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsResponseSchema, type BrandingImage } from '@/contract/organisations';
import { api } from '@/lib/api/client';
import type { ApiResult } from '@/lib/api/result';
import { organisationKeys } from '@/lib/query-keys';

export const saveBrandingImage = (
  organisationId: string,
  image: BrandingImage,
  imageBase64: string | null,
) => api.put(`/api/v2/org/${organisationId}/settings/branding/${image}`, { imageBase64 });

export function useSaveBrandingImage(organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ image, imageBase64 }: { image: BrandingImage; imageBase64: string | null }) =>
      saveBrandingImage(organisationId, image, imageBase64),
    onSuccess: (result: ApiResult<unknown>) => {
      if (!result.ok) return;
      const { settings } = settingsResponseSchema.parse(result.data);
      queryClient.setQueryData(organisationKeys.settings(organisationId), settings);
    },
  });
}
