// The door scanner's calls: the event's door data a device keeps for offline use (GET
// /api/v2/door/{eventId}), scan batches it syncs (POST …/scans), an order's add-on handed over
// (POST …/orders/{orderId}/add-ons/{addOnId}/hand-over), and door links for helpers
// (organiser: POST/GET/DELETE …/links; helper: POST /api/v2/door/session with the link and PIN).
import * as z from 'zod/mini';
import { typedLine } from './typed-text';
import { plannedInstantSchema } from './instants';
import { sessionIdSchema } from './sessions';
import { doorSaleTypeSchema } from './door-sales';
import { lazySchema } from './lazy-schema';
import { MAX_PASS_LENGTH } from './passes';

export const MAX_SCANS_PER_BATCH = 500;
/** Wrong PINs a door link survives; then the organiser makes a new one. */
export const DOOR_LINK_PIN_ATTEMPTS = 5;
export const DOOR_LINK_PIN_DIGITS = 6;

export const doorEventParamsSchema = lazySchema(() =>
  z.object({ eventId: z.uuid('eventId must be an event id.') }),
);
/** POST /api/v2/door/{eventId}/orders/{orderId}/add-ons/{addOnId}/hand-over */
export const doorHandOverParamsSchema = lazySchema(() =>
  z.object({
    eventId: z.uuid('eventId must be an event id.'),
    orderId: z.uuid('orderId must be an order id.'),
    addOnId: z.uuid('addOnId must be an add-on id.'),
  }),
);
export const doorHandOverResponseSchema = lazySchema(() =>
  z.object({
    data: z.object({ handedOverAt: z.string(), already: z.boolean() }),
    message: z.string(),
  }),
);

export const doorLinkParamsSchema = lazySchema(() =>
  z.object({
    eventId: z.uuid('eventId must be an event id.'),
    linkId: z.uuid('linkId must be a door link id.'),
  }),
);

/** An add-on of the ticket's order to hand over at the door ("T-shirt · M" × 1). */
export const doorAddOnSchema = lazySchema(() =>
  z.object({ id: z.string(), name: z.string(), quantity: z.number(), handedOver: z.boolean() }),
);
export type DoorAddOn = z.infer<typeof doorAddOnSchema>;

export const doorTicketSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    code: z.string(),
    ticketTypeId: z.string(),
    ticketTypeName: z.string(),
    buyerName: z.string(),
    buyerEmail: z.string(),
    void: z.boolean(),
    /** A comp the school gave (migration 0032), with its note; a void comp was revoked. Absent
     * from door data a device kept from before comps. */
    comp: z.optional(z.boolean()),
    compNote: z.optional(z.nullable(z.string())),
    /** Passed on by its buyer to someone else (migration 0035): void, the new holder's ticket is
     * another. Absent from door data a device kept from before transfers. */
    transferred: z.optional(z.boolean()),
    checkedInAt: z.nullable(z.string()),
    /** The device ("Door 2"), "by hand" or "self check-in". */
    checkedInBy: z.nullable(z.string()),
    /** The scan that admitted it, when a door device did. */
    scanId: z.nullable(z.string()),
    /** Whether its type admits to the session the door checks (always, for the whole event). */
    admits: z._default(z.boolean(), true),
    /** Its order (add-ons are handed over per order). Absent from data kept before add-ons. */
    orderId: z.optional(z.string()),
    /** Its order's add-ons not refunded, on each ticket the buyer holds (not on one passed on);
     * absent when there are none. */
    addOns: z.optional(z.array(doorAddOnSchema)),
    /** The holder's answers to the event's questions ("Level: Improver"), those its type is
     * asked; absent when the event asks none. */
    answers: z.optional(z.array(z.object({ label: z.string(), answer: z.string() }))),
    /** Present (true) when a required question of its type is unanswered (a ticket passed on
     * starts with no answers): the door shows "Answers missing". */
    answersMissing: z.optional(z.boolean()),
  }),
);
export type DoorTicket = z.infer<typeof doorTicketSchema>;

/** One of the event's sessions, as the door chooses which it checks. */
export const doorSessionChoiceSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    startDateTime: z.string(),
    endDateTime: z.string(),
    room: z._default(z.string(), ''),
  }),
);
export type DoorSessionChoice = z.infer<typeof doorSessionChoiceSchema>;

/** GET /api/v2/door/{eventId}?session={sessionId}: the door of one session of a festival. */
export const doorDataQuerySchema = lazySchema(() =>
  z.object({ session: z.optional(sessionIdSchema('session must be a session id.')) }),
);

/**
 * The door data. For one session of an event that has several, `event` carries that session's
 * times (its own check-in window), each ticket whether its type admits to it, and its admission
 * to that session; without a session, the whole event as one door.
 */
