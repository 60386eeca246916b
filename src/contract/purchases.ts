// Buying tickets: the purchase page's event data, the purchase request and its result (spec §3
// Purchase event data, Purchase request; §9 max 10 per type). My tickets, the app's checkout
// sessions and check-in have modules of their own (my-tickets.ts, checkout-sessions.ts,
// check-in.ts).
import { EVENT_STATES } from './event-changes';
import * as z from 'zod/mini';
import { addOnSelectionsSchema, purchaseAddOnSchema } from './add-on-choice';
import { attendeesInputSchema, questionSchema } from './attendee-questions';
import { codeTextSchema } from './code-text';
import { lazySchema } from './lazy-schema';
import { publicSessionSchema } from './sessions';
import { classPassSchema } from './class-passes';
import { DANCE_ROLES, partnerRolesSchema, partnerSchema } from './partner-roles';
import { purchaseTierSchema } from './price-tiers';
import { CURRENCIES, PAYMENT_METHODS, priceSchema } from './ticketing';

export const MAX_TICKETS_PER_TYPE = 10;
/** Spec §9: a mobile buyer has 180 s to complete the purchase. */
export const MOBILE_PURCHASE_SECONDS = 180;

export const eventIdParamsSchema = lazySchema(() =>
  z.object({ eventId: z.uuid('eventId must be an event id.') }),
);

/** Seats by partner role. */
export const roleCountsSchema = lazySchema(() =>
  z.object({ lead: z.number(), follow: z.number(), solo: z.number() }),
);

export const purchaseTicketTypeSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    /** The price of one ticket now (a stepped type's current step); a pay-what-you-want type's
     * minimum. */
    price: z.number(),
    /** Pay what you want: the buyer enters an amount of at least `price` (add-on-choice.ts). */
    payWhatYouWant: z.optional(z.boolean()),
    currency: z.enum(CURRENCIES),
    availableQuantity: z.number(),
    /** A stepped type (contract/price-tiers.ts): its steps, its price after them, and the seats
     * taken that count steps end at. */
    tiers: z.optional(z.array(purchaseTierSchema)),
    basePrice: z.optional(z.number()),
    seatsTaken: z.optional(z.number()),
    /** The sessions this type admits to (ids of the event's `sessions`). */
    sessionIds: z._default(z.array(z.string()), []),
    /** People waiting for a type without roles: a freed place is offered to them first. */
    waiting: z.optional(z.number()),
    /** Sold out because a session it admits to is full: "Saturday Bootcamp is full". */
    soldOutReason: z._default(z.nullable(z.string()), null),
    /** A role-based type: its roles and the seats each role holds now (paid and held). */
    roles: z._default(
      z.nullable(
        z.extend(partnerRolesSchema, {
          taken: roleCountsSchema,
          /** Dancers waiting for each role: a role someone waits for is theirs first. */
          waiting: z._default(roleCountsSchema, { lead: 0, follow: 0, solo: 0 }),
        }),
      ),
      null,
    ),
  }),
);

export const purchaseEventSchema = lazySchema(() =>
  z.object({
    event: z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      startDateTime: z.string(),
      endDateTime: z.string(),
      timeZone: z.string(),
      location: z.object({ description: z.string() }),
      imageUrl: z.nullable(z.string()),
    }),
    ticketTypes: z.array(purchaseTicketTypeSchema),
    /** The event's sessions (contract/sessions.ts). */
    sessions: z._default(z.array(publicSessionSchema), []),
    paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
    ticketingConfigId: z.string(),
    termsAndConditions: z.string(),
    refundPolicy: z.string(),
    /** Null while sales are open; otherwise why they are not. */
    salesClosedReason: z.nullable(z.string()),
    /** Cancelled or postponed by its school (contract/event-changes.ts). */
    eventState: z._default(z.enum(EVENT_STATES), 'scheduled'),
    /** After a postponement: until when holders may take a full refund. */
    refundUntil: z._default(z.nullable(z.string()), null),
    /** stripe: paid at Stripe Checkout; demo: no money moves (the page says so). */
    paymentMode: z._default(z.enum(['stripe', 'demo']), 'demo'),
    /** The school's class passes that cover this event (its course or weekly series). */
    passes: z._default(z.array(classPassSchema), []),
    /** The event has promo or access codes: the page offers "Have a code?". */
    hasCodes: z._default(z.boolean(), false),
    /** The event's add-ons on sale (contract/add-on-choice.ts): the page offers them. */
    addOns: z._default(z.array(purchaseAddOnSchema), []),
    /** The questions asked of each ticket's holder (contract/attendee-questions.ts). */
    questions: z._default(z.array(questionSchema), []),
    /** The booking fee the buyer pays on top, in percent (contract/booking-fee.ts); 0: none. */
    bookingFeePercent: z._default(z.number(), 0),
    /**
     * The event's own rules for buyers (docs/transfers-and-cancel.md), as the order page states
     * them: the refund rules in words (refundPolicyText) and until when tickets may be passed on
     * (null: they may not).
     */
    buyerRules: z.optional(
      z.object({ refundPolicy: z.string(), transferUntil: z.nullable(z.string()) }),
    ),
  }),
);
export type PurchaseEvent = z.infer<typeof purchaseEventSchema>;
export const purchaseEventResponseSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    data: purchaseEventSchema,
  }),
);

