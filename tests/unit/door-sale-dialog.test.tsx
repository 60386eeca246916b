// The door's sale dialog at a festival and for an uneven amount: each type says which sessions it
// admits to, and an amount that does not divide evenly over the tickets shows each ticket's share
// as the server records it (the odd cents on the first tickets).
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DoorSaleDialog } from '@/features/door/components/door-sale-dialog';

const types = [
  {
    id: 't1',
    name: 'Saturday Party ticket',
    priceCents: 3000,
    currency: 'AUD',
    roles: null,
    sessions: ['Saturday Party'],
    sessionIds: ['s1'],
    left: 3,
  },
  {
    id: 't2',
    name: 'Full Pass',
    priceCents: 20000,
    currency: 'AUD',
    roles: null,
    sessions: ['Saturday Party', 'Musicality Workshop'],
    sessionIds: ['s1', 's2'],
    left: 3,
  },
];

describe('the door sale dialog', () => {
  it('says which sessions the chosen type admits to', () => {
    render(<DoorSaleDialog types={types} onClose={() => {}} onSell={() => {}} />);
    expect(screen.getByText('Admits to: Saturday Party')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Ticket type'), { target: { value: 't2' } });
    expect(screen.getByText('Admits to: Saturday Party, Musicality Workshop')).toBeTruthy();
  });

  it('shows each ticket’s share of an amount that does not divide evenly', () => {
    let sold: unknown = null;
    render(<DoorSaleDialog types={types} onClose={() => {}} onSell={(input) => (sold = input)} />);
    fireEvent.change(screen.getByLabelText('How many'), { target: { value: '3' } });
    expect(screen.queryByText(/^Each ticket:/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Amount taken/), { target: { value: '25' } });
    expect(screen.getByText(/^Each ticket: \$8\.34 \+ \$8\.33 \+ \$8\.33$/)).toBeTruthy();
    fireEvent.submit(screen.getByRole('form', { name: 'Sell at the door' }));
    expect(sold).toMatchObject({ ticketTypeId: 't1', quantity: 3, amountCents: 2500 });
  });
});
