// What the purchase pages say when something fails (spec §8 Purchase, Session validation).
import { SESSION_MESSAGES } from '@/contract/checkout-sessions';
import { failureMessage, isConnectionFailure, type ApiFailure } from '@/lib/api/result';
import { i18n } from '@/lib/i18n/i18n';

export { SESSION_MESSAGES };

/** Read when shown, in the active language (the server's own message stays as it sent it). */
export const eventLoadFailed = () => i18n._('purchase.loadFailed');

export function purchaseFailureMessage(failure: ApiFailure): string {
  if (isConnectionFailure(failure)) return i18n._('purchase.failed.offline');
  return failureMessage(failure, i18n._('purchase.failed'));
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
