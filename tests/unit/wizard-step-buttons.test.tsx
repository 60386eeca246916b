// The wizard's step buttons: up to the current step while making tickets (spec §2), every step
// when editing tickets already on sale (issue 31: going back had disabled the later steps).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepButtons } from '@/features/wizard/components/step-buttons';

const enabled = () =>
  screen.getAllByRole('button').map((button) => !(button as HTMLButtonElement).disabled);

describe('wizard step buttons', () => {
  it('open the current and earlier steps of new tickets', () => {
    render(<StepButtons step={2} completed={2} reachable={2} onSelect={() => {}} />);
    expect(enabled()).toEqual([true, true, false]);
  });

  it('open every step of tickets on sale, wherever the organiser is', () => {
    render(<StepButtons step={1} completed={3} reachable={3} onSelect={() => {}} />);
    expect(enabled()).toEqual([true, true, true]);
    expect(screen.getByRole('button', { name: /Checkout/ }).textContent).toContain('✓');
  });
});
