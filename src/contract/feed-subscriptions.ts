// Calendar feed subscriptions: a school (or an uploader) adds an iCalendar address once and its
// events — weekly classes included — sync by the hour. The calls' shapes and the sync's rhythm.
import * as z from 'zod/mini';
import { typedLine } from './typed-text';
import { lazySchema } from './lazy-schema';
import { DANCE_STYLES } from './events';

export const FEED_SYNC_PERIOD_MS = 60 * 60 * 1000;
/** Occurrences of recurring events are made this far ahead. */
export const FEED_WEEKS_AHEAD = 12;
export const MAX_FEEDS_PER_OWNER = 20;
/** A feed brings in at most this many occurrences (the soonest); the rest are counted, not kept. */
export const MAX_FEED_OCCURRENCES = 2_000;
/** A feed's text is at most this large (a school's calendar with years of history fits). */
export const MAX_FEED_MEGABYTES = 3;

/** The note on a feed whose occurrences went over the cap. */
export const notImportedNote = (count: number) => `${count} more not imported`;

/**
 * One calendar however its address is spelled: the scheme (http, https, webcal, any case), the
 * host's case, a default port, a fragment, an empty query and doubled slashes in the path make no
 * difference. The database keeps it per feed, so the one-per-owner rule holds under concurrency.
 * Migration 0019 writes the same rule in SQL for the feeds stored before it.
 */
export function feedAddressKey(url: string): string {
  const trimmed = url.trim();
  let parsed: URL;
  try {
    // The web's own parser, as a fetch reads the address: host forms (127.1, 2130706433, upper
    // case, a trailing dot), default and zero-padded ports, dot segments, backslashes and tabs
    // all come out one way.
    parsed = new URL(trimmed.replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    return trimmed;
  }
  const host = parsed.hostname.replace(/\.$/, '');
  const port =
    parsed.port && parsed.port !== '80' && parsed.port !== '443' ? `:${parsed.port}` : '';
  const path = parsed.pathname.replace(/\/{2,}/g, '/') || '/';
  // Who signs in (user:password@) and the #fragment do not change which calendar it is.
  return `${host}${port}${path}${parsed.search}`;
}

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
        ...typedLine('Give the feed a name.'),
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
    /** A sync is under way (the first one runs after the feed is added). */
    syncing: z.boolean(),
    /** Occurrences over the cap at the last sync, not made into events. */
    notImported: z.number(),
  }),
);
export type FeedSubscription = z.infer<typeof feedSubscriptionSchema>;

export const feedListResponseSchema = lazySchema(() =>
  z.object({ data: z.array(feedSubscriptionSchema) }),
);
export const feedResponseSchema = lazySchema(() => z.object({ data: feedSubscriptionSchema }));
