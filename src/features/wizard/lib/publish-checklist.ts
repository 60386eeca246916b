// The publish checklist (spec §5): what must be set before the tickets can go live.
import type { WizardForm } from './wizard-form';
import { ticketProblems } from './ticket-rules';

export interface ChecklistItem {
  label: string;
  done: boolean;
}

export function publishChecklist(form: WizardForm): ChecklistItem[] {
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
    { label: 'Terms and conditions', done: form.termsAndConditions.trim() !== '' },
  ];
}

export const isPublishable = (form: WizardForm) =>
  publishChecklist(form).every((item) => item.done);
