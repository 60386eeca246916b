// The server's public facts (support address, version): fetcher, query options and hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteInfoSchema, type SiteInfo } from '@/contract/site';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { infoKeys } from './query-keys';

export async function getSiteInfo(): Promise<SiteInfo> {
  return siteInfoSchema.parse(unwrap(await api.get('/api/v2/site')));
}

export const siteInfoQueryOptions = () =>
  queryOptions({ queryKey: infoKeys.siteInfo(), queryFn: getSiteInfo, staleTime: 60 * 60 * 1000 });

export const useSiteInfo = () => useQuery(siteInfoQueryOptions());
