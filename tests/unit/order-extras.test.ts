// The purchase page's extras: add-on lines priced as the server prices them, each variant's room
// (the add-on's per-order limit over its variants, the variant's stock), the amount typed for a
// pay-what-you-want type checked with the contract's rule, and the wizard sending the flag.
import { describe, expect, it } from 'vitest';
import { addOnVariantRoom, type PurchaseAddOn } from '@/contract/add-on-choice';
import type { PurchaseEvent } from '@/contract/purchases';
import {
  addOnsToSend,
  amountRefusal,
  chosenAddOnLines,
  chosenAddOnsCents,
  withChosenPrice,
} from '@/features/purchase/lib/order-extras';
import { blankTicketType, newForm, saveRequestOf } from '@/features/wizard/lib/wizard-form';

const shirt: PurchaseAddOn = {
  id: 'shirt',
  name: 'T-shirt',
  description: '',
  price: 25.5,
  currency: 'AUD',
  maxPerOrder: 3,
  variants: [
    { id: 's', name: 'S', available: 0 },
    { id: 'm', name: 'M', available: 2 },
    { id: 'l', name: 'L', available: null },
  ],
};
const dinner: PurchaseAddOn = {
  ...shirt,
  id: 'dinner',
  name: 'Gala dinner',
  price: 45,
  variants: [{ id: 'd', name: '', available: null }],
};

const supporter = {
  id: 'supporter',
  name: 'Supporter',
  description: '',
  price: 10,
  payWhatYouWant: true,
  currency: 'AUD',
  availableQuantity: 50,
  sessionIds: [],
  soldOutReason: null,
  roles: null,
} satisfies PurchaseEvent['ticketTypes'][number];

describe('add-ons chosen on the purchase page', () => {
  it('make lines named "Add-on · Variant", priced in cents, sent by variant', () => {
    const lines = chosenAddOnLines([shirt, dinner], { m: 1, l: 0, d: 2 });
    expect(lines.map((line) => [line.name, line.quantity, line.priceCents])).toEqual([
      ['T-shirt · M', 1, 2550],
      ['Gala dinner', 2, 4500],
    ]);
    expect(chosenAddOnsCents(lines)).toBe(2550 + 9000);
    expect(addOnsToSend(lines)).toEqual([
      { variant: 'm', quantity: 1 },
      { variant: 'd', quantity: 2 },
    ]);
  });

  it('leave each variant the room of its stock and of the add-on’s per-order limit', () => {
    expect(addOnVariantRoom(shirt, 's', {})).toBe(0);
    expect(addOnVariantRoom(shirt, 'm', {})).toBe(2);
    expect(addOnVariantRoom(shirt, 'l', {})).toBe(3);
    expect(addOnVariantRoom(shirt, 'l', { m: 2 })).toBe(1);
    expect(addOnVariantRoom(shirt, 'm', { l: 3 })).toBe(0);
    expect(addOnVariantRoom(shirt, 'unknown', {})).toBe(0);
  });
});

describe('a pay-what-you-want amount', () => {
  it('prices the type at the amount typed, the minimum until one is', () => {
    expect(withChosenPrice(supporter, {}).price).toBe(10);
    expect(withChosenPrice(supporter, { supporter: '25' }).price).toBe(25);
    expect(withChosenPrice(supporter, { supporter: '5' }).price).toBe(10);
  });

  it('is refused below the minimum, above the bound, or past whole cents', () => {
    expect(amountRefusal(supporter, { supporter: '5' })).toBe('Please pay at least $10.00.');
    expect(amountRefusal(supporter, { supporter: '20000' })).toBe('Please pay at most $10,000.00.');
    expect(amountRefusal(supporter, { supporter: '12.345' })).toBe(
      'Please enter an amount in whole cents.',
    );
    expect(amountRefusal(supporter, { supporter: '12.50' })).toBeNull();
    expect(amountRefusal(supporter, {})).toBeNull();
  });

  it('is asked for by the wizard’s flag, which the save request carries', () => {
    const form = {
      ...newForm(null),
      ticketTypes: [{ ...blankTicketType(), name: 'Supporter', price: '10', payWhatYouWant: true }],
    };
    const request = saveRequestOf(form, 2, { draftId: null, clientKey: 'key-123456' });
    expect(request.ticketSetup?.ticketTypes?.[0]).toMatchObject({
      price: 10,
      payWhatYouWant: true,
    });
  });
});
