// GET /api/v2/facebook/data-deletion/{code}: the status of a deletion Facebook asked us for.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataDeletionStatusSchema } from '@/contract/facebook';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { facebookKeys } from '@/lib/query-keys';

export const deletionStatusQueryOptions = (code: string) =>
  queryOptions({
    queryKey: facebookKeys.dataDeletion(code),
    queryFn: async () =>
      dataDeletionStatusSchema.parse(
        unwrap(await api.get(`/api/v2/facebook/data-deletion/${encodeURIComponent(code)}`)),
      ),
    retry: false,
  });

export const useDeletionStatus = (code: string) =>
  useQuery({ ...deletionStatusQueryOptions(code), enabled: code.length > 0 });
