// Waitlists: of a partner role while the balance blocks it, or of any ticket type that is sold out
// (its own seats or the event's); the place offered (held for a while, paid through checkout), and
// what a dancer and an organiser see of it.
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** How long an offered place is held for the dancer. */
export const WAITLIST_OFFER_HOURS = 12;

/** A sale refused because the places left are owed to those on the type's waiting list. */
export const lineQueueMessage = (typeName: string) =>
  `"${typeName}" is sold out: its free places go to the waiting list first.`;

export const joinWaitlistRequestSchema = lazySchema(() =>
  z.object({
    ticketingConfigId: z.uuid('ticketingConfigId must be a ticket configuration id.'),
    ticketType: z.uuid('ticketType must be a ticket type id.'),
    /** Lead or follow for a type with partner roles; absent for any other type. */
    role: z.optional(z.enum(['lead', 'follow'], 'role must be lead or follow.')),
  }),
);
export type JoinWaitlistRequest = z.infer<typeof joinWaitlistRequestSchema>;

export const WAITLIST_STATUSES = [
  'waiting',
  'offered',
  'accepted',
  'expired',
  'left',
  'skipped',
] as const;

export const waitlistEntrySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    eventId: z.nullable(z.string()),
    eventTitle: z.string(),
    ticketTypeName: z.string(),
    roleName: z.string(),
    status: z.enum(WAITLIST_STATUSES),
    /** 1 for the first in line, while waiting. */
    position: z.nullable(z.number()),
    /** While offered: the held place's end and its price. */
    offerExpiresAt: z.nullable(z.string()),
    price: z.number(),
    currency: z.string(),
  }),
);
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
export const waitlistEntryResponseSchema = lazySchema(() =>
  z.object({ data: waitlistEntrySchema }),
);

export const ALREADY_WAITING = 'You are already on this waitlist.';
export const NOT_BLOCKED = 'This role can be bought now: no need to wait.';
export const NOT_SOLD_OUT = 'These tickets can be bought now: no need to wait.';

/** A waitlist as its organiser sees it: everyone still in line or offered, in order. */
export const organiserWaitlistSchema = lazySchema(() =>
  z.array(
    z.object({
      id: z.string(),
      ticketType: z.string(),
      ticketTypeName: z.string(),
      /** null: a type without partner roles (one line). */
      role: z.nullable(z.enum(['lead', 'follow'])),
      roleName: z.string(),
      email: z.string(),
      status: z.enum(['waiting', 'offered']),
      joinedAt: z.string(),
      offerExpiresAt: z.nullable(z.string()),
    }),
  ),
);
export type OrganiserWaitlist = z.infer<typeof organiserWaitlistSchema>;
export const organiserWaitlistResponseSchema = lazySchema(() =>
  z.object({ data: organiserWaitlistSchema }),
);
