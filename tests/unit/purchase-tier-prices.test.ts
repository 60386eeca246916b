// A stepped ticket type on the purchase page: the price each ticket of an order pays (the server's
// rule), the total and the selection sent, and what the row says the price becomes and when.
import { describe, expect, it } from 'vitest';
import type { PurchaseEvent } from '../../src/contract/purchases';
import { selectionsOf, totalOf } from '../../src/features/purchase/lib/purchase-rules';
import { tierNoteOf, unitPriceOf } from '../../src/features/purchase/lib/tier-prices';

const now = Date.parse('2027-02-01T10:00:00+11:00');
const type = (patch: Partial<PurchaseEvent['ticketTypes'][number]>) => ({
  id: 'entry',
  name: 'Entry',
  description: '',
  price: 80,
  basePrice: 95,
  currency: 'AUD' as const,
  availableQuantity: 150,
  sessionIds: [],
  soldOutReason: null,
  roles: null,
  seatsTaken: 48,
  tiers: [{ label: 'First 50', price: 80, endsAt: null, endsAfterSold: 50 }],
  ...patch,
});

describe('a stepped type on the purchase page', () => {
  it('prices an order that fits in the step at it, and one that would cross it at the next', () => {
    expect(unitPriceOf(type({}), 2, now)).toBe(80);
    expect(unitPriceOf(type({}), 3, now)).toBe(95);
    expect(totalOf([type({})], { entry: 3 })).toBe(285);
    expect(selectionsOf([type({})], { entry: 2 })).toEqual([
      { ticketType: 'entry', quantity: 2, price: 80, currency: 'AUD' },
    ]);
  });

  it('says what the price becomes after a count, and how many are left at this one', () => {
    expect(tierNoteOf(type({}), 'Australia/Sydney', now)).toEqual({
      label: 'First 50',
      next: '$95.00 after 50 sold',
      left: '2 left at this price',
    });
  });

  it('says from when a date brings the next price, in the event’s zone', () => {
    const early = type({
      tiers: [
        { label: 'Early Bird', price: 80, endsAt: '2027-03-01T12:59:00.000Z', endsAfterSold: null },
      ],
    });
    expect(tierNoteOf(early, 'Australia/Sydney', now)).toEqual({
      label: 'Early Bird',
      next: '$95.00 from Mon, 1 Mar, 11:59 pm',
      left: null,
    });
  });

  it('says nothing more for a type without steps', () => {
    expect(tierNoteOf(type({ tiers: undefined }), 'Australia/Sydney', now)).toBeNull();
    expect(unitPriceOf(type({ tiers: undefined, price: 40 }), 5, now)).toBe(40);
  });
});
