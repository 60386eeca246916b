// POST /api/v2/door/{eventId}/sales: a sale at the door (contract/door-sales.ts), as a helper's
// door session or as the signed-in member.
import { doorSaleResponseSchema, type DoorSale } from '@/contract/door-sales';
import { api } from '@/lib/api/client';

export async function sendDoorSale(eventId: string, sale: DoorSale, bearer?: string) {
  const result = await api.post(`/api/v2/door/${eventId}/sales`, sale, { bearer });
  return result.ok ? { ...result, data: doorSaleResponseSchema.parse(result.data).data } : result;
}
