// The wizard form through the contract's rules (src/contract/wizard-rules.ts, which the server
// enforces too): what leaving step 1 or 2 needs, each ticket type's gaps, and the publish
// checklist. A blank price or quantity is saved as 0 or 1, so it is no gap here either.
import type { PaymentAccountState } from '@/contract/payments';
import {
  detailsProblem,
  publishChecklist as checklistOf,
  ticketProblems as problemsOf,
  ticketsProblem,
  type ChecklistItem,
  type RuleConfiguration,
  type RuleTicketType,
  type TicketProblem,
} from '@/contract/wizard-rules';
import { sessionProblems } from '@/contract/sessions';
import { sessionOf } from './session-fields';
import { priceStepsError } from './price-step-fields';
import type { TicketTypeFields, WizardForm } from './wizard-form';

export { CARD_ACCOUNT_ITEM, NO_TICKET_TYPES } from '@/contract/wizard-rules';
export type { ChecklistItem, TicketProblem };

const numberOr = (text: string, blank: number) => (text.trim() === '' ? blank : Number(text));

const ruleTicket = (type: TicketTypeFields): RuleTicketType => ({
  name: type.name,
  price: numberOr(type.price, 0),
  quantity: numberOr(type.quantity, 1),
});

const ruleConfiguration = (form: WizardForm): RuleConfiguration => ({
  details: {
    title: form.title,
    startDateTime: form.start || null,
    endDateTime: form.end || null,
    location: form.location,
  },
  ticketTypes: form.ticketTypes.map(ruleTicket),
  paymentMethods: form.paymentMethods,
  termsAndConditions: form.termsAndConditions,
});

/**
 * The alert for a details step that cannot be left, or null when it can; a new event (`now` given,
 * not an edit of a published one) must start in the future.
 */
export const missingDetails = (form: WizardForm, now?: Date): string | null =>
  detailsProblem(ruleConfiguration(form).details, now)?.message ?? null;

export const ticketProblems = (types: TicketTypeFields[]): TicketProblem[] =>
  problemsOf(types.map(ruleTicket));

/** What the sessions and the types' choices of them lack (contract/sessions.ts); none: fine. */
export const sessionStepProblems = (
  form: Pick<WizardForm, 'sessions' | 'ticketTypes'> & { timeZone?: string },
) =>
  sessionProblems(
    // Presence and order are judged: wall-clock times keep their order read in any one zone.
    form.sessions.map((session) => sessionOf(session, form.timeZone ?? 'UTC')),
    form.ticketTypes.map((type) => ({
      name: type.name,
      sessionIds: type.sessionIds,
      roles: type.roles ?? null,
    })),
  );

/** The alert for a ticket step that cannot be left, or null when it can. */
export const ticketStepError = (
  form: Pick<WizardForm, 'sessions' | 'ticketTypes'> & { timeZone?: string },
): string | null => {
  const sessions = sessionStepProblems(form);
  const steps = form.ticketTypes
    .map((type) => priceStepsError(type.name.trim(), type.priceSteps))
    .find((problem) => problem !== null);
  return (
    ticketsProblem(form.ticketTypes.map(ruleTicket))?.message ??
    steps ??
    (sessions.length > 0 ? `Please complete the sessions: ${sessions.join(' ')}` : null)
  );
};

export const publishChecklist = (
  form: WizardForm,
  cardAccount?: PaymentAccountState,
): ChecklistItem[] => checklistOf(ruleConfiguration(form), cardAccount);

export const isPublishable = (form: WizardForm, cardAccount?: PaymentAccountState) =>
  publishChecklist(form, cardAccount).every((item) => item.done);
