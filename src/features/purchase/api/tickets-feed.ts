// POST /api/v2/account/calendar-feed (a new secret address for my tickets' feed; an earlier one
// stops working) and DELETE (no feed).
import { ticketsFeedResponseSchema } from '@/contract/calendar-feeds';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';

export const newTicketsFeed = async () =>
  ticketsFeedResponseSchema.parse(unwrap(await api.post('/api/v2/account/calendar-feed', {}))).data
    .url;

export const removeTicketsFeed = async () => {
  unwrap(await api.delete('/api/v2/account/calendar-feed'));
};
