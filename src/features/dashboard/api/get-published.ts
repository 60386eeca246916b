// GET /api/v2/ticket/organiser?status=published: the organisation's published ticketed events.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { configurationListSchema } from '@/contract/ticketing';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';

export const getPublished = async () =>
  configurationListSchema.parse(
    unwrap(await api.get<unknown>('/api/v2/ticket/organiser', { status: 'published' })),
  ).data;

export const publishedQueryOptions = () =>
  queryOptions({ queryKey: ['tickets', 'published'], queryFn: getPublished });

export const usePublished = (enabled = true) => useQuery({ ...publishedQueryOptions(), enabled });
