// An event's sales over time for its organiser (tickets and money by day in the event's time zone,
// split by ticket type), the orders export's file, and which attendee lists a member may read (a
// teacher: those of the sessions they teach).
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** The longest series answered: the last this many days of sales. */
export const SALES_SERIES_MAX_DAYS = 366;

export const salesSeriesSchema = lazySchema(() =>
  z.object({
    currency: z.string(),
    /** The event's zone, in which each day runs from midnight to midnight. */
    timeZone: z.string(),
    /** The event's ticket types, in the order of each day's `tickets` and `ticketsCents`. */
    ticketTypes: z.array(z.object({ id: z.string(), name: z.string() })),
    /** Every day from the first sale to today (or the event's last day), days without sales too. */
    days: z.array(
      z.object({
        /** YYYY-MM-DD in `timeZone`. */
        date: z.string(),
        /** Tickets sold that day, by type (comps and class-pass bookings are not sales). */
        tickets: z.array(z.number()),
        /** Those tickets at their prices, by type, in cents (before a code's discount). */
        ticketsCents: z.array(z.number()),
        /** What buyers paid that day in cents: tickets less discounts, add-ons, fees passed on. */
        paidCents: z.number(),
        /** Refunds made that day in cents (whenever the order was made). */
        refundedCents: z.number(),
      }),
    ),
  }),
);
export type SalesSeries = z.infer<typeof salesSeriesSchema>;
export type SalesDay = SalesSeries['days'][number];

export const salesSeriesResponseSchema = lazySchema(() => z.object({ data: salesSeriesSchema }));

/** The attendee lists the signed-in member may read in the school they act for. */
export const attendeeAccessSchema = lazySchema(() =>
  z.object({
    /** Every event's (owner, manager, finance); false for a teacher. */
    all: z.boolean(),
    /** A teacher's: the events with a session their instructor profile is named on. */
    configurationIds: z.array(z.string()),
  }),
);
export type AttendeeAccess = z.infer<typeof attendeeAccessSchema>;
export const attendeeAccessResponseSchema = lazySchema(() =>
  z.object({ data: attendeeAccessSchema }),
);

/** What a teacher is told for an event none of whose sessions names their instructor profile. */
export const NOT_YOUR_SESSIONS_MESSAGE =
  'You see the attendees of the sessions you teach: the school names your instructor profile on them.';

/** The orders export's file name: the event's slug and date ("salsa-night-2031-02-14-orders.csv"). */
export const ordersFileNameOf = (attendeesFileName: string): string =>
  attendeesFileName
    .replace(/-attendees\.csv$/, '-orders.csv')
    .replace(/^attendees\.csv$/, 'orders.csv');
