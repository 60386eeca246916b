// GET …/organiser/{id}/sales-series (an event's sales by day, for the chart on Sales), the orders
// export (GET …/orders/export, read through the API client and saved as a file) and GET
// …/organiser/attendee-access (which events' attendee lists the member may read).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { attendeeAccessResponseSchema, salesSeriesResponseSchema } from '@/contract/sales-reports';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { dashboardKeys } from './query-keys';

export const salesSeriesQueryOptions = (configurationId: string) =>
  queryOptions({
    queryKey: dashboardKeys.salesSeries(configurationId),
    queryFn: async () =>
      salesSeriesResponseSchema.parse(
        unwrap(await api.get(`/api/v2/ticket/organiser/${configurationId}/sales-series`)),
      ).data,
    // Sales come in at any time: fetched afresh each time Sales opens.
    staleTime: 0,
  });

export const useSalesSeries = (configurationId: string) =>
  useQuery(salesSeriesQueryOptions(configurationId));

/** A teacher's only: everyone else reads every event's list. */
export const useAttendeeAccess = (organisationId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: dashboardKeys.attendeeAccess(organisationId ?? ''),
    queryFn: async () =>
      attendeeAccessResponseSchema.parse(
        unwrap(await api.get('/api/v2/ticket/organiser/attendee-access')),
      ).data,
    enabled: enabled && organisationId !== null,
  });

export async function downloadOrdersCsv(configurationId: string, fileName: string) {
  const result = await api.get(`/api/v2/ticket/organiser/${configurationId}/orders/export`);
  if (!result.ok || typeof result.data !== 'string') return false;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([result.data], { type: 'text/csv;charset=utf-8' }));
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
  return true;
}
