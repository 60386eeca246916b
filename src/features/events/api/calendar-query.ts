// Shared by the calendar reads: the viewer's zone, the near-me parameters, and parsing the answer.
import {
  calendarDayResponseSchema,
  calendarResponseSchema,
  type CalendarDayResponse,
  type CalendarEvent,
} from '@/contract/events';
import type { ApiResult } from '@/lib/api/result';
import { unwrap } from '@/lib/api/result';

export interface NearPoint {
  latitude: number;
  longitude: number;
}

/** A month's or week's events, and the days that hold more than the answer carries. */
export interface CalendarEvents {
  events: CalendarEvent[];
  daysWithMore: string[];
}

export { viewerTimeZone } from '@/lib/event-time';

export function nearParams(near: NearPoint | null | undefined) {
  return near ? { isNearby: 'true', latitude: near.latitude, longitude: near.longitude } : {};
}

export function calendarEventsOf(result: ApiResult<unknown>): CalendarEvents {
  const { data, daysWithMore } = calendarResponseSchema.parse(unwrap(result));
  return { events: data, daysWithMore };
}

export function dayPageOf(result: ApiResult<unknown>): CalendarDayResponse {
  return calendarDayResponseSchema.parse(unwrap(result));
}
