// GET /api/v2/org/{id}/payments (the school's Stripe account, as Stripe says it is now) and
// POST …/payments/onboarding (the address of Stripe's onboarding, opening the account if needed).
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { paymentAccountSchema } from '@/contract/payments';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';

const accountResponse = z.object({ data: paymentAccountSchema });
const onboardingResponse = z.object({ data: z.object({ url: z.string() }) });

export const paymentAccountQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: ['organisation', organisationId, 'payments'],
    queryFn: async () =>
      accountResponse.parse(
        unwrap(await api.get<unknown>(`/api/v2/org/${organisationId}/payments`)),
      ).data,
  });

export const usePaymentAccount = (organisationId: string) =>
  useQuery(paymentAccountQueryOptions(organisationId));

export const useStripeOnboarding = (organisationId: string) =>
  useMutation({
    mutationFn: async () =>
      onboardingResponse.parse(
        unwrap(await api.post<unknown>(`/api/v2/org/${organisationId}/payments/onboarding`, {})),
      ).data.url,
  });
