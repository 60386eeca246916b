// GET /api/v2/ticket/organiser/draft/{id}: a draft or published configuration for the wizard.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketConfigurationSchema } from '@/contract/ticketing';
import * as z from 'zod/mini';
import { lazySchema } from '@/contract/lazy-schema';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { ticketingKeys } from '@/lib/query-keys';

const responseSchema = lazySchema(() => z.object({ data: ticketConfigurationSchema }));

export const getConfiguration = async (id: string) =>
  responseSchema.parse(unwrap(await api.get(`/api/v2/ticket/organiser/draft/${id}`))).data;

export const configurationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ticketingKeys.configuration(id),
    queryFn: () => getConfiguration(id),
    retry: false,
  });

/**
 * The wizard asks the server every time it opens an event: a copy kept from earlier (this cache,
 * restored from the device) may predate a publish or an edit made on another device, and the
 * wizard decides from it whether this device's own changes are newer.
 */
export const useConfiguration = (id: string | null) =>
  useQuery({
    ...configurationQueryOptions(id ?? ''),
    enabled: id !== null,
    refetchOnMount: 'always',
  });
