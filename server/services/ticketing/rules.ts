// The wizard's rules, enforced by the server (spec §5): the event details a step-2 save needs,
// the ticket types a step-3 save needs, and the publish checklist. Failures are 400
// VALIDATION_ERROR naming the field, with the spec's messages.
import type { EventDetails, TicketTypeInput } from '../../../src/contract/ticketing';
import { AppError } from '../../lib/app-error';

type Details = Omit<EventDetails, 'base64Image'>;

const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, { field });

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/** What an event still lacks before it can be published, as checklist items and fields. */
function missingDetails(details: Details): Array<[string, string]> {
  const missing: Array<[string, string]> = [];
  if (blank(details.title)) missing.push(['event title', 'eventDetails.title']);
  if (!details.startDateTime) missing.push(['start date/time', 'eventDetails.startDateTime']);
  if (!details.endDateTime) missing.push(['end date/time', 'eventDetails.endDateTime']);
  if (blank(details.location.description))
    missing.push(['location', 'eventDetails.location.description']);
  return missing;
}

function assertTimesInOrder(details: Details): void {
  if (
    details.startDateTime &&
    details.endDateTime &&
    Date.parse(details.endDateTime) < Date.parse(details.startDateTime)
  ) {
    throw invalid('eventDetails.endDateTime', 'The end must not be before the start.');
  }
}

/** Leaving step 1: title, start, end and location are required. */
export function assertEventDetailsComplete(details: Details): void {
  const missing = missingDetails(details);
  if (missing.length > 0) {
    throw invalid(
      missing[0]![1],
      `Please complete required fields: ${missing.map(([item]) => item).join(', ')}.`,
    );
  }
  assertTimesInOrder(details);
}

/** Leaving step 2: at least one ticket type, each with a name, a price and a quantity. */
export function assertTicketTypesComplete(types: TicketTypeInput[]): void {
  if (types.length === 0)
    throw invalid(
      'ticketSetup.ticketTypes',
      'Please add at least one ticket type before proceeding.',
    );
  const problems = types.flatMap((type, index) => {
    const missing = [
      blank(type.name) ? 'name' : null,
      type.price === undefined || type.price < 0 ? 'price' : null,
      type.quantity === undefined || type.quantity < 1 ? 'quantity' : null,
    ].filter(Boolean);
    return missing.length > 0 ? [`Ticket ${index + 1}: ${missing.join(', ')}`] : [];
  });
  if (problems.length > 0) {
    throw invalid(
      'ticketSetup.ticketTypes',
      `Please complete required fields: ${problems.join('; ')}`,
    );
  }
}

/** The publish checklist (spec §5), all of it, whatever the client's button showed. */
export function assertPublishable(configuration: {
  eventDetails: Details;
  ticketTypes: TicketTypeInput[];
  paymentMethods: string[];
  termsAndConditions: string;
}): void {
  const missing = missingDetails(configuration.eventDetails);
  if (configuration.ticketTypes.length === 0)
    missing.push(['at least one ticket type', 'ticketSetup.ticketTypes']);
  if (configuration.paymentMethods.length === 0)
    missing.push(['payment method(s)', 'checkout.paymentMethods']);
  if (blank(configuration.termsAndConditions))
    missing.push(['terms and conditions', 'checkout.termsAndConditions']);
  if (missing.length === 1 && missing[0]![1] === 'checkout.paymentMethods')
    throw invalid(
      'checkout.paymentMethods',
      'Please select at least one payment method to continue.',
    );
  if (missing.length > 0) {
    throw invalid(
      missing[0]![1],
      `Please complete all required fields before publishing: ${missing.map(([item]) => item).join(', ')}.`,
    );
  }
  assertTimesInOrder(configuration.eventDetails);
  assertTicketTypesComplete(configuration.ticketTypes);
}
