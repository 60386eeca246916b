// Sales › Orders names a door sale's buyer as a school expects: the name given at the door, else
// "Door sale", and how it was paid; an online order keeps its buyer's e-mail.
import { describe, expect, it } from 'vitest';
import { doorPayment, orderBuyer } from '@/features/dashboard/lib/order-buyer';

describe('an order’s buyer in Sales', () => {
  it('is the name given at the door, else "Door sale", with the payment', () => {
    const door = { buyerEmail: '', buyerName: 'Jo Walker', doorMethod: 'cash' as const };
    expect(orderBuyer(door)).toBe('Jo Walker');
    expect(doorPayment(door)).toBe('Sold at the door · Cash');
    const nameless = { buyerEmail: '', buyerName: null, doorMethod: 'card-outside' as const };
    expect(orderBuyer(nameless)).toBe('Door sale');
    expect(doorPayment(nameless)).toBe('Sold at the door · Card (outside Floorcraft)');
    expect(orderBuyer({ buyerEmail: 'jo@example.com', buyerName: null, doorMethod: 'comp' })).toBe(
      'Door sale (jo@example.com)',
    );
    expect(doorPayment({ buyerEmail: '', buyerName: null, doorMethod: 'comp' })).toBe(
      'Sold at the door · Comp',
    );
  });

  it('is the e-mail of an order bought online, with no door payment', () => {
    const online = { buyerEmail: 'dancer@example.com', buyerName: 'Dee', doorMethod: null };
    expect(orderBuyer(online)).toBe('dancer@example.com');
    expect(doorPayment(online)).toBeNull();
  });
});
