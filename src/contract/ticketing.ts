// Ticket configurations as the wizard edits and saves them (spec §3 Wizard form, Ticket type, QR
// code data; §5 wizard rules; §7 Tickets, organiser calls; §9 currencies and defaults). The
// organiser's lists of drafts and published events are in organiser-lists.ts.
import * as z from 'zod/mini';
import { DEFAULT_TIME_ZONE, knownTimeZone } from './events';
import { plannedInstantSchema } from './instants';
import { lazySchema } from './lazy-schema';
import { partnerRolesSchema } from './partner-roles';
import { priceStepsSchema } from './price-tiers';
import { sessionIdsSchema, sessionListSchema } from './sessions';

export const CURRENCIES = ['AUD', 'USD', 'EUR', 'GBP', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'AUD';
export const PAYMENT_METHODS = ['stripe', 'paypal', 'square'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The highest price a ticket may have, in its currency's units. */
export const MAX_TICKET_PRICE = 100_000;
export const MAX_TICKET_QUANTITY = 100_000;
export const MAX_TICKET_TYPES = 30;
export const WIZARD_STEPS = 3;
/** Check-in opens this long before an event starts unless the event says otherwise. */
export const CHECK_IN_OPENS_MINUTES_BEFORE = 120;
export const MAX_CHECK_IN_LEAD_MINUTES = 24 * 60;

const text = (max: number) => z.string().check(z.maxLength(max));
const isoInstant = plannedInstantSchema;
const optionalInstant = lazySchema(() => z.optional(z.nullable(isoInstant)));

export const priceSchema = lazySchema(() =>
  z.number().check(
    z.gte(0, 'price must be 0 or more.'),
    z.lte(MAX_TICKET_PRICE, `price must be at most ${MAX_TICKET_PRICE}.`),
    z.refine(
      (price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6,
      'price must be in whole cents.',
    ),
  ),
);

/** A ticket type as the wizard edits it; a draft may hold it incomplete (blank name). */
export const ticketTypeSchema = lazySchema(() =>
  z.object({
    id: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
    name: z._default(text(120), ''),
    price: z._default(priceSchema, 0),
    currency: z._default(z.enum(CURRENCIES), DEFAULT_CURRENCY),
    quantity: z._default(
      z
        .number()
        .check(
          z.int('quantity must be a whole number.'),
          z.gte(1, 'quantity must be at least 1.'),
          z.lte(MAX_TICKET_QUANTITY, `quantity must be at most ${MAX_TICKET_QUANTITY}.`),
        ),
      1,
    ),
    description: z._default(text(2000), ''),
    restrictions: z._default(text(2000), ''),
    /** Partner roles with a balance (a workshop's leads and follows); null: seats only. */
    roles: z._default(z.nullable(partnerRolesSchema), null),
    /** The sessions this type admits to (contract/sessions.ts); null: every session. */
    sessionIds: sessionIdsSchema,
    /** Sold only with an access code that unlocks it (crew, teachers, student prices). */
    hidden: z.optional(z.boolean()),
    /** Pay what you want: `price` is the minimum a buyer pays (contract/add-on-choice.ts). */
    payWhatYouWant: z.optional(z.boolean()),
    /** Earlier prices by date or by seats taken (contract/price-tiers.ts); `price` applies after. */
    priceSteps: priceStepsSchema,
  }),
);
export type TicketType = z.infer<typeof ticketTypeSchema>;
export type TicketTypeInput = z.input<typeof ticketTypeSchema>;

export const eventDetailsSchema = lazySchema(() =>
  z.object({
    title: z._default(text(300), ''),
    description: z._default(text(20_000), ''),
    startDateTime: optionalInstant,
    endDateTime: optionalInstant,
    location: z._default(
      z.object({
        description: z._default(text(500), ''),
        latitude: z.optional(z.nullable(z.number().check(z.gte(-90), z.lte(90)))),
        longitude: z.optional(z.nullable(z.number().check(z.gte(-180), z.lte(180)))),
      }),
      { description: '' },
    ),
    importSource: z._default(z.enum(['manual', 'ics']), 'manual'),
    icsData: z.optional(
      z.nullable(
        z.object({
          originalUrl: z.optional(z.nullable(text(2000))),
          uid: z.optional(z.nullable(text(500))),
          filename: z.optional(z.nullable(text(300))),
        }),
      ),
    ),
    eventImageKey: z.optional(z.nullable(text(100))),
    /** Where the event happens, and whose clock its times are on; the school's zone unless set. */
    timeZone: z.optional(z.nullable(knownTimeZone('eventDetails.timeZone'))),
    /** The door opens this many minutes before the start (check-in); 2 hours unless set. */
    checkInOpensMinutesBefore: z._default(
      z
        .number()
        .check(
          z.int('checkInOpensMinutesBefore must be whole minutes.'),
          z.gte(0, 'checkInOpensMinutesBefore cannot be negative.'),
          z.lte(MAX_CHECK_IN_LEAD_MINUTES, 'Check-in can open at most 24 hours before the start.'),
        ),
      CHECK_IN_OPENS_MINUTES_BEFORE,
    ),
    /** A new event image as a data URL or bare base64 (JPEG, PNG, GIF or WebP, ≤ 10 MB). */
    base64Image: z.optional(z.nullable(text(Math.ceil((10 * 1024 * 1024 * 4) / 3) + 100))),
  }),
);
export type EventDetails = z.infer<typeof eventDetailsSchema>;

export const ticketSetupSchema = lazySchema(() =>
  z.object({
    ticketTypes: z._default(z.array(ticketTypeSchema).check(z.maxLength(MAX_TICKET_TYPES)), []),
    /** The event's sessions; none: one session made from the event details. */
    sessions: z._default(sessionListSchema, []),
    salesPeriod: z.optional(
      z.nullable(z.object({ startDate: optionalInstant, endDate: optionalInstant })),
    ),
    refundPolicy: z._default(text(10_000), ''),
  }),
);

export const checkoutSchema = lazySchema(() =>
  z.object({
    paymentMethods: z._default(z.array(z.enum(PAYMENT_METHODS)).check(z.maxLength(3)), []),
    termsAndConditions: z._default(text(20_000), ''),
  }),
);

const step = lazySchema(() =>
  z
    .number()
    .check(
      z.int('currentStep must be a whole number.'),
      z.gte(1, `currentStep must be from 1 to ${WIZARD_STEPS}.`),
      z.lte(WIZARD_STEPS, `currentStep must be from 1 to ${WIZARD_STEPS}.`),
    ),
);

/** POST /api/v2/ticket/organiser/draft. `id` re-saves a configuration; `clientKey` makes a new one once. */
export const draftSaveRequestSchema = lazySchema(() =>
  z.object({
    id: z.optional(z.nullable(z.uuid('id must be a configuration id.'))),
    clientKey: z.optional(z.nullable(text(100))),
    eventDetails: z.prefault(eventDetailsSchema, {}),
    ticketSetup: z.prefault(ticketSetupSchema, {}),
    checkout: z.prefault(checkoutSchema, {}),
    currentStep: z._default(step, 1),
    eventId: z.optional(z.nullable(z.uuid('eventId must be an event id.'))),
    claimOwnership: z.optional(z.boolean()),
    existingEventId: z.optional(z.nullable(z.uuid('existingEventId must be an event id.'))),
  }),
);
export type DraftSaveRequest = z.input<typeof draftSaveRequestSchema>;
export type DraftSave = z.infer<typeof draftSaveRequestSchema>;

export const isoOrNull = lazySchema(() => z.nullable(z.string()));
/** A ticket configuration as loaded into the wizard (GET …/draft/{id}). */
export const ticketConfigurationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    eventId: isoOrNull,
    status: z.enum(['draft', 'published']),
    currentStep: z.number(),
    eventDetails: z.omit(eventDetailsSchema, { base64Image: true }),
    ticketSetup: z.object({
      ticketTypes: z.array(ticketTypeSchema),
      sessions: z._default(sessionListSchema, []),
      salesPeriod: z.object({ startDate: isoOrNull, endDate: isoOrNull }),
      refundPolicy: z.string(),
    }),
    checkout: z.object({
      paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
      termsAndConditions: z.string(),
    }),
    updatedAt: z.string(),
    publishedAt: isoOrNull,
    /** Where the event happens (IANA): the wizard's times are read and written in it. */
    timeZone: z._default(z.string(), DEFAULT_TIME_ZONE),
  }),
);
export type TicketConfiguration = z.infer<typeof ticketConfigurationSchema>;
export type ConfigurationStatus = TicketConfiguration['status'];

