// The organiser's lists of ticket configurations (spec §3 Draft summary, Published ticketed
// event): the dashboard's drafts and Published Events, and the order and state they show in.
import * as z from 'zod/mini';
import { EVENT_STATES } from './event-changes';
import { lazySchema } from './lazy-schema';
import { sessionListSchema } from './sessions';
import { isoOrNull, ticketTypeSchema } from './ticketing';

const summaryDetailsSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    startDateTime: isoOrNull,
    location: z.object({ description: z.string() }),
  }),
);

export const draftSummarySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    eventDetails: summaryDetailsSchema,
    currentStep: z.number(),
    updatedAt: z.string(),
  }),
);
export type DraftSummary = z.infer<typeof draftSummarySchema>;

export const publishedEventSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    eventId: isoOrNull,
    status: z.enum(['draft', 'published']),
    /** With the zone the event happens in, so its date shows as it is there; with its end, so a
     * past one shows as Ended. */
    eventDetails: z.extend(summaryDetailsSchema, {
      timeZone: z.string(),
      endDateTime: z.optional(isoOrNull),
    }),
    ticketSetup: z.object({
      ticketTypes: z.array(ticketTypeSchema),
      /** The event's sessions, for the dashboard's Timetables (absent or none: one session). */
      sessions: z.optional(sessionListSchema),
    }),
    /** Cancelled or postponed by its school (an event change); absent on older answers. */
    eventState: z.optional(z.enum(EVENT_STATES)),
    /** What the calendar feed the event came from changed or dropped since tickets went on sale. */
    changedInFeed: z.optional(z.nullable(z.string())),
    /** Sales at a glance: places taken (comps too) of the types' numbers, and money kept (paid
     * less refunded) in the event's currency — the money only for roles that read sales. */
    sales: z.optional(
      z.object({
        sold: z.number(),
        capacity: z.number(),
        revenue: z.optional(z.number()),
        currency: z.string(),
      }),
    ),
  }),
);
export type PublishedEvent = z.infer<typeof publishedEventSchema>;

/**
 * Live until the event's end (its start when it has none, a day after it), Ended after; Cancelled
 * once its school called it off, and Postponed (until it ends) once it moved.
 */
export function publishedStateOf(
  event: PublishedEvent,
  now = new Date(),
): 'live' | 'ended' | 'cancelled' | 'postponed' {
  if (event.eventState === 'cancelled') return 'cancelled';
  const { startDateTime, endDateTime } = event.eventDetails;
  const end = endDateTime
    ? Date.parse(endDateTime)
    : startDateTime
      ? Date.parse(startDateTime) + 86_400_000
      : NaN;
  if (end <= now.getTime()) return 'ended';
  return event.eventState === 'postponed' ? 'postponed' : 'live';
}

const startOf = (event: PublishedEvent) =>
  event.eventDetails.startDateTime ? Date.parse(event.eventDetails.startDateTime) : NaN;

/**
 * The Published Events grid's order: coming events soonest first (those without a date last),
 * then ended and cancelled ones, the latest first.
 */
export function publishedInOrder(events: PublishedEvent[], now = new Date()): PublishedEvent[] {
  // Coming events (postponed ones too) first; ended and cancelled ones after.
  const rank = (event: PublishedEvent) =>
    ['live', 'postponed'].includes(publishedStateOf(event, now)) ? 0 : 1;
  return [...events].sort((a, b) => {
    if (rank(a) !== rank(b)) return rank(a) - rank(b);
    const [x, y] = [startOf(a), startOf(b)];
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : -1;
    return rank(a) === 0 ? x - y : y - x;
  });
}

export const configurationListSchema = lazySchema(() =>
  z.object({ data: z.array(publishedEventSchema) }),
);
export const draftListSchema = lazySchema(() => z.object({ data: z.array(draftSummarySchema) }));
