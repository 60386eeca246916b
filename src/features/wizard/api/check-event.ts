// POST /api/v2/event/check-duplicates for the one event a calendar file brought into the wizard:
// is it on Floorcraft already, and whose is it?
import { duplicateCheckResponseSchema } from '@/contract/imports';
import type { UploadEvent } from '@/lib/calendar-files/upload-event';
import { api } from '@/lib/api/client';

export async function checkEvent(event: UploadEvent) {
  const result = await api.post<unknown>('/api/v2/event/check-duplicates', {
    eventChecks: [
      {
        title: event.title,
        date: event.startDateTime,
        facebookId: event.facebookEventId,
        icalUID: event.icalUID,
      },
    ],
  });
  if (!result.ok) return null;
  return duplicateCheckResponseSchema.parse(result.data).duplicateResults[0] ?? null;
}
