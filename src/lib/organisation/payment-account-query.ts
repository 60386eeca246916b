// GET /api/v2/org/{id}/payments — the school's Stripe account, as Stripe says it is now — under one
// key for every screen that reads it (Settings › Payment Settings, the wizard's publish checklist).
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { lazySchema } from '@/contract/lazy-schema';
import { paymentAccountSchema } from '@/contract/payments';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { organisationKeys } from '../query-keys';

const accountResponse = lazySchema(() => z.object({ data: paymentAccountSchema }));

export const paymentAccountQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: organisationKeys.payments(organisationId),
    queryFn: async () =>
      accountResponse.parse(unwrap(await api.get(`/api/v2/org/${organisationId}/payments`))).data,
  });