export const doorDataSchema = lazySchema(() =>
  z.object({
    event: z.object({
      id: z.string(),
      title: z.string(),
      startDateTime: z.string(),
      endDateTime: z.string(),
      timeZone: z.string(),
      checkInOpensAt: z.string(),
    }),
    /** Every pass key that may have signed this event's passes: kid → raw public key, base64url. */
    keys: z.array(z.object({ kid: z.string(), publicKey: z.string() })),
    tickets: z.array(doorTicketSchema),
    /** The event's sessions when it has more than one: the door checks one at a time. */
    sessions: z._default(z.array(doorSessionChoiceSchema), []),
    /** The session this data is for; null: the whole event. */
    sessionId: z._default(z.nullable(z.string()), null),
    /** The types the door may sell a walk-in (door-sales.ts); absent from data kept before. */
    saleTypes: z._default(z.array(doorSaleTypeSchema), []),
    /** Who this device works as: an organiser's e-mail, or the door link's label. */
    signedInAs: z.string(),
    /** Whether this device's member may share door links (a role that makes events); false for a
     * door link’s helper. Absent from data kept before: not offered until the next sync. */
    mayShareLinks: z.optional(z.boolean()),
    syncedAt: z.string(),
  }),
);
export type DoorData = z.infer<typeof doorDataSchema>;
export const doorDataResponseSchema = lazySchema(() => z.object({ data: doorDataSchema }));

const deviceSchema = {
  deviceId: z
    .string()
    .check(
      z.minLength(1, 'deviceId is required.'),
      z.maxLength(64, 'deviceId is at most 64 characters.'),
    ),
  deviceName: z
    .string()
    .check(
      ...typedLine('deviceName is required.'),
      z.minLength(1, 'deviceName is required.'),
      z.maxLength(40, 'deviceName is at most 40 characters.'),
    ),
};

export const doorScanSchema = lazySchema(() =>
  z.object({
    /** The device's own id for this scan: a batch sent twice counts once. */
    id: z.uuid('Each scan needs an id.'),
    /** When it was scanned, by the device's clock. */
    at: plannedInstantSchema,
    /** The device admitted it with no signal (its own verdict, to be confirmed). */
    offline: z.boolean(),
    pass: z.optional(
      z.string().check(z.maxLength(MAX_PASS_LENGTH, 'This is not a Floorcraft pass.')),
    ),
    code: z.optional(z.string().check(z.maxLength(40, 'A ticket code is at most 40 characters.'))),
    ticketId: z.optional(z.uuid('ticketId must be a ticket id.')),
    /** The session the door was checking (one of a festival's); absent: the whole event. */
    sessionId: z.optional(sessionIdSchema('sessionId must be a session id.')),
  }),
);
export type DoorScan = z.infer<typeof doorScanSchema>;

export const doorScanBatchSchema = lazySchema(() =>
  z.object({
    ...deviceSchema,
    scans: z
      .array(doorScanSchema)
      .check(
        z.minLength(1, 'scans must hold at least one scan.'),
        z.maxLength(MAX_SCANS_PER_BATCH, `At most ${MAX_SCANS_PER_BATCH} scans at once.`),
      ),
  }),
);

export const SCAN_REFUSALS = [
  'not-a-pass',
  'forged',
  'unknown',
  'other-event',
  'void',
  'not-open',
  'closed',
  'not-included',
  'cancelled',
  'revoked',
  'transferred',
] as const;
export type ScanRefusal = (typeof SCAN_REFUSALS)[number];

export const scanResultSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    outcome: z.enum(['admitted', 'already', 'refused']),
    reason: z.nullable(z.enum(SCAN_REFUSALS)),
    message: z.string(),
    ticket: z.nullable(doorTicketSchema),
  }),
);
export type ScanResult = z.infer<typeof scanResultSchema>;
export const scanBatchResponseSchema = lazySchema(() =>
  z.object({
    data: z.object({
      results: z.array(scanResultSchema),
      admitted: z.number(),
      sold: z.number(),
    }),
  }),
);

export const createDoorLinkSchema = lazySchema(() =>
  z.object({
    label: z
      .string()
      .check(
        ...typedLine('Give the door a name.'),
        z.minLength(1, 'Give the door a name.'),
        z.maxLength(40, 'A door name is at most 40 characters.'),
      ),
  }),
);
export const doorLinkSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    label: z.string(),
    expiresAt: z.string(),
    revoked: z.boolean(),
    locked: z.boolean(),
    createdAt: z.string(),
  }),
);
export type DoorLink = z.infer<typeof doorLinkSchema>;
export const createdDoorLinkSchema = lazySchema(() =>
  z.object({
    data: z.object({ link: doorLinkSchema, url: z.string(), pin: z.string() }),
  }),
);
export const doorLinksResponseSchema = lazySchema(() =>
  z.object({ data: z.array(doorLinkSchema) }),
);

export const doorSessionRequestSchema = lazySchema(() =>
  z.object({
    linkId: z.uuid('This door link is not valid.'),
    secret: z
      .string()
      .check(
        z.minLength(1, 'This door link is not valid.'),
        z.maxLength(100, 'This door link is not valid.'),
      ),
    pin: z
      .string()
      .check(z.regex(/^\d{6}$/, `The PIN is ${DOOR_LINK_PIN_DIGITS} digits.`), z.maxLength(6)),
  }),
);
export const doorSessionSchema = lazySchema(() =>
  z.object({
    data: z.object({
      token: z.string(),
      eventId: z.string(),
      label: z.string(),
      expiresAt: z.string(),
    }),
  }),
);
