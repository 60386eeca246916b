// The wizard's rules (spec §5), once for both sides: what leaving step 1 and step 2 needs, and the
// publish checklist. The wizard shows the checklist and its alerts from these; the server refuses
// a save or a publish with the same words, naming the field. Pure functions over a plain shape
// each side maps its own form or request to.
import type { PaymentAccountState } from './payments';
import { hasVisibleCharacter } from './typed-text';

export interface RuleDetails {
  title: string;
  startDateTime: string | null;
  endDateTime: string | null;
  location: string;
}

/** A price or quantity the user left blank is saved as 0 or 1; one that is not a number is NaN. */
export interface RuleTicketType {
  name?: string;
  price?: number;
  quantity?: number;
}

export interface RuleConfiguration {
  details: RuleDetails;
  ticketTypes: RuleTicketType[];
  paymentMethods: readonly string[];
  termsAndConditions: string;
}

export interface RuleProblem {
  field: string;
  message: string;
}

export interface ChecklistItem {
  label: string;
  done: boolean;
  field: string;
}

export const NO_TICKET_TYPES = 'Please add at least one ticket type before proceeding.';
export const SELECT_PAYMENT_METHOD = 'Please select at least one payment method to continue.';
export const END_BEFORE_START = 'The end must not be before the start.';
export const START_IN_PAST = 'A new event must start in the future.';
export const CARD_ACCOUNT_ITEM = 'Stripe account ready for card payments';

// Nothing a reader would see (spaces, or only invisible marks) counts as left blank.
const blank = (value: string | null | undefined) => !value || !hasVisibleCharacter(value);

/** Step 1's required items, in the checklist's words and order. */
function detailItems(details: RuleDetails): ChecklistItem[] {
  return [
    { label: 'Event title', done: !blank(details.title), field: 'eventDetails.title' },
    {
      label: 'Start date/time',
      done: !blank(details.startDateTime),
      field: 'eventDetails.startDateTime',
    },
    {
      label: 'End date/time',
      done: !blank(details.endDateTime),
      field: 'eventDetails.endDateTime',
    },
    {
      label: 'Location',
      done: !blank(details.location),
      field: 'eventDetails.location.description',
    },
  ];
}

/** "event title, location": the missing items as a sentence lists them. */
const listed = (items: ChecklistItem[]) =>
  items.map((item) => item.label.charAt(0).toLowerCase() + item.label.slice(1)).join(', ');

function timesProblem(details: RuleDetails): RuleProblem | null {
  const start = details.startDateTime ? Date.parse(details.startDateTime) : NaN;
  const end = details.endDateTime ? Date.parse(details.endDateTime) : NaN;
  return end < start ? { field: 'eventDetails.endDateTime', message: END_BEFORE_START } : null;
}

/**
 * A new event (one not yet published: `now` given) must start after now. An event already on sale
 * may be edited after it began: its times are what happened.
 */
function startProblem(details: RuleDetails, now: Date | undefined): RuleProblem | null {
  if (!now || !details.startDateTime) return null;
  return Date.parse(details.startDateTime) <= now.getTime()
    ? { field: 'eventDetails.startDateTime', message: START_IN_PAST }
    : null;
}

/**
 * Leaving step 1: title, start, end and location, the end not before the start and, for a new
 * event (`now` given), the start still to come.
 */
export function detailsProblem(details: RuleDetails, now?: Date): RuleProblem | null {
  const missing = detailItems(details).filter((item) => !item.done);
  if (missing.length > 0)
    return {
      field: missing[0]!.field,
      message: `Please complete required fields: ${listed(missing)}.`,
    };
  return startProblem(details, now) ?? timesProblem(details);
}

export interface TicketProblem {
  index: number;
  missing: Array<'name' | 'price' | 'quantity'>;
}

/** Each ticket type needs a name, a price of 0 or more and a quantity of at least 1. */
export function ticketProblems(types: RuleTicketType[]): TicketProblem[] {
  return types.flatMap((type, index) => {
    const missing = [
      blank(type.name) ? 'name' : null,
      type.price === undefined || !(type.price >= 0) ? 'price' : null,
      type.quantity === undefined || !(Number.isInteger(type.quantity) && type.quantity >= 1)
        ? 'quantity'
        : null,
    ].filter((field): field is 'name' | 'price' | 'quantity' => field !== null);
    return missing.length > 0 ? [{ index, missing }] : [];
  });
}

/** Leaving step 2: at least one ticket type, each complete. */
export function ticketsProblem(types: RuleTicketType[]): RuleProblem | null {
  const field = 'ticketSetup.ticketTypes';
  if (types.length === 0) return { field, message: NO_TICKET_TYPES };
  const problems = ticketProblems(types);
  if (problems.length === 0) return null;
  const list = problems
    .map((problem) => `Ticket ${problem.index + 1}: ${problem.missing.join(', ')}`)
    .join('; ');
  return { field, message: `Please complete required fields: ${list}` };
}

const needsCardAccount = (methods: readonly string[], account: PaymentAccountState | undefined) =>
  methods.includes('stripe') && account !== undefined && account !== 'not_configured';

/**
 * The publish checklist. The card-account item appears when card sales are chosen on a server
 * that takes real payments and the account's state is known (the server checks it itself).
 */
export function publishChecklist(
  configuration: RuleConfiguration,
  cardAccount?: PaymentAccountState,
): ChecklistItem[] {
  const { ticketTypes, paymentMethods } = configuration;
  return [
    ...detailItems(configuration.details),
    {
      label: 'At least one ticket type',
      done: ticketTypes.length > 0 && ticketProblems(ticketTypes).length === 0,
      field: 'ticketSetup.ticketTypes',
    },
    {
      label: 'Payment method(s)',
      done: paymentMethods.length > 0,
      field: 'checkout.paymentMethods',
    },
    ...(needsCardAccount(paymentMethods, cardAccount)
      ? [
          {
            label: CARD_ACCOUNT_ITEM,
            done: cardAccount === 'active',
            field: 'checkout.paymentMethods',
          },
        ]
      : []),
    {
      label: 'Terms and conditions',
      done: !blank(configuration.termsAndConditions),
      field: 'checkout.termsAndConditions',
    },
  ];
}

/**
 * Why a configuration cannot be published, or null: the checklist, then the steps' own rules
 * (with `now` for one not yet published, whose start must be still to come).
 */
export function publishProblem(configuration: RuleConfiguration, now?: Date): RuleProblem | null {
  // A type with a gap is the ticket step's to explain (below), not a missing item.
  const missing = publishChecklist(configuration).filter(
    (item) =>
      !item.done &&
      !(item.field === 'ticketSetup.ticketTypes' && configuration.ticketTypes.length > 0),
  );
  if (missing.length === 1 && missing[0]!.field === 'checkout.paymentMethods')
    return { field: 'checkout.paymentMethods', message: SELECT_PAYMENT_METHOD };
  if (missing.length > 0)
    return {
      field: missing[0]!.field,
      message: `Please complete all required fields before publishing: ${listed(missing)}.`,
    };
  return (
    startProblem(configuration.details, now) ??
    timesProblem(configuration.details) ??
    ticketsProblem(configuration.ticketTypes)
  );
}