export const purchaseRequestSchema = lazySchema(() =>
  z.object({
    ticketingConfigId: z.uuid('ticketingConfigId must be a ticket configuration id.'),
    ticketSelections: z
      .array(
        z.object({
          ticketType: z.uuid('ticketType must be a ticket type id.'),
          quantity: z
            .number()
            .check(
              z.int('quantity must be a whole number.'),
              z.gte(1, 'quantity must be at least 1.'),
              z.lte(MAX_TICKETS_PER_TYPE, `quantity must be at most ${MAX_TICKETS_PER_TYPE}.`),
            ),
          price: priceSchema,
          currency: z.enum(CURRENCIES),
          /** The dancer's role, for a role-based type. */
          role: z.optional(z.enum(DANCE_ROLES, 'role must be lead, follow or solo.')),
        }),
      )
      .check(
        z.minLength(1, 'Please select at least one ticket'),
        z.maxLength(30, 'An order has at most 30 lines of tickets.'),
        z.refine(
          (selections) =>
            new Set(
              selections.map((selection) => `${selection.ticketType}:${selection.role ?? ''}`),
            ).size === selections.length,
          'Each ticket type (and role) may appear once.',
        ),
        z.refine(
          (selections) =>
            selections.every(
              (selection) =>
                selections
                  .filter((other) => other.ticketType === selection.ticketType)
                  .reduce((sum, other) => sum + other.quantity, 0) <= MAX_TICKETS_PER_TYPE,
            ),
          `At most ${MAX_TICKETS_PER_TYPE} tickets of a type per order.`,
        ),
      ),
    /** A couple: the partner's ticket is theirs (one of each role of a role-based type). */
    partner: z.optional(partnerSchema),
    /** A promo or access code (contract/promo-code-rule.ts); the server prices it. */
    code: z.optional(codeTextSchema),
    /** Add-ons bought with the tickets (contract/add-on-choice.ts); the server prices them. */
    addOns: z.optional(addOnSelectionsSchema),
    /** Each ticket's holder name and answers to the event's questions (attendee-questions.ts). */
    attendees: z.optional(attendeesInputSchema),
    paymentData: z.object({
      paymentMethod: z.enum(PAYMENT_METHODS),
      /** Client-generated; the purchase's idempotency key. */
      transactionId: z.string().check(z.minLength(8), z.maxLength(100)),
      paymentStatus: z.literal('completed', 'paymentStatus must be completed.'),
    }),
  }),
);
export type PurchaseRequest = z.infer<typeof purchaseRequestSchema>;

export const purchasedTicketSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    ticketTypeName: z.string(),
  }),
);
export const purchaseResultSchema = lazySchema(() =>
  z.object({
    orderId: z.string(),
    total: z.number(),
    currency: z.string(),
    tickets: z.array(purchasedTicketSchema),
    /** The code the order was priced with and what it took off (currency units). */
    discount: z.optional(z.object({ code: z.string(), amount: z.number() })),
    /** The add-ons bought with the tickets ("T-shirt · M"). */
    addOns: z.optional(
      z.array(z.object({ name: z.string(), quantity: z.number(), amount: z.number() })),
    ),
  }),
);
export type PurchaseResult = z.infer<typeof purchaseResultSchema>;
export const purchaseResponseSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    data: purchaseResultSchema,
  }),
);
