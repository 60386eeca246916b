// GET /api/v2/org/{organisationId}: the signed-in member's organisation.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organisationResponseSchema } from '@/contract/organisations';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { organisationKeys } from '@/lib/query-keys';

export const getOrganisation = async (organisationId: string) =>
  organisationResponseSchema.parse(unwrap(await api.get(`/api/v2/org/${organisationId}`))).data;

export const organisationQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: organisationKeys.one(organisationId),
    queryFn: () => getOrganisation(organisationId),
  });

export const useOrganisation = (organisationId: string) =>
  useQuery(organisationQueryOptions(organisationId));
