// What the purchase pages say when something fails (spec §8 Purchase, Session validation).
import { failureMessage, isConnectionFailure, type ApiFailure } from '@/lib/api/result';

export const EVENT_LOAD_FAILED = 'Failed to load event information';
export const PURCHASE_FAILED = 'Purchase failed. Please try again.';

export function purchaseFailureMessage(failure: ApiFailure): string {
  if (isConnectionFailure(failure))
    return 'Purchase failed: no connection. Please check your network and try again.';
  return failureMessage(failure, PURCHASE_FAILED);
}

export const SESSION_MESSAGES = {
  missing: 'Invalid session. Please try purchasing tickets again.',
  none: 'No session data found. Please use the mobile app to purchase tickets.',
  unknown: 'Invalid session. Please try purchasing tickets again.',
  used: 'This session has already been used.',
  expired: 'Your session has expired. Please try again.',
  unauthorised: 'Authentication failed. Please try purchasing tickets again.',
  server: 'Server error. Please try again later.',
  other: 'An error occurred during authentication. Please try again.',
};

/** The message for a failed session validation, by its status (spec §8). */
export function sessionFailureMessage(failure: ApiFailure): string {
  if (isConnectionFailure(failure)) return SESSION_MESSAGES.other;
  if (failure.status === 404) return SESSION_MESSAGES.unknown;
  if (failure.status === 409) return SESSION_MESSAGES.used;
  if (failure.status === 401) return SESSION_MESSAGES.unauthorised;
  if (failure.status >= 500) return SESSION_MESSAGES.server;
  if (failure.status === 410) return SESSION_MESSAGES.expired;
  return SESSION_MESSAGES.expired;
}
