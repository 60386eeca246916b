// Self check-in: a dancer's scan of the event's check-in code admits their tickets (spec §7).
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

export { CHECK_IN_OPENS_MINUTES_BEFORE } from './ticketing';

export const checkInRequestSchema = lazySchema(() =>
  z.object({
    token: z.string().check(z.minLength(1, 'token is required.'), z.maxLength(200)),
    /** How many of the buyer's tickets to admit now; the server asks when they hold several. */
    count: z.optional(
      z
        .number()
        .check(
          z.int('count must be a whole number.'),
          z.gte(1, 'count must be at least 1.'),
          z.lte(100),
        ),
    ),
  }),
);
export const checkInResultSchema = lazySchema(() =>
  z.object({
    /** choose-count: the buyer holds several tickets not yet used — how many are coming in? */
    status: z.enum(['checked-in', 'already-checked-in', 'no-ticket', 'choose-count']),
    eventId: z.string(),
    eventTitle: z.string(),
    checkedInAt: z.nullable(z.string()),
    /** How many of the buyer's tickets this scan admitted. */
    admitted: z.number(),
    /** The buyer's tickets for the event not yet checked in (after this scan). */
    remaining: z._default(z.number(), 0),
  }),
);
export type CheckInResult = z.infer<typeof checkInResultSchema>;
