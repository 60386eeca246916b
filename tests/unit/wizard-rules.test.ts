// The wizard's rules and payload (spec §5, §8): ticket-step messages, the publish checklist, dates
// as ISO UTC, empty sales dates left out, empty quantity 1 and price 0, and save messages.
import { describe, expect, it } from 'vitest';
import {
  CARD_ACCOUNT_ITEM,
  isPublishable,
  missingDetails,
  publishChecklist,
} from '@/features/wizard/lib/form-rules';
import { saveFailureMessage } from '@/features/wizard/lib/save-messages';
import { ticketStepError } from '@/features/wizard/lib/form-rules';
import {
  blankTicketType,
  inputValueOf,
  isoOf,
  newForm,
  saveRequestOf,
} from '@/features/wizard/lib/wizard-form';
import { BUILT_IN_TICKETING_DEFAULTS } from '@/contract/ticketing-defaults';
import { zoneNoteText } from '@/features/wizard/lib/zone-note-text';
import {
  publishChecklist as contractChecklist,
  detailsProblem,
  publishProblem,
} from '@/contract/wizard-rules';
import {
  publishedInOrder,
  publishedStateOf,
  type PublishedEvent,
} from '@/contract/organiser-lists';

const ids = { draftId: null, clientKey: 'key-1' };

describe('ticket step', () => {
  it('needs a type, and a name, price and quantity on each', () => {
    expect(ticketStepError({ ticketTypes: [], sessions: [] })).toBe(
      'Please add at least one ticket type before proceeding.',
    );
    const named = { ...blankTicketType(), name: 'Door' };
    expect(ticketStepError({ ticketTypes: [named], sessions: [] })).toBeNull();
    expect(
      ticketStepError({
        ticketTypes: [named, { ...blankTicketType(), price: '-2', quantity: '0' }],
        sessions: [],
      }),
    ).toBe('Please complete required fields: Ticket 2: name, price, quantity');
    // Empty price and quantity are filled in (0 and 1), not refused.
    expect(
      ticketStepError({ ticketTypes: [{ ...named, price: '', quantity: '' }], sessions: [] }),
    ).toBeNull();
  });
});

/** Every checklist item filled in, card payments chosen. */
const filledForm = () => ({
  ...newForm(BUILT_IN_TICKETING_DEFAULTS),
  title: 'Night',
  start: '2031-02-14T19:00',
  end: '2031-02-14T23:00',
  location: 'Hall, 1 Main Street',
  paymentMethods: ['stripe' as const],
  termsAndConditions: 'Be kind.',
});

