// Paying for tickets (Stripe Checkout, or the demo payment when the server has no Stripe keys),
// the hold a checkout makes, a buyer's order page, refunds, and a school's Stripe account.
import * as z from 'zod/mini';
import { DOOR_SALE_METHODS } from './door-sales';
import { lazySchema } from './lazy-schema';
import { partnerSchema } from './partner-roles';
import { MAX_TICKETS_PER_TYPE, purchaseRequestSchema, purchaseResultSchema } from './purchases';
import { PAYMENT_METHODS } from './ticketing';

/** How long seats are held while a buyer pays: Stripe Checkout's shortest expiry. */
export const HOLD_MINUTES = 30;
export const DEMO_PAYMENT_NOTICE = 'Demo payment — no money is taken';
export const PAYMENT_METHOD_UNAVAILABLE = 'not available yet';
export const MAXIMUM_PER_TYPE_NOTICE = `Maximum ${MAX_TICKETS_PER_TYPE} per ticket type`;
/** The review step's checkbox must be ticked: the server refuses a checkout without it. */
export const TERMS_REQUIRED = 'Please accept the terms and refund policy to continue.';
/** The purchase page's one line on wallets (Stripe Checkout offers them with cards). */
export const WALLETS_NOTICE = 'Pay by card, Apple Pay or Google Pay on Stripe’s secure checkout.';

export const paymentModes = ['stripe', 'demo'] as const;
export type PaymentMode = (typeof paymentModes)[number];

export const checkoutRequestSchema = lazySchema(() =>
  z.object({
    ticketingConfigId: purchaseRequestSchema.shape.ticketingConfigId,
    ticketSelections: purchaseRequestSchema.shape.ticketSelections,
    paymentMethod: z.enum(PAYMENT_METHODS),
    /** Client-generated, once per attempt: the idempotency key of the hold and of Stripe's session. */
    transactionId: z.string().check(z.minLength(8), z.maxLength(100)),
    /** The buyer came from the mobile app: the return page hands them back to it. */
    fromApp: z.optional(z.boolean()),
    /** A couple: the partner's ticket is theirs (one of each role of a role-based type). */
    partner: z.optional(partnerSchema),
    /** A promo or access code (contract/promo-code-rule.ts); the server prices it. */
    code: purchaseRequestSchema.shape.code,
    /** Add-ons bought with the tickets; the hold takes their stock. */
    addOns: purchaseRequestSchema.shape.addOns,
    /** Each ticket's holder and answers: checked before the hold, kept with it. */
    attendees: purchaseRequestSchema.shape.attendees,
    /** The buyer ticked "I accept the terms and refund policy" on the review step. */
    termsAccepted: z.literal(true, TERMS_REQUIRED),
  }),
);
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const reservationStatuses = ['held', 'paid', 'released', 'refunded'] as const;

export const reservationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    status: z.enum(reservationStatuses),
    checkoutUrl: z.nullable(z.string()),
    expiresAt: z.string(),
    orderId: z.nullable(z.string()),
    eventId: z.nullable(z.string()),
    fromApp: z.boolean(),
  }),
);
export type Reservation = z.infer<typeof reservationSchema>;

/** A demo purchase is issued at once (the purchase's answer, add-ons included); a paid one is a
 * hold to pay for at Stripe. */
export const checkoutAnswerSchema = lazySchema(() =>
  z.union([
    z.object({ mode: z.literal('demo'), order: purchaseResultSchema }),
    z.object({ mode: z.literal('stripe'), reservation: reservationSchema }),
  ]),
);
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

export const orderStatuses = ['paid', 'partially_refunded', 'refunded'] as const;

export const orderDetailsSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    status: z.enum(orderStatuses),
    createdAt: z.string(),
    currency: z.string(),
    totalCents: z.number(),
    refundedCents: z.number(),
    disputed: z.boolean(),
    /** Paid with the demo's payment (no money taken). */
    demo: z.boolean(),
    /** A class booked with a pass: no money, one of the pass's classes. */
    withPass: z._default(z.boolean(), false),
    event: z.object({
      id: z.nullable(z.string()),
      title: z.string(),
      startDateTime: z.string(),
      timeZone: z.string(),
      location: z.string(),
    }),
    lines: z.array(
      z.object({ name: z.string(), quantity: z.number(), unitPriceCents: z.number() }),
    ),
    /** The code the order was priced with: a line of its own, less the lines' sum. */
    discount: z._default(z.nullable(z.object({ code: z.string(), cents: z.number() })), null),
    /** The booking fee the buyer paid on top (the school passed it on): a line of its own. */
    bookingFeeCents: z._default(z.number(), 0),
    /** The add-ons bought with the tickets ("T-shirt · M"), collected at the door. */
    addOns: z._default(
      z.array(
        z.object({
          name: z.string(),
          quantity: z.number(),
          unitPriceCents: z.number(),
          handedOver: z.boolean(),
          refunded: z.boolean(),
        }),
      ),
      [],
    ),
    tickets: z.array(
      z.object({
        id: z.string(),
        code: z.string(),
        ticketTypeName: z.string(),
        void: z.boolean(),
        /** Void because its buyer passed it on to someone else (not refunded). */
        passedOn: z._default(z.boolean(), false),
        checkedInAt: z.nullable(z.string()),
      }),
    ),
  }),
);
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

