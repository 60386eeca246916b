// The system ticket templates (spec §3 Ticket template): the simple dance event, a social night
// and a workshop weekend, as a dance school would set them up.
import type { TicketTemplate } from '../../../src/contract/organisations';
import type { TicketType } from '../../../src/contract/ticketing';
import {
  DEFAULT_REFUND_POLICY,
  DEFAULT_TERMS_AND_CONDITIONS,
} from '../../../src/contract/ticketing-defaults';

const ticket = (
  id: string,
  name: string,
  price: number,
  quantity: number,
  description: string,
  restrictions = '',
): TicketType => ({
  id,
  name,
  price,
  currency: 'AUD',
  quantity,
  description,
  restrictions,
  roles: null,
  sessionIds: null,
});

/** A system template: every one is a default, with the default refund policy and terms. */
const template = (
  fields: Omit<TicketTemplate, 'isSystemDefault' | 'refundPolicy' | 'termsAndConditions'>,
): TicketTemplate => ({
  ...fields,
  isSystemDefault: true,
  refundPolicy: DEFAULT_REFUND_POLICY,
  termsAndConditions: DEFAULT_TERMS_AND_CONDITIONS,
});

export const SYSTEM_TEMPLATES: readonly TicketTemplate[] = [
  template({
    templateId: 'simple-dance-event',
    name: 'Simple dance event',
    description: 'One ticket for everyone: the quickest way to start selling.',
    category: 'General',
    ticketTypes: [ticket('general', 'General Admission', 25, 100, 'Entry to the event.')],
  }),
  template({
    templateId: 'social-night',
    name: 'Social night',
    description: 'Early-bird and door prices for a social, with a beginner class included.',
    category: 'Social',
    ticketTypes: [
      ticket('early-bird', 'Early Bird', 15, 50, 'Entry at the early price, while they last.'),
      ticket('door', 'Door Ticket', 20, 150, 'Entry on the night.'),
      ticket(
        'class-and-social',
        'Class + Social',
        25,
        40,
        'The beginner class before the social, and entry to the social.',
      ),
    ],
  }),
  template({
    templateId: 'workshop-weekend',
    name: 'Workshop weekend',
    description: 'A full pass, day passes and a party-only pass for a weekend of workshops.',
    category: 'Workshop',
    ticketTypes: [
      ticket('full-pass', 'Full Pass', 180, 120, 'Every workshop and every party, all weekend.'),
      ticket('day-pass', 'Day Pass', 80, 80, 'The workshops and the party of one day.'),
      ticket('party-pass', 'Party Pass', 35, 200, 'The evening parties only.', 'No workshops.'),
    ],
  }),
];

export const templateById = (templateId: string): TicketTemplate | undefined =>
  SYSTEM_TEMPLATES.find((template) => template.templateId === templateId);
