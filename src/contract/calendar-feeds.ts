// The iCalendar feeds we publish (school, discovery, a dancer's tickets) and the call that makes or
// removes a dancer's secret ticket-feed address.
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { DANCE_STYLES } from './events';
import { coordinate, queryNumber } from './query-numbers';

export const DEFAULT_FEED_RADIUS_KM = 50;

export const discoveryFeedQuerySchema = lazySchema(() =>
  z
    .object({
      style: z.optional(z.enum(DANCE_STYLES, 'style must be one of the dance styles.')),
      latitude: coordinate('latitude', 90),
      longitude: coordinate('longitude', 180),
      radiusKm: z.optional(
        queryNumber(
          'radiusKm must be a number.',
          z.gt(0, 'radiusKm must be above 0.'),
          z.lte(500, 'radiusKm is at most 500.'),
        ),
      ),
    })
    .check(
      z.refine((query) => (query.latitude === undefined) === (query.longitude === undefined), {
        message: 'latitude and longitude go together.',
        path: ['latitude'],
      }),
    ),
);

export const schoolFeedParamsSchema = lazySchema(() =>
  z.object({
    organisationId: z.uuid('This is not a dance school’s calendar.'),
  }),
);

export const ticketsFeedResponseSchema = lazySchema(() =>
  z.object({ data: z.object({ url: z.string() }) }),
);

/** Whether the signed-in account has a ticket feed address (GET /api/v2/account/calendar-feed). */
export const ticketsFeedStateSchema = lazySchema(() =>
  z.object({ data: z.object({ active: z.boolean() }) }),
);

/** The same feed for a calendar app to subscribe to (webcal:// opens the phone's calendar). */
export const webcalOf = (url: string) => url.replace(/^https?:\/\//, 'webcal://');
