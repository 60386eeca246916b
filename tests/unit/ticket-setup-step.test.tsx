// The wizard's ticket step as rendered (spec §5): invalid fields marked, the "Please complete
// required fields" list, removal only while more than one type exists, new types priced 0 for 1.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TicketSetupStep } from '@/features/wizard/components/ticket-setup-step';
import { blankTicketType, newForm, type WizardForm } from '@/features/wizard/lib/wizard-form';

function Harness({ initial, showErrors }: { initial: WizardForm; showErrors: boolean }) {
  const [form, setForm] = useState(initial);
  return (
    <TicketSetupStep
      form={form}
      showErrors={showErrors}
      onChange={(patch) => setForm((current) => ({ ...current, ...patch }))}
    />
  );
}

describe('ticket setup step', () => {
  it('marks what a ticket lacks and lists it', () => {
    const form = {
      ...newForm(null),
      ticketTypes: [
        { ...blankTicketType(), name: 'Door' },
        { ...blankTicketType(), price: '-1' },
      ],
    };
    render(<Harness initial={form} showErrors />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Please complete required fields');
    expect(within(alert).getByText('Ticket 2: Missing name, price')).toBeTruthy();
    const names = screen.getAllByLabelText(/Ticket Name/);
    expect(names.map((input) => input.getAttribute('aria-invalid'))).toEqual([null, 'true']);
    expect(screen.getAllByLabelText(/Price/)[1]?.getAttribute('aria-invalid')).toBe('true');
  });

  it('adds types priced 0 for 1 and removes them only while more than one exists', () => {
    render(<Harness initial={{ ...newForm(null) }} showErrors={false} />);
    expect(screen.queryByRole('button', { name: /Remove Ticket/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Ticket Type' }));
    expect((screen.getAllByLabelText(/Price/)[1] as HTMLInputElement).value).toBe('0');
    expect((screen.getAllByLabelText(/Quantity/)[1] as HTMLInputElement).value).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ticket 2' }));
    expect(screen.getAllByLabelText(/Ticket Name/)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
