// Calendar feed subscriptions: a school (or an uploader) adds an iCalendar address once and its
// events — weekly classes included — sync by the hour. The calls' shapes and the sync's rhythm.
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { DANCE_STYLES } from './events';

export const FEED_SYNC_PERIOD_MS = 60 * 60 * 1000;
/** Occurrences of recurring events are made this far ahead. */
export const FEED_WEEKS_AHEAD = 12;
export const MAX_FEEDS_PER_OWNER = 20;

const FEED_URL_MESSAGE = 'Enter the feed’s address: it starts with https://, http:// or webcal://.';

export const addFeedRequestSchema = lazySchema(() =>
  z.object({
    url: z.string(FEED_URL_MESSAGE).check(
      z.trim(),
      z.maxLength(2000, 'The feed’s address is at most 2000 characters.'),
      z.refine((url) => /^(https?|webcals?):\/\/[^\s/]+/i.test(url), FEED_URL_MESSAGE),
    ),
    name: z
      .string('Give the feed a name.')
      .check(
        z.trim(),
        z.minLength(1, 'Give the feed a name.'),
        z.maxLength(100, 'A feed’s name is at most 100 characters.'),
      ),
    defaultStyle: z.optional(
      z.nullable(z.enum(DANCE_STYLES, 'The default style must be one of the dance styles.')),
    ),
  }),
);
export type AddFeedRequest = z.infer<typeof addFeedRequestSchema>;

export const removeFeedQuerySchema = lazySchema(() =>
  z.object({
    keepEvents: z.optional(z.enum(['true', 'false'], 'keepEvents is true or false.')),
  }),
);

export const feedSubscriptionSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    url: z.string(),
    defaultStyle: z.nullable(z.string()),
    lastSyncedAt: z.nullable(z.string()),
    nextSyncAt: z.string(),
    eventCount: z.number(),
    lastError: z.nullable(z.string()),
  }),
);
export type FeedSubscription = z.infer<typeof feedSubscriptionSchema>;

export const feedListResponseSchema = lazySchema(() =>
  z.object({ data: z.array(feedSubscriptionSchema) }),
);
export const feedResponseSchema = lazySchema(() => z.object({ data: feedSubscriptionSchema }));
