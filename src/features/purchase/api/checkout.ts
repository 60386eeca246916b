// POST /api/v2/ticket/checkout: holds the chosen tickets and answers where to pay (Stripe
// Checkout), or — on a server without Stripe — issues the demo order at once. The transaction id is
// made once per attempt and sent again on a retry, so the server never holds or sells twice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkoutAnswerSchema, type CheckoutRequest } from '@/contract/payments';
import { api } from '@/lib/api/client';
import { parseAnswer } from '@/lib/api/parse-answer';
import { purchaseKeys } from './query-keys';
import { myTicketsKeys } from '@/lib/query-keys';

export const checkout = async (request: CheckoutRequest) =>
  parseAnswer(await api.post('/api/v2/ticket/checkout', request), checkoutAnswerSchema);

export function useCheckout(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['checkout'],
    mutationFn: checkout,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.event(eventId) });
      void queryClient.invalidateQueries({ queryKey: myTicketsKeys.all });
    },
  });
}
