// Facebook Page integration (spec §3 Social-page connection status and organisation details,
// Conflict item; §7 Social-page integration; §8 Social-page integration errors).
import * as z from 'zod/mini';

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

export interface FacebookPageSummary {
  id: string;
  name: string;
  category: string | null;
}

/** GET /api/v2/facebook/status. `configured` is false when the server has no Facebook app. */
export interface FacebookStatus {
  configured: boolean;
  facebookConnected: boolean;
  pageConnected: boolean;
  pageId: string | null;
  pageName: string | null;
  userName: string | null;
  noPagesFound: boolean;
  /** With noPagesFound: what kind of account found none. */
  userType: FacebookUserType | null;
  requiresPageSelection: boolean;
  pagesSkipped: boolean;
  availablePages: FacebookPageSummary[];
  demoMode: boolean;
  /** The page's public details as Facebook gave them, when a page is connected. */
  pageDetails: Record<string, unknown> | null;
  detailsUpdatedAt: string | null;
}

/** GET /api/v2/facebook/auth: where to send the browser, or the review accounts' demo. */
export const facebookAuthQuerySchema = z.object({
  demouser: z.optional(z.enum(['true', 'false'])),
  demouseradmin: z.optional(z.enum(['true', 'false'])),
});
export type FacebookAuthAnswer =
  | { facebookAuthUrl: string }
  | { demoMode: true; userName: string; pageData: FacebookPageSummary[] };

/** GET /api/v2/facebook/check-pages, when the user manages pages. */
export interface CheckPagesAnswer {
  success: true;
  availablePages: FacebookPageSummary[];
  totalPages: number;
  userType: FacebookUserType | null;
  apiUsed: string;
  message: string;
}

export const selectPageRequestSchema = z.object({
  pageId: z.string().check(z.regex(/^[0-9A-Za-z_-]{1,64}$/, 'pageId must be a Facebook page id.')),
});

/** Spec §3 Conflict item: an event uploaded before that the page's data will now update. */
export interface FacebookConflictItem {
  eventId: string;
  newEvent: { title: string };
  existingSource: string;
  lastUpdated: string;
}

export interface SelectPageAnswer {
  success: true;
  pageId: string;
  pageName: string;
  location: string | null;
  message: string;
  conflicts: FacebookConflictItem[];
}

/** Spec §3 Social-page organisation details, mapped from the page's public details. */
export interface FacebookOrganisationDetails {
  businessName: string;
  category: string;
  email: string;
  phone: string;
  website: string;
  address: { fullAddress: string };
  picture: string | null;
  cover: string | null;
  about: string;
  description: string;
  emails: string[];
  hours: Record<string, string> | null;
  mission: string;
  generalInfo: string;
  priceRange: string;
  parking: Record<string, unknown> | null;
  paymentOptions: Record<string, unknown> | null;
  publicTransit: string;
}

export interface OrganisationDetailsAnswer {
  details: FacebookOrganisationDetails;
  pageId: string;
  pageName: string;
  fetchedAt: string | null;
}

/** The deletion status page's answer (Facebook's data-deletion callback links to it). */
export interface DataDeletionStatus {
  confirmationCode: string;
  status: 'completed';
  requestedAt: string;
  completedAt: string;
  connectionsRemoved: number;
}
export const dataDeletionParamsSchema = z.object({
  code: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Unknown confirmation code.')),
});

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
