// A dancer's class passes: GET /api/v2/passes/mine, POST /api/v2/passes/{passId}/checkout (buy),
// POST /api/v2/passes/orders/{id}/book (a class), DELETE /api/v2/passes/bookings/{id} (cancel).
import { useMutation, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { lazySchema } from '@/contract/lazy-schema';
import { myPassesResponseSchema, passOrderAnswerSchema } from '@/contract/class-passes';
import type { DanceRole } from '@/contract/partner-roles';
import { api } from '@/lib/api/client';
import { MY_PASSES_PATH } from '@/lib/api/api-paths';
import { unwrap } from '@/lib/api/result';
import { myTicketsKeys } from '@/lib/query-keys';
import { useMyTicketsChanged } from './my-tickets-changed';

export const useMyPasses = () =>
  useQuery({
    queryKey: myTicketsKeys.passes(),
    queryFn: async () => myPassesResponseSchema.parse(unwrap(await api.get(MY_PASSES_PATH))).data,
    // The saved copy shows at once; the server is asked every time the page opens.
    staleTime: 0,
  });

export const buyPass = async (passId: string, transactionId: string) =>
  passOrderAnswerSchema.parse(
    unwrap(await api.post(`/api/v2/passes/${passId}/checkout`, { transactionId })),
  );

const bookingSchema = lazySchema(() =>
  z.object({ data: z.object({ bookingId: z.string(), code: z.string() }) }),
);

/** Booking and cancelling change the pass's credits and the dancer's tickets alike. */
export function usePassBooking() {
  const changed = useMyTicketsChanged();
  const settled = () => changed();
  const book = useMutation({
    mutationFn: async (booking: {
      passOrderId: string;
      eventId: string;
      sessionId: string;
      role?: DanceRole;
    }) =>
      bookingSchema.parse(
        unwrap(
          await api.post(`/api/v2/passes/orders/${booking.passOrderId}/book`, {
            eventId: booking.eventId,
            sessionId: booking.sessionId,
            ...(booking.role ? { role: booking.role } : {}),
          }),
        ),
      ).data,
    onSettled: settled,
  });
  const cancel = useMutation({
    mutationFn: async (bookingId: string) =>
      unwrap(await api.delete(`/api/v2/passes/bookings/${bookingId}`)),
    onSettled: settled,
  });
  return { book, cancel };
}
