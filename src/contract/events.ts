// Calendar events as the calendars read them (spec §3 Calendar event, §7 Events and calendar).
import * as z from 'zod/mini';
import { canonicalTimeZone, isTimeZone } from './date-formats';
import { lazySchema } from './lazy-schema';
import { coordinate, wholeNumber } from './query-numbers';

export { wholeNumber } from './query-numbers';

/** Spec §1: the styles that appear, in the order style keywords are looked for. */
export const DANCE_STYLES = [
  'salsa',
  'bachata',
  'zouk',
  'kizomba',
  'tango',
  'west coast swing',
  'forro',
  'lambada',
  'samba',
  'bolero',
  'merengue',
  'mambo',
  'reggaeton',
  'hip-hop',
  'other',
] as const;
export type DanceStyle = (typeof DANCE_STYLES)[number];

/** Spec §9: near me means within 20 km. */
export const NEARBY_RADIUS_METRES = 20_000;
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

/** Where an event or a school is: a zone name Intl knows, such as Australia/Perth, by its own name. */
export const knownTimeZone = (field: string) =>
  z.pipe(
    z
      .string()
      .check(
        z.maxLength(64, `${field} must be a time zone such as Australia/Perth.`),
        z.refine(isTimeZone, `${field} must be a time zone such as Australia/Perth.`),
      ),
    z.transform((zone: string) => canonicalTimeZone(zone) ?? zone),
  );

/** What an imported event without a title or a place says (spec §9). */
export const UNTITLED_EVENT = 'Untitled Event';
export const LOCATION_TBA = 'Location TBA';

export const eventLocationSchema = lazySchema(() =>
  z.object({
    description: z.string(),
    latitude: z.nullable(z.number()),
    longitude: z.nullable(z.number()),
    isVenueOnly: z.boolean(),
    rawLocation: z.nullable(z.string()),
  }),
);

/** Characters of a description a calendar answer carries (the event's page has the whole). */
export const CALENDAR_DESCRIPTION_LENGTH = 500;

export const calendarEventSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    /** ISO instants (UTC). */
    eventStartDateTime: z.string(),
    eventEndDateTime: z.string(),
    /** Where the event happens; pages show its times in this zone. */
    timeZone: z.string(),
    eventLocation: eventLocationSchema,
    danceStyles: z.array(z.string()),
    facebookUrl: z.nullable(z.string()),
    facebookEventId: z.nullable(z.string()),
    icalUID: z.nullable(z.string()),
    importSource: z.enum(['manual', 'ics', 'facebook', 'feed']),
    isEventOwner: z.boolean(),
    organisationName: z.nullable(z.string()),
    eventImageUrl: z.nullable(z.string()),
    hasTickets: z.boolean(),
    /** Its school cancelled it: still shown on its date, marked (absent in older answers). */
    cancelled: z.optional(z.boolean()),
    isDemoData: z.boolean(),
  }),
);
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** A month or week holds at most this many events a day; the day read pages through the rest. */
export const DAY_EVENT_LIMIT = 15;

export const calendarResponseSchema = lazySchema(() =>
  z.object({
    data: z.array(calendarEventSchema),
    /** Days (YYYY-MM-DD) that hold more events than the answer carries. */
    daysWithMore: z._default(z.array(z.string()), []),
  }),
);
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;

/** One page of a day's events; nextOffset reads the next page, null when there is none. */
export const calendarDayResponseSchema = lazySchema(() =>
  z.object({
    data: z.array(calendarEventSchema),
    nextOffset: z.nullable(z.number()),
  }),
);
export type CalendarDayResponse = z.infer<typeof calendarDayResponseSchema>;

export const calendarMonthParamsSchema = lazySchema(() =>
  z.object({
    year: wholeNumber('year', 2000, 2100),
    month: wholeNumber('month', 1, 12),
  }),
);

/** A calendar date (YYYY-MM-DD) in the years the calendar shows. */
export const calendarDate = (name: string) =>
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be YYYY-MM-DD.`),
    z.refine((date) => {
      const parsed = new Date(`${date}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
    }, `${name} must be a real calendar date.`),
    // The months the calendar shows (year 0000 reached the database and answered 500).
    z.refine((date) => {
      const year = Number(date.slice(0, 4));
      return year >= 2000 && year <= 2100;
    }, `${name} must be between 2000 and 2100.`),
  );

export const calendarDayParamsSchema = lazySchema(() => z.object({ date: calendarDate('date') }));

const flag = lazySchema(() => z.optional(z.enum(['true', 'false'])));

/** The query fields every calendar read takes (event-search.ts adds the search filters). */
export const calendarQueryFields = () => ({
  isNearby: flag,
  isThisWeekOnly: flag,
  latitude: coordinate('latitude', 90),
  longitude: coordinate('longitude', 180),
  timeZone: z.optional(z.string().check(z.maxLength(64))),
  /** Day reads and the event list: how many events to skip. */
  offset: z.optional(wholeNumber('offset', 0, 100_000)),
});

/** Near me needs the point it is near. */
export const nearbyNeedsPoint = <
  Query extends { isNearby?: string; latitude?: number; longitude?: number },
>() =>
  z.refine<Query>(
    (query) =>
      query.isNearby !== 'true' || (query.latitude !== undefined && query.longitude !== undefined),
    {
      message: 'latitude and longitude are required with isNearby=true.',
      path: ['latitude'],
    },
  );

export const calendarQuerySchema = lazySchema(() =>
  z.object(calendarQueryFields()).check(nearbyNeedsPoint()),
);
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;
