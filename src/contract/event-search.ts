// Finding dance: the filters a public calendar and the event list are narrowed by — dance styles
// (any of several), words (title, school, venue, teachers), near a point within a chosen radius,
// and a range of dates — and the pure rules both sides read them with.
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { queryNumber } from './query-numbers';
import {
  calendarDate,
  calendarDayResponseSchema,
  calendarQueryFields,
  DANCE_STYLES,
  NEARBY_RADIUS_METRES,
  nearbyNeedsPoint,
  wholeNumber,
  type DanceStyle,
} from './events';
import {
  MAX_RADIUS_KM,
  MAX_SEARCH_DAYS,
  MAX_SEARCH_PAGE_SIZE,
  MAX_SEARCH_TEXT,
  MAX_SEARCH_WORDS,
} from './search-limits';

export * from './search-limits';

/** The radii a dancer picks from; the spec's 20 km is the default. */
export const SEARCH_RADII_KM = [5, 10, 20, 50] as const;
export const DEFAULT_RADIUS_KM = NEARBY_RADIUS_METRES / 1000;

const isDanceStyle = (style: string): style is DanceStyle =>
  (DANCE_STYLES as readonly string[]).includes(style);

/** "zouk,bachata" as styles: known ones, each once, in the spec's order; unknown ones dropped. */
export function styleListOf(text: string | null | undefined): DanceStyle[] {
  const asked = new Set((text ?? '').split(',').map((style) => style.trim().toLowerCase()));
  return DANCE_STYLES.filter((style) => asked.has(style));
}

/** The words looked for: lower case, at most MAX_SEARCH_WORDS, each at least one letter long. */
export function searchWordsOf(text: string | null | undefined): string[] {
  const words = (text ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** The search filters, beside a calendar read's fields (and the one search's, site-search.ts). */
export const searchFilterFields = () => ({
  styles: z.optional(
    z.string().check(
      z.maxLength(300, 'styles is too long.'),
      z.refine(
        (text) =>
          text
            .split(',')
            .map((style) => style.trim().toLowerCase())
            .every(isDanceStyle),
        `styles must be dance styles, comma-separated: ${DANCE_STYLES.join(', ')}.`,
      ),
    ),
  ),
  q: z.optional(
    z
      .string()
      .check(z.maxLength(MAX_SEARCH_TEXT, `q must be at most ${MAX_SEARCH_TEXT} characters.`)),
  ),
  radiusKm: z.optional(
    queryNumber(
      `radiusKm must be from 1 to ${MAX_RADIUS_KM}.`,
      z.gte(1, `radiusKm must be from 1 to ${MAX_RADIUS_KM}.`),
      z.lte(MAX_RADIUS_KM, `radiusKm must be from 1 to ${MAX_RADIUS_KM}.`),
    ),
  ),
});

/** A public calendar read (month, week, day) with the search filters. */
export const filteredCalendarQuerySchema = lazySchema(() =>
  z.object({ ...calendarQueryFields(), ...searchFilterFields() }).check(nearbyNeedsPoint()),
);
export type FilteredCalendarQuery = z.infer<typeof filteredCalendarQuerySchema>;

/** GET /api/v2/event/calendar/search: the event list, from..to (dates where events happen). */
export const eventSearchQuerySchema = lazySchema(() =>
  z
    .object({
      ...calendarQueryFields(),
      ...searchFilterFields(),
      from: z.optional(calendarDate('from')),
      to: z.optional(calendarDate('to')),
      limit: z.optional(wholeNumber('limit', 1, MAX_SEARCH_PAGE_SIZE)),
    })
    .check(
      nearbyNeedsPoint(),
      z.refine((query) => !query.from || !query.to || query.from <= query.to, {
        message: 'to must not be before from.',
        path: ['to'],
      }),
      z.refine(
        (query) =>
          !query.from || !query.to || dayNumber(query.to) - dayNumber(query.from) < MAX_SEARCH_DAYS,
        { message: `from and to must be at most ${MAX_SEARCH_DAYS} days apart.`, path: ['to'] },
      ),
    ),
);
export type EventSearchQuery = z.infer<typeof eventSearchQuerySchema>;

/** One page of the list, soonest first; nextOffset reads the next page, null when there is none. */
export const eventSearchResponseSchema = calendarDayResponseSchema;
