// GET /api/v2/ticket/organiser?status=published: the organisation's published ticketed events.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { configurationListSchema } from '@/contract/organiser-lists';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { ticketingKeys } from '@/lib/query-keys';

export const getPublished = async () =>
  configurationListSchema.parse(
    unwrap(await api.get('/api/v2/ticket/organiser', { status: 'published' })),
  ).data;

export const publishedQueryOptions = () =>
  queryOptions({ queryKey: ticketingKeys.published(), queryFn: getPublished });

export const usePublished = (enabled = true) =>
  useQuery({
    ...publishedQueryOptions(),
    enabled,
    // The school's lists change on its other devices too: opening the dashboard shows the kept
    // list at once and asks again, rather than trusting it for the minute it counts as fresh.
    refetchOnMount: 'always',
  });
