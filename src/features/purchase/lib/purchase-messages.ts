// What the purchase pages say when something fails (spec §8 Purchase, Session validation).
import { SESSION_MESSAGES } from '@/contract/checkout-sessions';
import { failureMessage, isConnectionFailure, type ApiFailure } from '@/lib/api/result';

export { SESSION_MESSAGES };

export const EVENT_LOAD_FAILED = 'Failed to load event information';
export const PURCHASE_FAILED = 'Purchase failed. Please try again.';

export function purchaseFailureMessage(failure: ApiFailure): string {
  if (isConnectionFailure(failure))
    return 'Purchase failed: no connection. Please check your network and try again.';
  return failureMessage(failure, PURCHASE_FAILED);
}

/** The message for a failed session validation, by its status (spec §8). */
export function sessionFailureMessage(failure: ApiFailure): string {
  if (isConnectionFailure(failure)) return SESSION_MESSAGES.other;
  if (failure.status === 404) return SESSION_MESSAGES.unknown;
  if (failure.status === 409) return SESSION_MESSAGES.used;
  if (failure.status === 401) return SESSION_MESSAGES.unauthorised;
  if (failure.status >= 500) return SESSION_MESSAGES.server;
  // 410, and any other refusal.
  return SESSION_MESSAGES.expired;
}
