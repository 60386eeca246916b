// An event's add-ons: GET /api/v2/ticket/organiser/{id}/add-ons (with sold, held and handed over
// per variant), POST (create), PUT …/{addOnId} (edit the whole add-on) and DELETE …/{addOnId}
// (take it off sale).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  organiserAddOnResponseSchema,
  organiserAddOnsResponseSchema,
  type AddOnInput,
} from '@/contract/add-ons';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { dashboardKeys } from './query-keys';

const addOnsPath = (configurationId: string) =>
  `/api/v2/ticket/organiser/${configurationId}/add-ons`;

export const addOnsQueryOptions = (configurationId: string) =>
  queryOptions({
    queryKey: dashboardKeys.addOns(configurationId),
    queryFn: async () =>
      organiserAddOnsResponseSchema.parse(unwrap(await api.get(addOnsPath(configurationId)))).data,
    // What is sold changes with every sale: read afresh whenever Sales opens.
    staleTime: 0,
  });

export const useAddOns = (configurationId: string) => useQuery(addOnsQueryOptions(configurationId));

export function useSaveAddOn(configurationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, addOn }: { id: string | null; addOn: AddOnInput }) =>
      organiserAddOnResponseSchema.parse(
        unwrap(
          id
            ? await api.put(`${addOnsPath(configurationId)}/${id}`, addOn)
            : await api.post(addOnsPath(configurationId), addOn),
        ),
      ).data,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: dashboardKeys.addOns(configurationId) }),
  });
}

export function useRemoveAddOn(configurationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(await api.delete(`${addOnsPath(configurationId)}/${id}`)),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: dashboardKeys.addOns(configurationId) }),
  });
}
