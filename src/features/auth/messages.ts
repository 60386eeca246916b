// The account pages' texts (spec §5 and §8 Account pages), verbatim.
import { PASSWORD_RESET_DONE, PASSWORD_TOO_SHORT, RESET_LINK_SENT } from '@/contract/auth';

export const FORGOT_MESSAGES = {
  emailRequired: 'Please enter your email address.',
  sent: RESET_LINK_SENT,
  failed: 'An error occurred. Please try again.',
  network: 'An error occurred. Please try again later.',
} as const;

/** Spec §9: back to /login 3000 ms after a successful reset. */
export const RESET_REDIRECT_MS = 3000;

export const RESET_MESSAGES = {
  mismatch: 'Passwords do not match. Please try again.',
  tooShort: PASSWORD_TOO_SHORT,
  invalidToken: 'Invalid or missing reset token. Please request a new password reset.',
  success: PASSWORD_RESET_DONE,
  failed: 'Password reset failed. Please try again or request a new reset link.',
} as const;

export const CANCEL_MESSAGES = {
  missingToken:
    'Invalid or missing cancellation token. Please check your email for the correct link.',
  failed: 'Failed to cancel deletion. Please try again or contact support.',
} as const;

/** "It was me, let me in" (not in the spec; see docs/decisions.md). */
export const DEVICE_LINK_MESSAGES = {
  offer:
    'Was it you? We can e-mail you a link that lets this device sign in again. Devices you signed in on before can sign in as usual.',
  send: 'E-mail me a sign-in link',
  sending: 'Sending link...',
  requestFailed: 'We could not send the link. Please try again in a moment.',
  opening: 'Letting this device in…',
  missingToken: 'Invalid or missing link. Please try signing in again to get a new one.',
  failed: 'This link could not be used. Please try signing in again to get a new one.',
  continue: 'Sign In',
} as const;
