// POST /api/v2/ticket/guest-checkout: a visitor buys with their e-mail and name, no account. The
// same answer as a signed-in checkout (a hold and where to pay, or the demo order). Loaded only
// when a guest pays, so signed-in buyers never download it.
import type { GuestCheckoutRequest } from '@/contract/guest-checkout';
import { checkoutAnswerSchema } from '@/contract/payments';
import { api } from '@/lib/api/client';
import { parseAnswer } from '@/lib/api/parse-answer';

export const guestCheckout = async (request: GuestCheckoutRequest) =>
  parseAnswer(await api.post('/api/v2/ticket/guest-checkout', request), checkoutAnswerSchema);
