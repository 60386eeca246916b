// GET /api/v1/events/upload-status?eventIds=a,b: image status of freshly uploaded events.
import { uploadStatusResponseSchema } from '@/contract/imports';
import { api } from '@/lib/api/client';

export async function getUploadStatus(eventIds: string[]) {
  const result = await api.get('/api/v1/events/upload-status', {
    eventIds: eventIds.join(','),
  });
  return result.ok ? uploadStatusResponseSchema.parse(result.data).statuses : null;
}
