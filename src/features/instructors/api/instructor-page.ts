// GET /api/v2/instructors/{slug}: an instructor's public page, starting from the data the server
// sent with the page when it did.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { instructorPageResponseSchema, instructorPageSchema } from '@/contract/instructors';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { useInitialData } from '@/lib/initial-data';
import { instructorKeys } from './query-keys';

const getInstructorPage = async (slug: string) =>
  instructorPageResponseSchema.parse(
    unwrap(await api.get(`/api/v2/instructors/${encodeURIComponent(slug)}`)),
  ).data;

export function useInstructorPage(slug: string) {
  const sent = useInitialData('instructorPage', instructorPageSchema);
  return useQuery({
    ...queryOptions({
      queryKey: instructorKeys.page(slug),
      queryFn: () => getInstructorPage(slug),
    }),
    ...(sent?.profile.slug === slug ? { initialData: sent, initialDataUpdatedAt: Date.now() } : {}),
    retry: false,
    // A confirmed session shows at once, not after the cache's minute.
    staleTime: 0,
  });
}