export const refundRequestSchema = lazySchema(() =>
  z.object({
    /** The tickets to refund; all of the order's valid tickets when absent. */
    ticketIds: z.optional(
      z
        .array(z.uuid('ticketIds must be ticket ids.'))
        .check(
          z.minLength(1, 'Choose at least one ticket.'),
          z.maxLength(100, 'At most 100 tickets in one refund.'),
        ),
    ),
  }),
);

export const paymentAccountStates = [
  'not_configured',
  'not_connected',
  'pending',
  'restricted',
  'active',
] as const;
export type PaymentAccountState = (typeof paymentAccountStates)[number];

export const paymentAccountSchema = lazySchema(() =>
  z.object({
    state: z.enum(paymentAccountStates),
    accountId: z.nullable(z.string()),
    chargesEnabled: z.boolean(),
    payoutsEnabled: z.boolean(),
    detailsSubmitted: z.boolean(),
    requirementsDue: z.array(z.string()),
    platformFeePercent: z.number(),
  }),
);
export type PaymentAccount = z.infer<typeof paymentAccountSchema>;

/** What a school's account state means, in words for the organiser. */
export const PAYMENT_ACCOUNT_TEXT: Record<PaymentAccountState, string> = {
  not_configured: 'Stripe is not configured on this server. Ticket sales use demo payments.',
  not_connected: 'Connect a Stripe account to be paid for the tickets you sell.',
  pending:
    'Your Stripe account is not finished yet: Stripe needs more details before you can take payments.',
  restricted:
    'Stripe has restricted your account: card sales are paused until you update your details.',
  active: 'Your Stripe account can take card payments.',
};

export const CANNOT_TAKE_CARDS =
  'This organiser cannot take card payments right now. Please try again later.';
export const CONNECT_STRIPE_FIRST =
  'Connect Stripe in Settings › Payment Settings (and finish its onboarding) before selling tickets by card.';

/** An event's sales for its organiser: the figures, and each order with its tickets. */
export const salesSchema = lazySchema(() =>
  z.object({
    currency: z.string(),
    grossCents: z.number(),
    feeCents: z.number(),
    refundedCents: z.number(),
    netCents: z.number(),
    orders: z.array(
      z.object({
        id: z.string(),
        buyerEmail: z.string(),
        createdAt: z.string(),
        status: z.enum(orderStatuses),
        totalCents: z.number(),
        refundedCents: z.number(),
        disputed: z.boolean(),
        demo: z.boolean(),
        /** The code it was priced with, and what it took off. */
        code: z._default(z.nullable(z.string()), null),
        discountCents: z._default(z.number(), 0),
        /** A comp (total 0, never revenue), its note, and whether it was revoked. */
        comp: z._default(z.boolean(), false),
        compNote: z._default(z.nullable(z.string()), null),
        compRevoked: z._default(z.boolean(), false),
        tickets: orderDetailsSchema.shape.tickets,
        /** Its add-on lines ("T-shirt · M" × 1), collected or refunded, as the order page has them. */
        addOns: orderDetailsSchema.shape.addOns,
        /** Who refunded its tickets (the team members' e-mails; docs/team.md). */
        refundedBy: z._default(z.array(z.string()), []),
        /** The buyer's name when one was given without an account (a guest, a door sale). */
        buyerName: z._default(z.nullable(z.string()), null),
        /** A sale at the door: how it was paid (cash, card outside Floorcraft, comp); else null. */
        doorMethod: z._default(z.nullable(z.enum(DOOR_SALE_METHODS)), null),
      }),
    ),
    /** The member who last saved the event's tickets, and when. */
    lastEditedBy: z._default(z.nullable(z.string()), null),
    lastEditedAt: z._default(z.nullable(z.string()), null),
  }),
);
export type Sales = z.infer<typeof salesSchema>;