/** Spec §8: the alert for an event another organisation holds. */
export const blockedMessage = (organisation: string | null) =>
  `This event already has tickets created by "${organisation ?? 'another organisation'}". Only one organization can create tickets for an event.`;

/** Spec §3: a save or an import that touches an event the school does not yet own. */
export const EVENT_EXISTS_MESSAGE = 'Event already exists. Please confirm ownership.';

/** The ownership of an event a save or an import touches (spec §3 ownershipInfo). */
export const ownershipInfoSchema = lazySchema(() =>
  z.object({
    action: z.enum(['EDIT_EXISTING', 'CLAIM_OWNERSHIP', 'BLOCK']),
    eventId: z.string(),
    eventTitle: z.string(),
    ticketConfigId: z.nullable(z.string()),
    ticketOrganisationName: z.nullable(z.string()),
    hasTickets: z.boolean(),
    uploadedByAdminUser: z.boolean(),
  }),
);
export type OwnershipInfo = z.infer<typeof ownershipInfoSchema>;
export type OwnershipAction = OwnershipInfo['action'];

export const publishRequestSchema = lazySchema(() =>
  z.object({
    /** The configuration to publish: its id, or the id of its event (the spec names the field eventId). */
    eventId: z.uuid('eventId must be a configuration or event id.'),
  }),
);

/** POST …/organiser/{id}/duplicate: the copy is made once per client key. */
export const duplicateRequestSchema = lazySchema(() =>
  z.object({
    clientKey: z
      .string()
      .check(
        z.minLength(1, 'clientKey is required.'),
        z.maxLength(100, 'clientKey is at most 100 characters.'),
      ),
  }),
);

export const configurationParamsSchema = lazySchema(() =>
  z.object({ id: z.uuid('id must be a configuration id.') }),
);

export const organiserListQuerySchema = lazySchema(() =>
  z.object({
    status: z._default(z.enum(['published', 'draft']), 'published'),
  }),
);

export const qrCodeDataSchema = lazySchema(() =>
  z.object({
    eventTitle: z.string(),
    /** A PNG data URL. */
    qrCode: z.string(),
    checkInUrl: z.string(),
    /** Made from the development database: it works only for development accounts. */
    developmentDatabase: z._default(z.boolean(), false),
  }),
);
export type QrCodeData = z.infer<typeof qrCodeDataSchema>;
export const qrCodeResponseSchema = lazySchema(() => z.object({ data: qrCodeDataSchema }));
