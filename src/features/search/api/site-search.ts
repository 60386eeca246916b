// GET /api/v2/search: events and classes, instructors and local guides for one search. Its
// answers are kept in the persisted query cache, so a search made before opens offline.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { siteSearchResponseSchema } from '@/contract/site-search';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { siteSearchKeys } from './query-keys';

export interface SiteSearch {
  q: string;
  styles: readonly string[];
  near: { latitude: number; longitude: number } | null;
  radiusKm: number | null;
}

/** The request's parameters (also the query's key). */
export function siteSearchParams(search: SiteSearch): Record<string, string | number> {
  return {
    ...(search.q.trim() ? { q: search.q.trim() } : {}),
    ...(search.styles.length > 0 ? { styles: search.styles.join(',') } : {}),
    ...(search.near
      ? { isNearby: 'true', latitude: search.near.latitude, longitude: search.near.longitude }
      : {}),
    ...(search.near && search.radiusKm !== null ? { radiusKm: search.radiusKm } : {}),
  };
}

const getSiteSearch = async (params: Record<string, string | number>) =>
  siteSearchResponseSchema.parse(unwrap(await api.get('/api/v2/search', params))).data;

export const useSiteSearch = (search: SiteSearch, enabled: boolean) => {
  const params = siteSearchParams(search);
  return useQuery({
    queryKey: siteSearchKeys.results(params),
    queryFn: () => getSiteSearch(params),
    placeholderData: keepPreviousData,
    enabled,
  });
};
