// The wizard's rules, enforced by the server (spec §5) with the contract's one list
// (src/contract/wizard-rules.ts, which the wizard's checklist shows): the event details a step-2
// save needs, the ticket types a step-3 save needs, and the publish checklist. Failures are 400
// VALIDATION_ERROR naming the field, with the spec's messages.
import type { EventDetails, TicketTypeInput } from '../../../src/contract/ticketing';
import {
  detailsProblem,
  publishProblem,
  ticketsProblem,
  type RuleDetails,
  type RuleProblem,
} from '../../../src/contract/wizard-rules';
import { AppError } from '../../lib/app-error';

type Details = Omit<EventDetails, 'base64Image'>;

function refuse(problem: RuleProblem | null): void {
  if (problem)
    throw new AppError(400, 'VALIDATION_ERROR', problem.message, { field: problem.field });
}

const ruleDetails = (details: Details): RuleDetails => ({
  title: details.title,
  startDateTime: details.startDateTime ?? null,
  endDateTime: details.endDateTime ?? null,
  location: details.location.description,
});

/**
 * Leaving step 1: title, start, end and location are required; a new event (`now` given: not yet
 * published) must start in the future.
 */
export function assertEventDetailsComplete(details: Details, now?: Date): void {
  refuse(detailsProblem(ruleDetails(details), now));
}

/** Leaving step 2: at least one ticket type, each with a name, a price and a quantity. */
export function assertTicketTypesComplete(types: TicketTypeInput[]): void {
  refuse(ticketsProblem(types));
}

/**
 * The publish checklist (spec §5), all of it, whatever the client's button showed; with `now` for
 * a configuration not yet published, whose event must start in the future.
 */
export function assertPublishable(
  configuration: {
    eventDetails: Details;
    ticketTypes: TicketTypeInput[];
    paymentMethods: string[];
    termsAndConditions: string;
  },
  now?: Date,
): void {
  refuse(
    publishProblem(
      {
        details: ruleDetails(configuration.eventDetails),
        ticketTypes: configuration.ticketTypes,
        paymentMethods: configuration.paymentMethods,
        termsAndConditions: configuration.termsAndConditions,
      },
      now,
    ),
  );
}
