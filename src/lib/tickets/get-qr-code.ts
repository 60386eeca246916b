// GET /api/v2/ticket/organiser/{id}/qr-code: the event check-in QR as a PNG data URL (dashboard and wizard).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { qrCodeResponseSchema } from '@/contract/ticketing';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { ticketingKeys } from '../query-keys';

export const getQrCode = async (configurationId: string) =>
  qrCodeResponseSchema.parse(
    unwrap(await api.get(`/api/v2/ticket/organiser/${configurationId}/qr-code`)),
  ).data;

export const qrCodeQueryOptions = (configurationId: string) =>
  queryOptions({
    queryKey: ticketingKeys.qrCode(configurationId),
    queryFn: () => getQrCode(configurationId),
    staleTime: Infinity,
  });

export const useQrCode = (configurationId: string | null) =>
  useQuery({ ...qrCodeQueryOptions(configurationId ?? ''), enabled: configurationId !== null });
