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

/** What a public calendar is narrowed by beyond near me (null: nothing). */
export interface CalendarSearch {
  styles: readonly string[];
  q: string;
  /** How far near me reaches; null: the spec's 20 km. */
  radiusKm: number | null;
}

export function nearParams(near: NearPoint | null | undefined) {
  return near ? { isNearby: 'true', latitude: near.latitude, longitude: near.longitude } : {};
}

export function searchParams(search: CalendarSearch | null | undefined) {
  if (!search) return {};
  return {
    ...(search.styles.length > 0 ? { styles: search.styles.join(',') } : {}),
    ...(search.q.trim() ? { q: search.q.trim() } : {}),
    ...(search.radiusKm !== null ? { radiusKm: search.radiusKm } : {}),
  };
}

export function calendarEventsOf(result: ApiResult<unknown>): CalendarEvents {
  const { data, daysWithMore } = calendarResponseSchema.parse(unwrap(result));
  return { events: data, daysWithMore };
}

export function dayPageOf(result: ApiResult<unknown>): CalendarDayResponse {
  return calendarDayResponseSchema.parse(unwrap(result));
}
