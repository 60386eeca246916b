// A complete wizard form (spec §3 Wizard form) for ticketing tests to adjust.
import type { DraftSaveRequest } from '../../src/contract/ticketing';

export function wizardForm(overrides: Partial<DraftSaveRequest> = {}): DraftSaveRequest {
  return {
    eventDetails: {
      title: 'Salsa Under the Stars',
      description: 'An open-air salsa social with a beginner class.',
      startDateTime: '2031-02-14T08:00:00.000Z',
      endDateTime: '2031-02-14T12:00:00.000Z',
      location: { description: 'Observatory Hill, Upper Fort Street, Sydney' },
      importSource: 'manual',
    },
    ticketSetup: {
      ticketTypes: [
        { name: 'Early Bird', price: 15, currency: 'AUD', quantity: 50, description: 'Cheaper' },
        { name: 'Door', price: 22.5, currency: 'AUD', quantity: 100, description: 'On the night' },
      ],
      refundPolicy: '',
    },
    checkout: { paymentMethods: ['stripe'], termsAndConditions: 'Be kind on the floor.' },
    currentStep: 3,
    ...overrides,
  };
}
