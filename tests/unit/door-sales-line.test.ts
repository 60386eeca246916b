// Sales' door line and the scanner's sale summary: what the organiser and the door read.
import { describe, expect, it } from 'vitest';
import { doorSalesText } from '@/features/dashboard/components/door-sales-line';
import { saleAmountCents, saleSummary } from '@/features/door/lib/door-sale';

const party = {
  id: 't1',
  name: 'Party',
  priceCents: 3000,
  currency: 'AUD',
  roles: null,
  sessions: [],
  sessionIds: [],
  left: 10,
};

describe('door sales as read', () => {
  it('splits the door line by method', () => {
    expect(doorSalesText({ tickets: 4, cashCents: 6000, cardCents: 2000, comps: 1 }, 'AUD')).toBe(
      'Door: 3 tickets sold · $60.00 cash, $20.00 card outside Floorcraft · 1 comp',
    );
    expect(doorSalesText({ tickets: 1, cashCents: 0, cardCents: 0, comps: 1 }, 'AUD')).toBe(
      'Door: 1 comp',
    );
  });

  it('prices a sale at the type’s price × quantity unless the door typed an amount', () => {
    expect(saleAmountCents({ ticketTypeId: 't1', quantity: 2, method: 'cash' }, party)).toBe(6000);
    expect(
      saleAmountCents(
        { ticketTypeId: 't1', quantity: 2, method: 'cash', amountCents: 5000 },
        party,
      ),
    ).toBe(5000);
    expect(saleAmountCents({ ticketTypeId: 't1', quantity: 2, method: 'comp' }, party)).toBe(0);
    expect(saleSummary({ ticketTypeId: 't1', quantity: 2, method: 'card-outside' }, party)).toBe(
      '2 × Party · Card (outside Floorcraft) $60.00',
    );
  });
});
