// A buyer's changes to the tickets of an order: what they may do now (GET
// /api/v2/orders/{id}/ticket-options) and the changes — pass on, rename, cancel within the policy,
// change its holder's answers, ask for a refund (POST/PUT …/tickets/{ticketId}/…); for a guest's
// order opened by its signed link (`access`), the answers read and changed through that link
// (…/shared/…), the names changed by that link too; a ticket passed on to the signed-in dancer,
// its answers read and changed by its holder (/api/v2/ticket/mine/{ticketId}/answers). Every change refreshes the order, its documents and My Tickets (all under
// myTicketsKeys).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelResultSchema,
  refundAskResultSchema,
  ticketOptionsSchema,
  transferResultSchema,
} from '@/contract/ticket-changes';
import type { Answers } from '@/contract/attendee-questions';
import { orderAnswersSchema } from '@/contract/order-answers';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { myTicketsKeys } from '@/lib/query-keys';
import { purchaseKeys } from './query-keys';

const ticketPath = (orderId: string, ticketId: string, what: string) =>
  `/api/v2/orders/${orderId}/tickets/${ticketId}/${what}`;

export const ticketOptionsQuery = (orderId: string) =>
  queryOptions({
    queryKey: purchaseKeys.ticketOptions(orderId),
    queryFn: async () =>
      ticketOptionsSchema.parse(unwrap(await api.get(`/api/v2/orders/${orderId}/ticket-options`)))
        .data,
    staleTime: 0,
  });

export const useTicketOptions = (orderId: string) => useQuery(ticketOptionsQuery(orderId));

function useTicketChange<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myTicketsKeys.all }),
  });
}

export const useTransferTicket = (orderId: string, ticketId: string) =>
  useTicketChange(
    async (input: { clientKey: string; name: string; email: string }) =>
      transferResultSchema.parse(
        unwrap(await api.post(ticketPath(orderId, ticketId, 'transfer'), input)),
      ).data,
  );

const withAccess = (path: string, access: string) => `${path}?access=${encodeURIComponent(access)}`;

/** Changes the name on a ticket: the signed-in buyer's, or with a guest's link (`access`). */
export const useRenameHolder = (orderId: string, ticketId: string, access: string | null = null) =>
  useTicketChange(async (name: string) =>
    unwrap(
      await api.put(
        access
          ? withAccess(`/api/v2/orders/${orderId}/shared/tickets/${ticketId}/holder`, access)
          : ticketPath(orderId, ticketId, 'holder'),
        { name },
      ),
    ),
  );

/** A guest's tickets with their answers, read with the order's signed link. */
export const useGuestAnswers = (orderId: string, access: string) =>
  useQuery({
    queryKey: purchaseKeys.guestAnswers(orderId, access),
    queryFn: async () =>
      orderAnswersSchema.parse(
        unwrap(await api.get(withAccess(`/api/v2/orders/${orderId}/shared/answers`, access))),
      ).data,
  });

const heldAnswersPath = (ticketId: string) => `/api/v2/ticket/mine/${ticketId}/answers`;

/**
 * Where a ticket's answers are changed: the signed-in buyer's order, a guest's order by its link
 * (`access`), or a ticket passed on to the signed-in dancer (`held`).
 */
export type AnswersTarget = { orderId: string; access?: string | null } | { held: true };

/** Changes a ticket's answers, by whichever authority the target names. */
export const useChangeAnswers = (target: AnswersTarget, ticketId: string) =>
  useTicketChange(async (answers: Answers) =>
    unwrap(
      await api.put(
        'held' in target
          ? heldAnswersPath(ticketId)
          : target.access
            ? withAccess(
                `/api/v2/orders/${target.orderId}/shared/tickets/${ticketId}/answers`,
                target.access,
              )
            : ticketPath(target.orderId, ticketId, 'answers'),
        { answers },
      ),
    ),
  );

/** A ticket passed on to the signed-in dancer: the school's questions and their answers so far. */
export const useHeldAnswers = (ticketId: string) =>
  useQuery({
    queryKey: purchaseKeys.heldAnswers(ticketId),
    queryFn: async () =>
      orderAnswersSchema.parse(unwrap(await api.get(heldAnswersPath(ticketId)))).data,
    staleTime: 0,
  });

export const useCancelTicket = (orderId: string, ticketId: string) =>
  useTicketChange(
    async (input: { clientKey: string; refundCents: number }) =>
      cancelResultSchema.parse(
        unwrap(await api.post(ticketPath(orderId, ticketId, 'cancel'), input)),
      ).data,
  );

export const useAskRefund = (orderId: string, ticketId: string) =>
  useTicketChange(
    async (input: { clientKey: string; message: string }) =>
      refundAskResultSchema.parse(
        unwrap(await api.post(ticketPath(orderId, ticketId, 'refund-request'), input)),
      ).data,
  );
