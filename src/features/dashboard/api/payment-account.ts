// The school's Stripe account (lib/organisation/payment-account-query.ts) and
// POST …/payments/onboarding (the address of Stripe's onboarding, opening the account if needed).
import { useMutation, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { lazySchema } from '@/contract/lazy-schema';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { paymentAccountQueryOptions } from '@/lib/organisation/payment-account-query';

const onboardingResponse = lazySchema(() => z.object({ data: z.object({ url: z.string() }) }));

// Settings shows the account as Stripe says it is now: asked again on every opening (back from
// Stripe's onboarding, a copy kept on this device a minute ago would still read "not connected").
export const usePaymentAccount = (organisationId: string) =>
  useQuery({ ...paymentAccountQueryOptions(organisationId), refetchOnMount: 'always' });

export const useStripeOnboarding = (organisationId: string) =>
  useMutation({
    mutationFn: async () =>
      onboardingResponse.parse(
        unwrap(await api.post(`/api/v2/org/${organisationId}/payments/onboarding`, {})),
      ).data.url,
  });
