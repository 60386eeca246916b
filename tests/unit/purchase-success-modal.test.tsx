// The success dialog after a purchase: the tickets bought and the add-ons to collect, as the
// order page lists them — the checkout's demo answer keeping the add-ons for it.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { checkoutAnswerSchema } from '@/contract/payments';
import { PurchaseSuccessModal } from '@/features/purchase/components/purchase-success-modal';

const result = {
  orderId: 'o-1',
  total: 97.5,
  currency: 'AUD',
  tickets: [
    { code: 'AAAA1111', ticketTypeName: 'Early Bird' },
    { code: 'BBBB2222', ticketTypeName: 'Early Bird' },
  ],
  addOns: [
    { name: 'T-shirt · M', quantity: 1, amount: 25 },
    { name: 'Gala dinner', quantity: 2, amount: 40 },
  ],
};

const modal = (shown: typeof result | Omit<typeof result, 'addOns'>) => (
  <MemoryRouter>
    <PurchaseSuccessModal result={shown} secondsLeft={3} toApp={false} onContinue={() => {}} />
  </MemoryRouter>
);

describe('purchase success dialog', () => {
  it('lists the add-ons bought with their quantity and amount', () => {
    render(modal(result));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Collect at the door:')).toBeTruthy();
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Early Bird: AAAA1111',
      'Early Bird: BBBB2222',
      'T-shirt · M × 1 · $25.00',
      'Gala dinner × 2 · $40.00',
    ]);
  });

  it('says nothing of add-ons when the order has none', () => {
    const { addOns: _none, ...withoutAddOns } = result;
    render(modal(withoutAddOns));
    expect(screen.queryByText('Collect at the door:')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('gets the add-ons from the checkout’s demo answer (the web and guest checkout)', () => {
    const answer = checkoutAnswerSchema.parse({ mode: 'demo', order: result });
    expect(answer.mode === 'demo' && answer.order.addOns).toEqual(result.addOns);
  });
});
