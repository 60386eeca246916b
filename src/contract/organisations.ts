// Organisations and their settings (spec §3 Organisation, Organisation settings, Ticketing
// defaults, Ticket template; §5 default ticket type rules; §7 Organisation and settings).
import * as z from 'zod/mini';
import { DEFAULT_TIME_ZONE, knownTimeZone } from './events';
import { lazySchema } from './lazy-schema';
import { invisibleOnly, NO_VISIBLE_CHARACTER } from './typed-text';
import { priceSchema, CURRENCIES, DEFAULT_CURRENCY, ticketTypeSchema } from './ticketing';

const text = (max: number) => z.string().check(z.maxLength(max));
const nonBlank = (field: string, max: number) =>
  z.string().check(
    z.maxLength(max),
    z.refine((value) => value.trim().length > 0, `${field} is required.`),
    z.refine((value) => !invisibleOnly(value), `${field} ${NO_VISIBLE_CHARACTER}`),
  );

/** A default ticket type: name, price and description are required (spec §5). */
export const defaultTicketTypeSchema = lazySchema(() =>
  z.object({
    id: z.optional(z.nullable(text(64))),
    name: nonBlank('name', 120),
    price: priceSchema,
    currency: z._default(z.enum(CURRENCIES), DEFAULT_CURRENCY),
    quantity: z._default(z.number().check(z.int(), z.gte(1), z.lte(100_000)), 100),
    description: nonBlank('description', 2000),
    restrictions: z._default(text(2000), ''),
  }),
);

export const ticketingDefaultsSchema = lazySchema(() =>
  z
    .object({
      defaultTicketTypes: z
        .array(defaultTicketTypeSchema)
        .check(
          z.minLength(
            1,
            'Please complete all required fields for ticket types. Name, price, and description are required.',
          ),
          z.maxLength(30),
        ),
      primaryDefaultIndex: z._default(z.number().check(z.int(), z.gte(0)), 0),
      defaultRefundPolicy: z._default(text(10_000), ''),
      defaultTermsAndConditions: z._default(text(20_000), ''),
    })
    .check(
      z.refine((defaults) => defaults.primaryDefaultIndex < defaults.defaultTicketTypes.length, {
        message: 'primaryDefaultIndex must name one of the default ticket types.',
        path: ['primaryDefaultIndex'],
      }),
    ),
);
export type TicketingDefaults = z.infer<typeof ticketingDefaultsSchema>;

export const organisationInfoSchema = lazySchema(() =>
  z.object({
    businessName: z._default(text(200), ''),
    category: z._default(text(200), ''),
    description: z._default(text(5000), ''),
    contactEmail: z._default(
      z.string().check(
        z.maxLength(254),
        z.refine(
          (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
          'contactEmail must be an e-mail address.',
        ),
      ),
      '',
    ),
    contactPhone: z._default(text(50), ''),
    website: z._default(
      z.string().check(
        z.maxLength(500),
        z.refine(
          (value) => value === '' || /^https?:\/\/\S+$/i.test(value),
          'website must start with http:// or https://.',
        ),
      ),
      '',
    ),
    address: z._default(z.object({ fullAddress: z._default(text(500), '') }), { fullAddress: '' }),
    imageKey: z.optional(z.nullable(text(100))),
    profileImageKey: z.optional(z.nullable(text(100))),
    about: z.optional(text(5000)),
    emails: z.optional(z.array(text(254)).check(z.maxLength(10))),
    hours: z.optional(z.unknown()),
    mission: z.optional(text(5000)),
    generalInfo: z.optional(text(5000)),
    priceRange: z.optional(text(50)),
    parking: z.optional(z.unknown()),
    paymentOptions: z.optional(z.unknown()),
    publicTransit: z.optional(text(2000)),
    /** Kept by the server (a settings save cannot change it): the connected page's details. */
    facebookIntegration: z.optional(
      z.object({
        detailsConfirmed: z.optional(z.boolean()),
        lastDetailsUpdate: z.optional(z.nullable(z.string())),
        pageId: z.optional(z.nullable(z.string())),
        pageName: z.optional(z.nullable(z.string())),
        /** The page's public details exactly as Facebook gave them. */
        rawDetails: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
      }),
    ),
  }),
);
export type OrganisationInfo = z.infer<typeof organisationInfoSchema>;

/** PUT …/settings: the ticketing defaults, the organisation information, or both. */
export const settingsUpdateSchema = lazySchema(() =>
  z.object({
    ticketingDefaults: z.optional(ticketingDefaultsSchema),
    organisationInfo: z.optional(organisationInfoSchema),
    /** Where the school is: new events' zone, and its dashboard's clock. */
    timeZone: z.optional(knownTimeZone('timeZone')),
  }),
);

export const BRANDING_IMAGES = ['main', 'overlay'] as const;
export type BrandingImage = (typeof BRANDING_IMAGES)[number];

/** PUT …/settings/branding/{image}: the main profile image or the overlay image. */
export const brandingParamsSchema = lazySchema(() =>
  z.object({
    organisationId: z.uuid('organisationId must be an organisation id.'),
    image: z.enum(BRANDING_IMAGES),
  }),
);
export const brandingImageRequestSchema = lazySchema(() =>
  z.object({
    /** A data URL or bare base64 (JPEG, PNG, GIF or WebP, ≤ 10 MB); null removes the image. */
    imageBase64: z.nullable(
      z.string().check(z.maxLength(Math.ceil((10 * 1024 * 1024 * 4) / 3) + 100)),
    ),
  }),
);

export const applyTemplateRequestSchema = lazySchema(() =>
  z.object({
    templateId: z.string().check(z.minLength(1, 'templateId is required.'), z.maxLength(100)),
  }),
);

export const organisationParamsSchema = lazySchema(() =>
  z.object({
    organisationId: z.uuid('organisationId must be an organisation id.'),
  }),
);

export const organisationSettingsSchema = lazySchema(() =>
  z.object({
    ticketingDefaults: ticketingDefaultsSchema,
    organisationInfo: organisationInfoSchema,
    /** Where the school is (IANA), read only: a new event's times are in it. */
    timeZone: z._default(z.string(), DEFAULT_TIME_ZONE),
  }),
);
export type OrganisationSettings = z.infer<typeof organisationSettingsSchema>;
export const settingsResponseSchema = lazySchema(() =>
  z.object({ settings: organisationSettingsSchema }),
);
export const applyTemplateResponseSchema = lazySchema(() =>
  z.object({
    settings: organisationSettingsSchema,
    templateName: z.string(),
  }),
);

export const organisationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    orgLocation: z.object({ description: z.string() }),
    geocodedLocation: z.nullable(z.object({ latitude: z.number(), longitude: z.number() })),
    settings: organisationSettingsSchema,
  }),
);
export type Organisation = z.infer<typeof organisationSchema>;
export const organisationResponseSchema = lazySchema(() => z.object({ data: organisationSchema }));

export const ticketTemplateSchema = lazySchema(() =>
  z.object({
    templateId: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.string(),
    isSystemDefault: z.boolean(),
    ticketTypes: z.array(ticketTypeSchema),
    refundPolicy: z.string(),
    termsAndConditions: z.string(),
  }),
);
export type TicketTemplate = z.infer<typeof ticketTemplateSchema>;
export const templatesResponseSchema = lazySchema(() =>
  z.object({ templates: z.array(ticketTemplateSchema) }),
);
