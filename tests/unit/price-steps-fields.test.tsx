// The wizard's price steps (a ticket type's earlier prices): added with labelled controls, checked
// by the contract's rules as typed, and sent with the save as the server keeps them.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TicketSetupStep } from '@/features/wizard/components/ticket-setup-step';
import { ticketStepError } from '@/features/wizard/lib/form-rules';
import {
  blankTicketType,
  isoOf,
  newForm,
  saveRequestOf,
  type WizardForm,
} from '@/features/wizard/lib/wizard-form';

let latest: WizardForm;

function Harness({ initial }: { initial: WizardForm }) {
  const [form, setForm] = useState(initial);
  latest = form;
  return (
    <TicketSetupStep
      form={form}
      showErrors={false}
      onChange={(patch) => setForm((current) => ({ ...current, ...patch }))}
    />
  );
}

const typeIn = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('price steps in the ticket step', () => {
  it('adds an early-bird step by date and a step by count, and saves both', () => {
    const form = {
      ...newForm(null),
      ticketTypes: [{ ...blankTicketType(), name: 'Entry', price: '95', quantity: '200' }],
    };
    render(<Harness initial={form} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a price step' }));
    expect((screen.getByLabelText('Step 1 name') as HTMLInputElement).value).toBe('Early Bird');
    // No end yet: the contract's message, and leaving the step is refused with it.
    expect(
      screen.getByText('Each price step needs an end: a date, a number of tickets sold, or both.'),
    ).toBeTruthy();
    expect(ticketStepError(latest)).toBe(
      'Entry: Each price step needs an end: a date, a number of tickets sold, or both.',
    );
    typeIn('Step 1 price *', '80');
    typeIn('Step 1 ends on', '2027-03-01T23:59');
    fireEvent.click(screen.getByRole('button', { name: 'Add a price step' }));
    typeIn('Step 2 name', 'Second release');
    typeIn('Step 2 price *', '88');
    typeIn('Step 2 ends after this many sold', '50');
    expect(screen.queryByText(/needs an end/)).toBeNull();
    expect(ticketStepError(latest)).toBeNull();
    const saved = saveRequestOf(latest, 2, { draftId: null, clientKey: 'k' });
    expect(saved.ticketSetup?.ticketTypes?.[0]?.priceSteps).toEqual([
      {
        label: 'Early Bird',
        price: 80,
        endsAt: isoOf('2027-03-01T23:59', latest!.timeZone),
        endsAfterSold: null,
      },
      { label: 'Second release', price: 88, endsAt: null, endsAfterSold: 50 },
    ]);
  });

  it('refuses steps that end out of order, and removes a step', () => {
    const form = {
      ...newForm(null),
      ticketTypes: [{ ...blankTicketType(), name: 'Entry', price: '95', quantity: '200' }],
    };
    render(<Harness initial={form} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a price step' }));
    typeIn('Step 1 ends after this many sold', '50');
    fireEvent.click(screen.getByRole('button', { name: 'Add a price step' }));
    typeIn('Step 2 ends after this many sold', '20');
    expect(screen.getByText('Price step 2 must end at a higher count than step 1.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove step 2' }));
    expect(screen.queryByLabelText('Step 2 name')).toBeNull();
    expect(ticketStepError(latest)).toBeNull();
  });
});
