// My tickets: each ticket of the signed-in dancer with its pass, its event and what became of it
// (spec §7 Tickets).
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { publicSessionSchema } from './sessions';

export const myTicketSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    ticketTypeName: z.string(),
    orderId: z.string(),
    purchasedAt: z.string(),
    checkedInAt: z.nullable(z.string()),
    /** Refunded: the ticket no longer admits anyone. */
    void: z.boolean(),
    /** Present (true) when the school cancelled everything the ticket admits to. */
    cancelled: z.optional(z.boolean()),
    /** Present when the school cancelled or postponed the whole event (contract/event-changes.ts). */
    eventState: z.optional(z.enum(['cancelled', 'postponed'])),
    /** Present for a comp (a free ticket the school gave): given, or revoked since. */
    comp: z.optional(z.enum(['given', 'revoked'])),
    /** Present when the buyer passed this ticket on (it is void): the new holder's name. */
    transferredTo: z.optional(z.string()),
    /** Present (true) on a ticket someone passed on to this account: the order is not theirs. */
    received: z.optional(z.boolean()),
    /** With `received`: the name of whoever passed it on (their account's name), when known. */
    receivedFrom: z.optional(z.string()),
    /** On a ticket passed on to this account whose type the school asks questions: the ticket's
     * id (GET/PUT /api/v2/ticket/mine/{ticketId}/answers) and whether a required one is still
     * unanswered — a ticket passed on starts with no answers. */
    holderAnswers: z.optional(z.object({ ticketId: z.string(), missing: z.boolean() })),
    /** Present (true) while the holder's request for a refund waits for the school. */
    refundRequested: z.optional(z.boolean()),
    /** The add-ons of the ticket's order ("T-shirt · M" × 1), on the buyer's own tickets only:
     * collected at the door. Absent when the order has none. */
    orderAddOns: z.optional(
      z.array(z.object({ name: z.string(), quantity: z.number(), handedOver: z.boolean() })),
    ),
    /** A couple's partner this ticket is for; null: the account's own. */
    holderName: z._default(z.nullable(z.string()), null),
    /** The signed pass (contract/passes.ts) the door scans. */
    pass: z.string(),
    /** The pass as a QR (PNG data URL). */
    qrCode: z.string(),
    event: z.object({
      id: z.nullable(z.string()),
      title: z.string(),
      startDateTime: z.nullable(z.string()),
      endDateTime: z.nullable(z.string()),
      timeZone: z.string(),
      location: z.object({ description: z.string() }),
    }),
    /** The sessions this ticket's type admits to (contract/sessions.ts), for the dancer's own
     * timetable; absent or [] for an event of one session. */
    sessions: z.optional(z.array(publicSessionSchema)),
  }),
);
export type MyTicket = z.infer<typeof myTicketSchema>;
export const myTicketsResponseSchema = lazySchema(() =>
  z.object({ data: z.array(myTicketSchema) }),
);
