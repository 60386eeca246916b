// POST /api/v2/event/check-duplicates: which table events are on Floorcraft already.
import { duplicateCheckResponseSchema } from '@/contract/imports';
import { api } from '@/lib/api/client';
import type { ApiResult } from '@/lib/api/result';
import type { UploadEvent } from '@/lib/calendar-files/upload-event';

export async function checkDuplicates(events: UploadEvent[], organisationId: string | null) {
  const result: ApiResult<unknown> = await api.post('/api/v2/event/check-duplicates', {
    eventChecks: events.map((event) => ({
      title: event.title,
      date: event.startDateTime,
      facebookId: event.facebookEventId,
      icalUID: event.icalUID,
    })),
    currentUserOrgId: organisationId,
  });
  if (!result.ok) return result;
  return { ...result, data: duplicateCheckResponseSchema.parse(result.data).duplicateResults };
}
