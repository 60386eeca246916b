// GET /api/v2/guides/{slug or id}: a guide's public page; POST …/messages: a dancer writes to them.
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  guidePageResponseSchema,
  guidePageSchema,
  type GuideMessageInput,
} from '@/contract/guides';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { useInitialData } from '@/lib/initial-data';
import { guideKeys } from './query-keys';

const getGuidePage = async (handle: string) =>
  guidePageResponseSchema.parse(
    unwrap(await api.get(`/api/v2/guides/${encodeURIComponent(handle)}`)),
  ).data;

export function useGuidePage(handle: string) {
  const sent = useInitialData('guidePage', guidePageSchema);
  const fromServer = sent && (sent.profile.slug === handle || sent.profile.id === handle);
  return useQuery({
    queryKey: guideKeys.page(handle),
    queryFn: () => getGuidePage(handle),
    ...(fromServer ? { initialData: sent, initialDataUpdatedAt: Date.now() } : {}),
    retry: false,
  });
}

export const useSendGuideMessage = (handle: string) =>
  useMutation({
    mutationFn: (input: GuideMessageInput) =>
      api.post(`/api/v2/guides/${encodeURIComponent(handle)}/messages`, input),
  });
