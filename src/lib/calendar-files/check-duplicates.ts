// POST /api/v2/event/check-duplicates: which events read from a calendar file are on Floorcraft
// already, and whose they are (the uploads table, and the wizard's single-event import).
import { duplicateCheckResponseSchema } from '@/contract/imports';
import { api } from '@/lib/api/client';
import type { ApiResult } from '@/lib/api/result';
import type { UploadEvent } from './upload-event';

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
