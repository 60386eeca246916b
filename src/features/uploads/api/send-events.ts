// POST /api/v2/event/ical/ical-import and ical-update: the events with their compressed images.
import { api } from '@/lib/api/client';
import type { UploadEvent } from '@/lib/calendar-files/upload-event';

export interface OutgoingEvent {
  event: UploadEvent;
  base64Image: string | null;
  existingEventId?: string;
  conflictAction?: 'overwrite' | 'update';
}

const body = ({ event, base64Image, existingEventId, conflictAction }: OutgoingEvent) => ({
  title: event.title,
  description: event.description,
  startDateTime: event.startDateTime,
  endDateTime: event.endDateTime,
  timeZone: event.timeZone,
  location: event.location,
  danceStyles: event.danceStyles,
  facebookUrl: event.facebookUrl,
  facebookEventId: event.facebookEventId,
  icalUID: event.icalUID,
  ...(base64Image && { base64Image }),
  ...(existingEventId && { existingEventId, conflictAction }),
});

export const importEvents = (events: OutgoingEvent[]) =>
  api.post('/api/v2/event/ical/ical-import', { events: events.map(body) });

export const updateEvents = (events: OutgoingEvent[]) =>
  api.post('/api/v2/event/ical/ical-update', { events: events.map(body) });
