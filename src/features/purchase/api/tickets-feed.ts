// GET /api/v2/account/calendar-feed (whether my tickets' feed has an address now), POST (a new
// secret address; an earlier one stops working) and DELETE (no feed).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketsFeedResponseSchema, ticketsFeedStateSchema } from '@/contract/calendar-feeds';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { purchaseKeys } from './query-keys';

export const ticketsFeedStateQueryOptions = () =>
  queryOptions({
    queryKey: purchaseKeys.ticketsFeed(),
    queryFn: async () =>
      ticketsFeedStateSchema.parse(unwrap(await api.get('/api/v2/account/calendar-feed'))).data
        .active,
  });

export const useTicketsFeedActive = () => useQuery(ticketsFeedStateQueryOptions());

export const newTicketsFeed = async () =>
  ticketsFeedResponseSchema.parse(unwrap(await api.post('/api/v2/account/calendar-feed', {}))).data
    .url;

export const removeTicketsFeed = async () => {
  unwrap(await api.delete('/api/v2/account/calendar-feed'));
};
