// The door's calls (contract/door.ts), as a helper's door session or as the signed-in organiser.
import {
  createdDoorLinkSchema,
  doorDataResponseSchema,
  doorHandOverResponseSchema,
  doorLinksResponseSchema,
  doorSessionSchema,
  scanBatchResponseSchema,
  type DoorScan,
} from '@/contract/door';
import { api } from '@/lib/api/client';
import type { ApiResult } from '@/lib/api/result';

/** A scan waits this long for the server before the device decides on its own. */
export const ONLINE_SCAN_TIMEOUT_MS = 3_000;

/** The door data of the whole event, or of one of a festival's sessions. */
export const getDoorData = async (eventId: string, bearer?: string, sessionId?: string | null) => {
  const query = sessionId ? `?session=${encodeURIComponent(sessionId)}` : '';
  const result = await api.get(`/api/v2/door/${eventId}${query}`, undefined, { bearer });
  return result.ok ? { ...result, data: doorDataResponseSchema.parse(result.data).data } : result;
};

export async function sendScans(
  eventId: string,
  device: { deviceId: string; deviceName: string },
  scans: DoorScan[],
  options: { bearer?: string; timeoutMs?: number } = {},
) {
  const result = await api.post(`/api/v2/door/${eventId}/scans`, { ...device, scans }, options);
  return result.ok ? { ...result, data: scanBatchResponseSchema.parse(result.data).data } : result;
}

/** An order's add-on handed over at the door (online only; a repeat answers the first moment). */
export async function handOverDoorAddOn(
  eventId: string,
  orderId: string,
  addOnId: string,
  bearer?: string,
) {
  const result = await api.post(
    `/api/v2/door/${eventId}/orders/${orderId}/add-ons/${addOnId}/hand-over`,
    {},
    { bearer },
  );
  return result.ok ? { ...result, data: doorHandOverResponseSchema.parse(result.data) } : result;
}

export async function openDoorSession(linkId: string, secret: string, pin: string) {
  const result = await api.post(
    '/api/v2/door/session',
    { linkId, secret, pin },
    { skipAuthRetry: true },
  );
  return result.ok ? { ...result, data: doorSessionSchema.parse(result.data).data } : result;
}

export async function listDoorLinks(eventId: string) {
  const result = await api.get(`/api/v2/door/${eventId}/links`);
  return result.ok ? { ...result, data: doorLinksResponseSchema.parse(result.data).data } : result;
}

export async function createDoorLink(eventId: string, label: string) {
  const result = await api.post(`/api/v2/door/${eventId}/links`, { label });
  return result.ok ? { ...result, data: createdDoorLinkSchema.parse(result.data).data } : result;
}

export const revokeDoorLink = (eventId: string, linkId: string): Promise<ApiResult<unknown>> =>
  api.delete(`/api/v2/door/${eventId}/links/${linkId}`);
