// GET /api/v2/orders/{id}/documents (the order's tax invoice or receipt and its refunds'
// adjustment notes) and each document's PDF, read through the API client and saved as a file.
import { useQuery } from '@tanstack/react-query';
import { orderDocumentsResponseSchema } from '@/contract/tax';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { saveFile } from '@/lib/api/save-file';
import { purchaseKeys } from './query-keys';

export const useOrderDocuments = (orderId: string) =>
  useQuery({
    queryKey: purchaseKeys.orderDocuments(orderId),
    queryFn: async () =>
      orderDocumentsResponseSchema.parse(
        unwrap(await api.get(`/api/v2/orders/${orderId}/documents`)),
      ).data,
    enabled: orderId !== '',
  });

/** Downloads a document: the invoice, or an adjustment note by its id. */
export async function downloadOrderDocument(
  orderId: string,
  fileName: string,
  noteId?: string,
): Promise<boolean> {
  const path = noteId
    ? `/api/v2/orders/${orderId}/adjustment-notes/${noteId}`
    : `/api/v2/orders/${orderId}/invoice`;
  const result = await api.get(path);
  if (!result.ok || !(result.data instanceof Blob)) return false;
  saveFile(result.data, fileName, 'application/pdf');
  return true;
}
