// The one search (GET /api/v2/search, the /search page): words, dance styles and near me looked for
// at once among events and classes, instructors and local guides, each group a short list with
// the way to see more.
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { calendarEventSchema, calendarQueryFields, nearbyNeedsPoint } from './events';
import { searchFilterFields } from './event-search';
import { instructorSummarySchema } from './instructors';

/** How many of each group one search shows; the group's own page has the rest. */
export const SITE_SEARCH_GROUP_SIZE = 10;

export const siteSearchQuerySchema = lazySchema(() => {
  const { isNearby, latitude, longitude } = calendarQueryFields();
  return z
    .object({ isNearby, latitude, longitude, ...searchFilterFields() })
    .check(nearbyNeedsPoint());
});
export type SiteSearchQuery = z.infer<typeof siteSearchQuerySchema>;

/** An event or class found: the calendar's event, and the teachers its published sessions name;
 * `eventState` when its school cancelled or postponed it (absent while it is as planned). */
export const foundEventSchema = lazySchema(() =>
  z.object({
    event: calendarEventSchema,
    teachers: z.array(z.string()),
    eventState: z.optional(z.enum(['cancelled', 'postponed'])),
  }),
);
export type FoundEvent = z.infer<typeof foundEventSchema>;

export const siteSearchResultsSchema = lazySchema(() =>
  z.object({
    events: z.array(foundEventSchema),
    /** More events match than are shown: the event list (/tickets) has them. */
    moreEvents: z.boolean(),
    instructors: z.array(instructorSummarySchema),
    instructorsTotal: z.number(),
    /** Aficionados (local guides) with a public profile. */
    guides: z.array(instructorSummarySchema),
    guidesTotal: z.number(),
  }),
);
export type SiteSearchResults = z.infer<typeof siteSearchResultsSchema>;

export const siteSearchResponseSchema = lazySchema(() =>
  z.object({ data: siteSearchResultsSchema }),
);
