// Shared by the calendar reads: the viewer's zone, the near-me parameters, and parsing the answer.
import { calendarResponseSchema, type CalendarEvent } from '@/contract/events';
import type { ApiResult } from '@/lib/api/result';
import { unwrap } from '@/lib/api/result';

export interface NearPoint {
  latitude: number;
  longitude: number;
}

export const viewerTimeZone = (): string =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || 'Australia/Sydney';

export function nearParams(near: NearPoint | null | undefined) {
  return near ? { isNearby: 'true', latitude: near.latitude, longitude: near.longitude } : {};
}

export function eventsOf(result: ApiResult<unknown>): CalendarEvent[] {
  return calendarResponseSchema.parse(unwrap(result)).data;
}