describe('the form', () => {
  it('starts from the primary default ticket type and the default texts', () => {
    const form = newForm(BUILT_IN_TICKETING_DEFAULTS);
    expect(form.ticketTypes.map((type) => [type.name, type.price])).toEqual([
      ['General Admission', '25'],
    ]);
    expect(form.termsAndConditions).toBe(BUILT_IN_TICKETING_DEFAULTS.defaultTermsAndConditions);
    expect(
      publishChecklist(form)
        .filter((item) => !item.done)
        .map((item) => item.label),
    ).toEqual(['Event title', 'Start date/time', 'End date/time', 'Location', 'Payment method(s)']);
  });

  it('sends ISO UTC dates, leaves empty sales dates out, fills empty numbers', () => {
    const form = {
      ...filledForm(),
      ticketTypes: [{ ...blankTicketType(), name: 'Door', price: '', quantity: '' }],
    };
    expect(isPublishable(form)).toBe(true);
    const request = saveRequestOf(form, 2, ids);
    expect(request).toMatchObject({ clientKey: 'key-1', currentStep: 2 });
    // Read in the school's zone (a new form's default: Sydney, summer time), not the device's.
    expect(request.eventDetails?.startDateTime).toBe('2031-02-14T08:00:00.000Z');
    expect(request.ticketSetup).not.toHaveProperty('salesPeriod');
    expect(request.eventDetails).not.toHaveProperty('icsData');
    expect(request.ticketSetup?.ticketTypes?.[0]).toMatchObject({ price: 0, quantity: 1 });
    expect(saveRequestOf(form, 3, { draftId: 'd1', clientKey: 'key-1' })).toMatchObject({
      id: 'd1',
    });
    expect(isoOf('', 'UTC')).toBeNull();
    expect(inputValueOf(isoOf('2031-02-14T19:00:45', 'Australia/Perth'), 'Australia/Perth')).toBe(
      '2031-02-14T19:00',
    );
  });

  it('reads and shows the times in the event’s zone, whatever the device’s', () => {
    // Sydney keeps summer time in February (+11) and not in July (+10).
    expect(isoOf('2031-02-14T19:00', 'Australia/Sydney')).toBe('2031-02-14T08:00:00.000Z');
    expect(isoOf('2031-07-14T19:00', 'Australia/Sydney')).toBe('2031-07-14T09:00:00.000Z');
    expect(inputValueOf('2031-07-14T09:00:00.000Z', 'Australia/Sydney')).toBe('2031-07-14T19:00');
    expect(inputValueOf('2031-07-14T09:00:00.000Z', 'Europe/Lisbon')).toBe('2031-07-14T10:00');
    expect(isoOf('2031-13-01T19:00', 'UTC')).toBeNull();
    const perth = { ...filledForm(), timeZone: 'Australia/Perth' };
    expect(saveRequestOf(perth, 1, ids).eventDetails?.startDateTime).toBe(
      '2031-02-14T11:00:00.000Z',
    );
    // The zone chosen goes with the times, so the server keeps the same wall clock.
    expect(saveRequestOf(perth, 1, ids).eventDetails?.timeZone).toBe('Australia/Perth');
  });

  it('says whose clock the times are on only when the device keeps another', () => {
    const now = new Date('2026-11-27T00:00:00Z');
    expect(zoneNoteText('Australia/Sydney', 'Australia/Sydney', now)).toBeNull();
    // Melbourne keeps Sydney's clock all year; Brisbane does not in summer.
    expect(zoneNoteText('Australia/Sydney', 'Australia/Melbourne', now)).toBeNull();
    expect(zoneNoteText('Australia/Sydney', 'Australia/Brisbane', now)).toBe(
      "Times are the event's local time (Australia/Sydney); this device is on Australia/Brisbane time.",
    );
  });

  it('asks for a Stripe account that can take charges before card sales go live', () => {
    const form = filledForm();
    const missing = (account?: Parameters<typeof isPublishable>[1]) =>
      publishChecklist(form, account)
        .filter((item) => !item.done)
        .map((item) => item.label);
    expect(missing('pending')).toEqual([CARD_ACCOUNT_ITEM]);
    expect(missing('restricted')).toEqual([CARD_ACCOUNT_ITEM]);
    expect(missing('not_connected')).toEqual([CARD_ACCOUNT_ITEM]);
    expect(isPublishable(form, 'active')).toBe(true);
    // Demo payments (no Stripe on the server), or the state not known yet: the server decides.
    expect(isPublishable(form, 'not_configured')).toBe(true);
    expect(isPublishable(form, undefined)).toBe(true);
  });
});

describe('save messages', () => {
  it('prefix a validation message with the field’s label, unless it starts with it', () => {
    const failure = {
      ok: false as const,
      status: 400,
      problem: 'CLIENT_ERROR' as const,
      data: {
        message: 'price must be in whole cents.',
        code: 'VALIDATION_ERROR',
        details: { field: 'ticketSetup.ticketTypes.0.price' },
      },
    };
    expect(saveFailureMessage(failure)).toBe('Price must be in whole cents.');
    expect(
      saveFailureMessage({
        ...failure,
        data: {
          message: 'A new event must start in the future.',
          code: 'VALIDATION_ERROR',
          details: { field: 'eventDetails.startDateTime' },
        },
      }),
    ).toBe('Start: A new event must start in the future.');
    expect(saveFailureMessage({ ok: false, status: 500, problem: 'NETWORK_ERROR', data: {} })).toBe(
      'Failed to save draft. Please check your connection.',
    );
    expect(saveFailureMessage({ ...failure, data: { message: '', code: 'CONFLICT' } })).toBe(
      'Failed to save draft. Please try again.',
    );
  });
});

