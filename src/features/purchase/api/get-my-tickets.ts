// GET /api/v2/ticket/mine: the signed-in buyer's tickets with their QR passes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { myTicketsResponseSchema } from '@/contract/my-tickets';
import { api } from '@/lib/api/client';
import { MY_TICKETS_PATH } from '@/lib/api/api-paths';
import { unwrap } from '@/lib/api/result';
import { myTicketsKeys } from '@/lib/query-keys';

export const getMyTickets = async () =>
  myTicketsResponseSchema.parse(unwrap(await api.get(MY_TICKETS_PATH))).data;

export const myTicketsQueryOptions = () =>
  // The saved copy shows at once; the server is asked every time the page opens.
  queryOptions({ queryKey: myTicketsKeys.all, queryFn: getMyTickets, staleTime: 0 });

export const useMyTickets = () => useQuery(myTicketsQueryOptions());
