// The Facebook integration's messages (spec §8 Social-page integration), shared by the server,
// which sends them, and the page, which shows them for codes that arrive without one.
import type { FacebookUserType } from './facebook';

export const FACEBOOK_MESSAGES = {
  FACEBOOK_NOT_CONFIGURED:
    'Facebook is not configured on this server, so a Facebook Page cannot be connected here. Ask the site administrator to set up the Facebook app.',
  FACEBOOK_NOT_CONNECTED: 'Facebook is not connected. Please connect Facebook first.',
  FACEBOOK_OAUTH_DENIED:
    'Facebook access was cancelled. You need to grant permissions to import events.',
  FACEBOOK_AUTH_ERROR: 'Facebook authentication failed. Please reconnect your account.',
  FACEBOOK_PERMISSION_ERROR:
    "Missing Facebook permission: 'Read user content on your Page'. Please reconnect Facebook and grant all permissions in 'Edit previous settings'.",
  FACEBOOK_NO_PAGES:
    'No pages found. You may need business management permissions or admin access to pages.',
  FACEBOOK_API_ERROR: 'Facebook API error occurred. This may be temporary.',
  SERVER_ERROR: 'Server error occurred. Please try again.',
  UNKNOWN: 'An unexpected error occurred.',
} as const;

/** Spec §8: connected to Facebook with no Page chosen (none found, or the choice skipped). */
export const AUTHORISED_NO_PAGES = 'Authorised (no pages selected/found or skipped)';

/** FACEBOOK_NO_PAGES, said for the kind of account that found none. */
export const NO_PAGES_MESSAGES: Record<FacebookUserType, string> = {
  personal_no_pages:
    "Your Facebook account doesn't manage any Pages. Create a business Page for your dance school, or ask the Page's owner to give you admin access.",
  business_profile:
    'No Pages found for this business profile. Make sure your account has admin access to the Page in Business Manager.',
  business_manager:
    'No Pages found. Your Business Manager has no Pages assigned to you: add your Pages to Business Manager and give yourself access.',
};

/** Where the alternative actions lead (spec §8: Create Business Page / Get Admin Access). */
export const FACEBOOK_HELP_LINKS = {
  createBusinessPage: 'https://www.facebook.com/pages/create',
  getAdminAccess: 'https://business.facebook.com/settings/pages',
} as const;
