// Facebook Page integration (spec §3 Social-page connection status and organisation details,
// Conflict item; §7 Social-page integration; §8 Social-page integration errors).
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** What Floorcraft asks Facebook for: the pages a user manages and their public content. */
export const FACEBOOK_SCOPES = [
  'pages_show_list',
  'pages_read_engagement',
  'pages_read_user_content',
] as const;

export const FACEBOOK_USER_TYPES = [
  'personal_no_pages',
  'business_profile',
  'business_manager',
] as const;
export type FacebookUserType = (typeof FACEBOOK_USER_TYPES)[number];

const facebookPageSummarySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    category: z.nullable(z.string()),
  }),
);
export type FacebookPageSummary = z.infer<typeof facebookPageSummarySchema>;

const userTypeSchema = lazySchema(() => z.nullable(z.enum(FACEBOOK_USER_TYPES)));

/** GET /api/v2/facebook/status. `configured` is false when the server has no Facebook app. */
export const facebookStatusSchema = lazySchema(() =>
  z.object({
    configured: z.boolean(),
    facebookConnected: z.boolean(),
    pageConnected: z.boolean(),
    pageId: z.nullable(z.string()),
    pageName: z.nullable(z.string()),
    userName: z.nullable(z.string()),
    noPagesFound: z.boolean(),
    /** With noPagesFound: what kind of account found none. */
    userType: userTypeSchema,
    requiresPageSelection: z.boolean(),
    pagesSkipped: z.boolean(),
    availablePages: z.array(facebookPageSummarySchema),
    demoMode: z.boolean(),
    /** The page's public details as Facebook gave them, when a page is connected. */
    pageDetails: z.nullable(z.record(z.string(), z.unknown())),
    detailsUpdatedAt: z.nullable(z.string()),
  }),
);
export type FacebookStatus = z.infer<typeof facebookStatusSchema>;

/** GET /api/v2/facebook/auth: where to send the browser, or the review accounts' demo. */
export const facebookAuthQuerySchema = lazySchema(() =>
  z.object({
    demouser: z.optional(z.enum(['true', 'false'])),
    demouseradmin: z.optional(z.enum(['true', 'false'])),
  }),
);
export const facebookAuthAnswerSchema = lazySchema(() =>
  z.union([
    z.object({ facebookAuthUrl: z.string() }),
    z.object({
      demoMode: z.literal(true),
      userName: z.string(),
      pageData: z.array(facebookPageSummarySchema),
    }),
  ]),
);
export type FacebookAuthAnswer = z.infer<typeof facebookAuthAnswerSchema>;

/** GET /api/v2/facebook/check-pages, when the user manages pages. */
export const checkPagesAnswerSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    availablePages: z.array(facebookPageSummarySchema),
    totalPages: z.number(),
    userType: userTypeSchema,
    apiUsed: z.string(),
    message: z.string(),
  }),
);
export type CheckPagesAnswer = z.infer<typeof checkPagesAnswerSchema>;

export const selectPageRequestSchema = lazySchema(() =>
  z.object({
    pageId: z
      .string()
      .check(z.regex(/^[0-9A-Za-z_-]{1,64}$/, 'pageId must be a Facebook page id.')),
  }),
);

/** Spec §3 Conflict item: an event uploaded before that the page's data will now update. */
const facebookConflictItemSchema = lazySchema(() =>
  z.object({
    eventId: z.string(),
    newEvent: z.object({ title: z.string() }),
    existingSource: z.string(),
    lastUpdated: z.string(),
  }),
);
export type FacebookConflictItem = z.infer<typeof facebookConflictItemSchema>;

export const selectPageAnswerSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    pageId: z.string(),
    pageName: z.string(),
    location: z.nullable(z.string()),
    message: z.string(),
    conflicts: z.array(facebookConflictItemSchema),
  }),
);
export type SelectPageAnswer = z.infer<typeof selectPageAnswerSchema>;

const record = lazySchema(() => z.record(z.string(), z.unknown()));

/** Spec §3 Social-page organisation details, mapped from the page's public details. */
const facebookOrganisationDetailsSchema = lazySchema(() =>
  z.object({
    businessName: z.string(),
    category: z.string(),
    email: z.string(),
    phone: z.string(),
    website: z.string(),
    address: z.object({ fullAddress: z.string() }),
    picture: z.nullable(z.string()),
    cover: z.nullable(z.string()),
    about: z.string(),
    description: z.string(),
    emails: z.array(z.string()),
    hours: z.nullable(z.record(z.string(), z.string())),
    mission: z.string(),
    generalInfo: z.string(),
    priceRange: z.string(),
    parking: z.nullable(record),
    paymentOptions: z.nullable(record),
    publicTransit: z.string(),
  }),
);
export type FacebookOrganisationDetails = z.infer<typeof facebookOrganisationDetailsSchema>;

export const organisationDetailsAnswerSchema = lazySchema(() =>
  z.object({
    details: facebookOrganisationDetailsSchema,
    pageId: z.string(),
    pageName: z.string(),
    fetchedAt: z.nullable(z.string()),
  }),
);
export type OrganisationDetailsAnswer = z.infer<typeof organisationDetailsAnswerSchema>;

/** The deletion status page's answer (Facebook's data-deletion callback links to it). */
export const dataDeletionStatusSchema = lazySchema(() =>
  z.object({
    confirmationCode: z.string(),
    status: z.literal('completed'),
    requestedAt: z.string(),
    completedAt: z.string(),
    connectionsRemoved: z.number(),
  }),
);
export type DataDeletionStatus = z.infer<typeof dataDeletionStatusSchema>;

export const dataDeletionParamsSchema = lazySchema(() =>
  z.object({
    code: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Unknown confirmation code.')),
  }),
);

/** A page's address from its raw Graph details: the one-line address, else the location's parts. */
export function pageAddressOf(raw: Record<string, unknown> | null | undefined): string | null {
  if (!raw) return null;
  if (typeof raw.single_line_address === 'string' && raw.single_line_address)
    return raw.single_line_address;
  const location = raw.location;
  if (!location || typeof location !== 'object') return null;
  const parts = ['street', 'city', 'state', 'zip', 'country']
    .map((part) => (location as Record<string, unknown>)[part])
    .filter((part): part is string => typeof part === 'string' && part.length > 0);
  return parts.length > 0 ? parts.join(', ') : null;
}
