// What a failed wizard call says (spec §8 Wizard).
import {
  failureCode,
  failureDetails,
  failureMessage,
  isConnectionFailure,
  type ApiFailure,
} from '@/lib/api/result';
import { fieldLabel } from '@/lib/api/plain-messages';

export const PROGRESS_SAVED = 'Progress saved successfully';
/** Update Event on tickets already on sale: the changes are on the event page at once. */
export const CHANGES_LIVE = 'Changes saved — live now';
export const OWNERSHIP_CLAIMED = 'Event ownership claimed successfully!';
export const DRAFT_LOAD_FAILED = 'Failed to load draft. Starting with new ticket.';

/** The label of the field a failure names ("eventDetails.startDateTime" → "Start"). */
function fieldNameOf(failure: ApiFailure): string | null {
  const field = failureDetails(failure)?.field;
  return typeof field === 'string' && field ? fieldLabel(field) : null;
}

export function saveFailureMessage(failure: ApiFailure): string {
  if (isConnectionFailure(failure)) return 'Failed to save draft. Please check your connection.';
  if (failureCode(failure) === 'VALIDATION_ERROR') {
    const message = failureMessage(failure, 'Validation failed');
    const field = fieldNameOf(failure);
    // Spec §8 prefixes the field's name, in the words of the form, unless the message starts with it.
    return field && !message.startsWith(field) ? `${field}: ${message}` : message;
  }
  return failureMessage(failure, 'Failed to save draft. Please try again.');
}

export function publishFailureMessage(failure: ApiFailure): string {
  if (isConnectionFailure(failure))
    return 'Failed to publish ticket. Please check your connection.';
  return failureMessage(failure, 'Failed to publish ticket. Please try again.');
}

export function claimFailureMessage(failure: ApiFailure): string {
  if (isConnectionFailure(failure))
    return 'Failed to claim event ownership. Please check your connection.';
  return failureMessage(failure, 'Failed to claim event ownership. Please try again.');
}
