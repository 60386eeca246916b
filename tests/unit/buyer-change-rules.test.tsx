// The school's refund rules form says what the server would refuse before it is sent: two rules
// for one deadline, or a rule that can never apply, are named under the rules (the contract's own
// words) and the form cannot be saved until they are put right.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refundRulesProblem } from '@/contract/ticket-changes';
import { RulesForm } from '@/features/dashboard/components/buyer-change-rules';

const CONFIGURATION = '6f1c1a8e-2f0e-4c55-9c39-5b8e8c1b1a11';

describe('the refund rules form', () => {
  it('names two rules for one deadline and will not save them', () => {
    const rules = [
      { hoursBefore: 24, percent: 100 },
      { hoursBefore: 168, percent: 100 },
    ];
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RulesForm
          configurationId={CONFIGURATION}
          saved={{ transfersAllowed: false, transferCutoffHours: 0, refundRules: rules }}
        />
      </QueryClientProvider>,
    );
    const save = screen.getByRole('button', { name: 'Save transfers and refunds' });
    // 100 % until 168 hours never applies beside 100 % until 24 hours.
    expect(screen.getByRole('alert').textContent).toBe(refundRulesProblem(rules));
    expect(save).toHaveProperty('disabled', true);

    // Both rules for 24 hours before: the same deadline twice.
    const hours = screen.getAllByRole('spinbutton', { name: /until hours before/ });
    fireEvent.change(hours[1]!, { target: { value: '24' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'Two refund rules have the same deadline (until 24 hours before the start): keep one.',
    );
    expect(save).toHaveProperty('disabled', true);

    // Put right: a week's notice gives back more.
    fireEvent.change(hours[1]!, { target: { value: '168' } });
    const percents = screen.getAllByRole('spinbutton', { name: /Refund %/ });
    fireEvent.change(percents[0]!, { target: { value: '50' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(save).toHaveProperty('disabled', false);
  });
});
