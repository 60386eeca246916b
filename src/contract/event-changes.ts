// Cancelling or postponing a whole event: the school's request (with the client's key), what the
// confirmation dialog says will happen, the action's progress as the dashboard shows it, and the
// words both sides show. A postponement names the new start and until when holders may take a
// full refund instead of keeping their ticket.
import * as z from 'zod/mini';
import { EARLIEST_INSTANT, LATEST_INSTANT } from './instants';
import { lazySchema } from './lazy-schema';
import { multiLineText } from './storable-text';

export const EVENT_STATES = ['scheduled', 'cancelled', 'postponed'] as const;
export type EventState = (typeof EVENT_STATES)[number];

export const EVENT_CHANGE_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const MAX_CHANGE_NOTE = 2_000;

export const EVENT_ALREADY_CANCELLED = 'This event was cancelled already.';
export const EVENT_CHANGE_UNDER_WAY = 'A cancellation or postponement of this event is under way.';
export const EVENT_CHANGE_KEY_REUSED = 'This key was already used for another change.';
export const EVENT_NOT_PUBLISHED = 'Only a published event can be cancelled or postponed.';
export const EVENT_CANCELLED_TEXT = 'This event was cancelled. Every ticket was refunded.';

// A date the calendar can hold (2000 to 2100, as an event's own): a year like 275760 parses in
// JavaScript but not in the database, and answered 500.
const isoDate = (message: string) =>
  z.string(message).check(
    z.refine((text) => !Number.isNaN(Date.parse(text)), message),
    z.refine((text) => {
      const at = Date.parse(text);
      return Number.isNaN(at) || (at >= EARLIEST_INSTANT && at < LATEST_INSTANT);
    }, 'Please choose a date between 2000 and 2100.'),
  );

const clientKey = () =>
  z
    .string('clientKey is required.')
    .check(
      z.minLength(8, 'clientKey must be at least 8 characters.'),
      z.maxLength(100, 'clientKey is at most 100 characters.'),
    );

const note = () =>
  z.optional(
    z.string('note must be text.').check(
      // Read out in every holder's e-mail: no hidden marks that reorder or forge its lines.
      z.overwrite(multiLineText),
      z.maxLength(MAX_CHANGE_NOTE, `A note is at most ${MAX_CHANGE_NOTE} characters.`),
    ),
  );

export const eventChangeRequestSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('cancel'), clientKey: clientKey(), note: note() }),
    z.object({
      kind: z.literal('postpone'),
      clientKey: clientKey(),
      note: note(),
      /** The new start, and end when the event had one (its length is kept when absent). */
      newStartsAt: isoDate('Please choose the new date and time.'),
      newEndsAt: z.optional(z.nullable(isoDate('The new end must be a date and time.'))),
      /** Until when holders may take a full refund instead of keeping their ticket. */
      refundUntil: isoDate('Please choose until when holders may take a refund.'),
    }),
  ]),
);
export type EventChangeRequest = z.infer<typeof eventChangeRequestSchema>;

/** Where a postponement's dates are wrong: the message and the field, or null. */
export function postponementProblem(
  input: { newStartsAt: string; newEndsAt?: string | null; refundUntil: string },
  now = new Date(),
): { message: string; field: string } | null {
  const starts = new Date(input.newStartsAt);
  const until = new Date(input.refundUntil);
  if (starts <= now)
    return { message: 'The new date must be in the future.', field: 'newStartsAt' };
  if (input.newEndsAt && new Date(input.newEndsAt) <= starts)
    return { message: 'The new end must be after the new start.', field: 'newEndsAt' };
  if (until <= now)
    return { message: 'The refund cut-off must be in the future.', field: 'refundUntil' };
  if (until > starts)
    return { message: 'The refund cut-off must be before the new date.', field: 'refundUntil' };
  return null;
}

export const eventChangeSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    kind: z.enum(['cancel', 'postpone']),
    status: z.enum(EVENT_CHANGE_STATUSES),
    note: z.string(),
    oldStartsAt: z.string(),
    newStartsAt: z.nullable(z.string()),
    refundUntil: z.nullable(z.string()),
    ordersTotal: z.number(),
    ordersDone: z.number(),
    ticketsTotal: z.number(),
    refundedCents: z.number(),
    createdAt: z.string(),
    finishedAt: z.nullable(z.string()),
  }),
);
export type EventChange = z.infer<typeof eventChangeSchema>;

/** The event's state, what a cancellation would do now, and its changes, newest first. */
export const eventChangesViewSchema = lazySchema(() =>
  z.object({
    state: z.enum(EVENT_STATES),
    startsAt: z.string(),
    refundUntil: z.nullable(z.string()),
    /** Live tickets now, the orders they are in, and what refunding them all gives back. */
    tickets: z.number(),
    orders: z.number(),
    refundCents: z.number(),
    currency: z.string(),
    waiting: z.number(),
    changes: z.array(eventChangeSchema),
  }),
);
export type EventChangesView = z.infer<typeof eventChangesViewSchema>;
export const eventChangesViewResponseSchema = lazySchema(() =>
  z.object({ data: eventChangesViewSchema }),
);
export const eventChangeResponseSchema = lazySchema(() => z.object({ data: eventChangeSchema }));
