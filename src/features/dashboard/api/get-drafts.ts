// GET /api/v2/ticket/organiser/drafts: the organisation's unpublished ticket configurations.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { draftListSchema } from '@/contract/organiser-lists';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { ticketingKeys } from '@/lib/query-keys';

export const getDrafts = async () =>
  draftListSchema.parse(unwrap(await api.get('/api/v2/ticket/organiser/drafts'))).data;

export const draftsQueryOptions = () =>
  queryOptions({ queryKey: ticketingKeys.drafts(), queryFn: getDrafts });

export const useDrafts = (enabled = true) =>
  useQuery({
    ...draftsQueryOptions(),
    enabled,
    // The school's lists change on its other devices too: opening the dashboard shows the kept
    // list at once and asks again, rather than trusting it for the minute it counts as fresh.
    refetchOnMount: 'always',
  });
