// The built-in ticketing defaults (spec §9): General Admission at 25, and the default refund
// policy and terms that a blank field becomes when a configuration is saved.
import type { TicketingDefaults } from './organisations';
import { DEFAULT_CURRENCY } from './ticketing';

export const DEFAULT_REFUND_POLICY = [
  'Refunds are available up to 24 hours before the event starts.',
  'Processing fees are non-refundable.',
  'For special circumstances, please contact the organiser.',
].join('\n');

/** The built-in terms' line on passing tickets on (spec §9: "non-transferable tickets"). */
export const DEFAULT_TRANSFER_TERM = 'Tickets are non-transferable.';

export const DEFAULT_TERMS_AND_CONDITIONS = [
  'Please follow the venue rules and the directions of staff.',
  DEFAULT_TRANSFER_TERM,
  'The organiser reserves the right to refuse entry.',
  'Please arrive on time; late entry may not be possible.',
].join('\n');

export const GENERAL_ADMISSION = {
  name: 'General Admission',
  price: 25,
  currency: DEFAULT_CURRENCY,
  quantity: 100,
  description: 'Entry to the event.',
  restrictions: '',
} as const;

export const BUILT_IN_TICKETING_DEFAULTS: TicketingDefaults = {
  defaultTicketTypes: [{ ...GENERAL_ADMISSION }],
  primaryDefaultIndex: 0,
  defaultRefundPolicy: DEFAULT_REFUND_POLICY,
  defaultTermsAndConditions: DEFAULT_TERMS_AND_CONDITIONS,
};