describe('one list for the checklist and the server’s refusal', () => {
  it('names the same missing items on screen and in the publish refusal', () => {
    const configuration = {
      details: {
        title: 'Night',
        startDateTime: '2031-02-14T19:00',
        endDateTime: null,
        location: '',
      },
      ticketTypes: [{ name: 'Door', price: 20, quantity: 10 }],
      paymentMethods: ['stripe'],
      termsAndConditions: ' ',
    };
    const missing = contractChecklist(configuration)
      .filter((item) => !item.done)
      .map((item) => item.label);
    expect(missing).toEqual(['End date/time', 'Location', 'Terms and conditions']);
    expect(publishProblem(configuration)).toEqual({
      field: 'eventDetails.endDateTime',
      message:
        'Please complete all required fields before publishing: end date/time, location, terms and conditions.',
    });
    expect(
      publishProblem({
        ...configuration,
        details: { ...configuration.details, endDateTime: '2031-02-14T23:00', location: 'Hall' },
        termsAndConditions: 'Be kind.',
        ticketTypes: [{ name: '', price: -1, quantity: 0 }],
      }),
    ).toEqual({
      field: 'ticketSetup.ticketTypes',
      message: 'Please complete required fields: Ticket 1: name, price, quantity',
    });
  });
});

describe('a new event starts in the future (issue 31)', () => {
  const now = new Date('2026-11-25T06:00:00Z');
  const details = (start: string) => ({
    title: 'Night',
    startDateTime: start,
    endDateTime: '2031-02-14T12:00:00.000Z',
    location: 'Hall',
  });

  it('refuses a start that has passed for a new event, not for an edit', () => {
    expect(detailsProblem(details('2020-01-01T09:00:00.000Z'), now)).toEqual({
      field: 'eventDetails.startDateTime',
      message: 'A new event must start in the future.',
    });
    expect(detailsProblem(details('2026-11-25T06:00:00.000Z'), now)?.message).toBe(
      'A new event must start in the future.',
    );
    expect(detailsProblem(details('2026-11-25T07:00:00.000Z'), now)).toBeNull();
    expect(detailsProblem(details('2020-01-01T09:00:00.000Z'))).toBeNull();
  });

  it('is the wizard’s step 1 rule too', () => {
    const form = { ...filledForm(), start: '2020-01-01T19:00', end: '2020-01-01T23:00' };
    expect(missingDetails(form, now)).toBe('A new event must start in the future.');
    expect(missingDetails(form)).toBeNull();
  });
});

describe('the published list (issue 31)', () => {
  const now = new Date('2026-11-25T06:00:00Z');
  const event = (id: string, start: string | null, end: string | null): PublishedEvent => ({
    id,
    eventId: id,
    status: 'published',
    eventDetails: {
      title: id,
      startDateTime: start,
      endDateTime: end,
      location: { description: 'Hall' },
      timeZone: 'Australia/Sydney',
    },
    ticketSetup: { ticketTypes: [], sessions: [] },
  });

  it('says Ended once an event is over, and orders coming soonest first, then ended latest first', () => {
    const old = event('old', '2020-01-01T09:00:00Z', '2020-01-01T12:00:00Z');
    const recent = event('recent', '2026-11-20T09:00:00Z', '2026-11-20T12:00:00Z');
    const tonight = event('tonight', '2026-11-25T05:00:00Z', '2026-11-25T09:00:00Z');
    const next = event('next', '2027-01-01T09:00:00Z', null);
    const undated = event('undated', null, null);
    expect(publishedStateOf(old, now)).toBe('ended');
    expect(publishedStateOf(tonight, now)).toBe('live');
    expect(publishedStateOf(undated, now)).toBe('live');
    expect(publishedInOrder([old, undated, next, recent, tonight], now).map((e) => e.id)).toEqual([
      'tonight',
      'next',
      'undated',
      'recent',
      'old',
    ]);
  });

  it('says Cancelled once its school called it off, and Postponed until a moved event ends', () => {
    const called = {
      ...event('called', '2027-01-01T09:00:00Z', null),
      eventState: 'cancelled' as const,
    };
    const moved = {
      ...event('moved', '2027-02-01T09:00:00Z', null),
      eventState: 'postponed' as const,
    };
    const movedPast = {
      ...event('moved-past', '2020-02-01T09:00:00Z', null),
      eventState: 'postponed' as const,
    };
    expect(publishedStateOf(called, now)).toBe('cancelled');
    expect(publishedStateOf(moved, now)).toBe('postponed');
    expect(publishedStateOf(movedPast, now)).toBe('ended');
    expect(publishedInOrder([called, moved], now).map((e) => e.id)).toEqual(['moved', 'called']);
  });
});
