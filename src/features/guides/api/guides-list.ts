// GET /api/v2/guides?city=&style=&page=: one page of the local guides list.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { guideListResponseSchema, type GuideListQuery } from '@/contract/guides';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { guideKeys } from './query-keys';

const getGuides = async (query: GuideListQuery) => {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params[key] = String(value);
  return guideListResponseSchema.parse(unwrap(await api.get('/api/v2/guides', params))).data;
};

export const useGuides = (query: GuideListQuery) =>
  useQuery({
    queryKey: guideKeys.list(query),
    queryFn: () => getGuides(query),
    placeholderData: keepPreviousData,
  });
