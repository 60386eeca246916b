// What the Facebook screen shows for an error (spec §8 Social-page integration): the message for
// its code, whether to offer Try Again or Search Again, and the alternative actions.
import type { FacebookUserType } from '@/contract/facebook';
import {
  FACEBOOK_HELP_LINKS,
  FACEBOOK_MESSAGES,
  NO_PAGES_MESSAGES,
} from '@/contract/facebook-messages';

export interface FacebookErrorView {
  code: string;
  message: string;
  retryLabel: 'Try Again' | 'Search Again' | null;
  actions: Array<{ label: string; href: string }>;
}

export interface FacebookErrorInput {
  code: string | null;
  message?: string | null;
  retryable?: boolean | null;
  userType?: string | null;
}

const userTypeOf = (value: string | null | undefined): FacebookUserType | null =>
  value === 'personal_no_pages' || value === 'business_profile' || value === 'business_manager'
    ? value
    : null;

export function facebookErrorView(input: FacebookErrorInput): FacebookErrorView {
  const code = input.code ?? 'UNKNOWN';
  const retry = input.retryable === false ? null : ('Try Again' as const);
  switch (code) {
    case 'FACEBOOK_OAUTH_DENIED':
    case 'FACEBOOK_AUTH_ERROR':
    case 'FACEBOOK_API_ERROR':
      return { code, message: FACEBOOK_MESSAGES[code], retryLabel: 'Try Again', actions: [] };
    case 'FACEBOOK_PERMISSION_ERROR':
      return {
        code,
        message: FACEBOOK_MESSAGES.FACEBOOK_PERMISSION_ERROR,
        retryLabel: 'Try Again',
        actions: [{ label: 'Get Admin Access', href: FACEBOOK_HELP_LINKS.getAdminAccess }],
      };
    case 'FACEBOOK_NO_PAGES': {
      const userType = userTypeOf(input.userType);
      const message =
        input.message ||
        (userType ? NO_PAGES_MESSAGES[userType] : FACEBOOK_MESSAGES.FACEBOOK_NO_PAGES);
      const actions =
        input.retryable === true
          ? []
          : userType === 'personal_no_pages' || !userType
            ? [{ label: 'Create Business Page', href: FACEBOOK_HELP_LINKS.createBusinessPage }]
            : [{ label: 'Get Admin Access', href: FACEBOOK_HELP_LINKS.getAdminAccess }];
      return { code, message, retryLabel: input.retryable ? 'Try Again' : 'Search Again', actions };
    }
    case 'SERVER_ERROR':
      return {
        code,
        message: FACEBOOK_MESSAGES.SERVER_ERROR,
        retryLabel: 'Try Again',
        actions: [],
      };
    case 'FACEBOOK_NOT_CONFIGURED':
      return {
        code,
        message: FACEBOOK_MESSAGES.FACEBOOK_NOT_CONFIGURED,
        retryLabel: null,
        actions: [],
      };
    default:
      return {
        code,
        message: input.message || FACEBOOK_MESSAGES.UNKNOWN,
        retryLabel: retry,
        actions: [],
      };
  }
}
