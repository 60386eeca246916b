// Facebook calls shared by the integration screen and Dashboard › Settings: the connection
// status, and the page's organisation details (read, refresh from Facebook, confirm into the
// organisation's settings).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { facebookStatusSchema, organisationDetailsAnswerSchema } from '@/contract/facebook';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { facebookKeys, organisationKeys } from '../query-keys';
import { parseAnswer } from '../api/parse-answer';

export const facebookStatusQueryOptions = () =>
  queryOptions({
    queryKey: facebookKeys.status(),
    // Facebook's sign-in changes it from another page (its redirect back), so every screen that
    // shows the connection asks the server rather than trust a copy from before.
    staleTime: 0,
    queryFn: async () =>
      facebookStatusSchema.parse(unwrap(await api.get('/api/v2/facebook/status'))),
  });

export const useFacebookStatus = () => useQuery(facebookStatusQueryOptions());

export const refreshOrganisationDetails = async () =>
  parseAnswer(
    await api.post('/api/v2/facebook/organisation-details/refresh', {}),
    organisationDetailsAnswerSchema,
  );

export const getOrganisationDetails = async () =>
  parseAnswer(
    await api.get('/api/v2/facebook/organisation-details'),
    organisationDetailsAnswerSchema,
  );

/** Copies the page's details into the organisation information (after the organiser agreed). */
export function useConfirmOrganisationDetails(organisationId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/v2/facebook/organisation-details/confirm', {}),
    onSuccess: async (result) => {
      if (!result.ok) return;
      await queryClient.invalidateQueries({ queryKey: facebookKeys.all });
      // The organisation and its settings (['organisation', id, 'settings']) both changed.
      if (organisationId)
        await queryClient.invalidateQueries({ queryKey: organisationKeys.one(organisationId) });
    },
  });
}
