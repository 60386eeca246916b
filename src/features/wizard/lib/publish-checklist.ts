// The publish checklist (spec §5): what must be set before the tickets can go live. Card sales
// also need the school's Stripe account to take charges (the server refuses the publish without
// it); while that state is unknown (loading, offline) the server's answer decides.
import type { PaymentAccountState } from '@/contract/payments';
import type { WizardForm } from './wizard-form';
import { ticketProblems } from './ticket-rules';

export interface ChecklistItem {
  label: string;
  done: boolean;
}

export const CARD_ACCOUNT_ITEM = 'Stripe account ready for card payments';

/** A card account's state matters only when the server takes real payments. */
const needsCardAccount = (form: WizardForm, account: PaymentAccountState | undefined) =>
  form.paymentMethods.includes('stripe') && account !== undefined && account !== 'not_configured';

export function publishChecklist(
  form: WizardForm,
  cardAccount?: PaymentAccountState,
): ChecklistItem[] {
  return [
    { label: 'Event title', done: form.title.trim() !== '' },
    { label: 'Start date/time', done: form.start !== '' },
    { label: 'End date/time', done: form.end !== '' },
    { label: 'Location', done: form.location.trim() !== '' },
    {
      label: 'At least one ticket type',
      done: form.ticketTypes.length > 0 && ticketProblems(form.ticketTypes).length === 0,
    },
    { label: 'Payment method(s)', done: form.paymentMethods.length > 0 },
    ...(needsCardAccount(form, cardAccount)
      ? [{ label: CARD_ACCOUNT_ITEM, done: cardAccount === 'active' }]
      : []),
    { label: 'Terms and conditions', done: form.termsAndConditions.trim() !== '' },
  ];
}

export const isPublishable = (form: WizardForm, cardAccount?: PaymentAccountState) =>
  publishChecklist(form, cardAccount).every((item) => item.done);
