// Validation messages a user can see are in plain words (issue 31: `not-an-id` read "eventId must be
// an event id."): every failure message goes through failureMessage, which puts the server's
// field-named messages in the words of the screen and keeps plain ones as they are.
import { describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '@/contract/storable-text';
import {
  EVENT_NOT_FOUND,
  LINK_NOT_RIGHT,
  REQUEST_NOT_RIGHT,
  plainMessage,
} from '@/lib/api/plain-messages';
import { ApiRequestError, failureMessage, type ApiFailure } from '@/lib/api/result';

const validation = (message: string, field?: string): ApiFailure => ({
  ok: false,
  status: 400,
  problem: 'CLIENT_ERROR',
  data: { message, code: 'VALIDATION_ERROR', ...(field ? { details: { field } } : {}) },
});

describe('plain validation messages', () => {
  it('say a mistyped event link could not be found', () => {
    expect(failureMessage(validation('eventId must be an event id.', 'eventId'), 'x')).toBe(
      EVENT_NOT_FOUND,
    );
    expect(new ApiRequestError(validation('eventId must be an event id.', 'eventId')).message).toBe(
      'That event could not be found: the link may be mistyped or out of date.',
    );
    expect(plainMessage('id must be a configuration id.', 'id')).toBe(LINK_NOT_RIGHT);
    expect(plainMessage('linkId must be a door link id.', 'linkId')).toBe(LINK_NOT_RIGHT);
    expect(
      plainMessage('ticketType must be a ticket type id.', 'ticketSelections.0.ticketType'),
    ).toBe(LINK_NOT_RIGHT);
  });

  it('name the field as the screen labels it', () => {
    expect(plainMessage('currentStep must be from 1 to 3.', 'currentStep')).toBe(
      'Step must be from 1 to 3.',
    );
    expect(plainMessage('quantity must be a whole number.', 'ticketSelections.0.quantity')).toBe(
      'Quantity must be a whole number.',
    );
    expect(plainMessage('eventDetails.title is required.', 'eventDetails.title')).toBe(
      'Please fill in Event Title.',
    );
    expect(plainMessage('eventDetails.title must be a string.', 'eventDetails.title')).toBe(
      'Event Title must be text.',
    );
    expect(
      plainMessage(
        'eventDetails.location.description must be a number.',
        'eventDetails.location.description',
      ),
    ).toBe('Event Location must be a number.');
    expect(plainMessage('checkout must be an object.', 'checkout')).toBe(REQUEST_NOT_RIGHT);
    expect(
      plainMessage(`eventDetails.title ${UNSTORABLE_TEXT_MESSAGE}`, 'eventDetails.title'),
    ).toBe('Event Title contains a character that cannot be saved. Please type it again.');
    expect(plainMessage('checkInOpensAt must be soon.', 'checkInOpensAt')).toBe(
      'Check in opens at must be soon.',
    );
  });

  it('keep messages already in plain words, and other errors as sent', () => {
    const spec =
      'Please complete required fields: event title, start date/time, end date/time, location.';
    expect(failureMessage(validation(spec, 'eventDetails.title'), 'x')).toBe(spec);
    expect(failureMessage(validation('The request body must be a JSON object.'), 'x')).toBe(
      REQUEST_NOT_RIGHT,
    );
    const conflict: ApiFailure = {
      ok: false,
      status: 409,
      problem: 'CLIENT_ERROR',
      data: { message: 'eventId is taken.', code: 'CONFLICT', details: { field: 'eventId' } },
    };
    expect(failureMessage(conflict, 'x')).toBe('eventId is taken.');
  });
});
