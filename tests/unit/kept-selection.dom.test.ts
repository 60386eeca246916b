// The order kept on this device while a buyer signs in: tickets, add-ons and amounts together, the
// address's order first when it carries one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetSelection,
  keepSelection,
  readKeptOrder,
  startingOrder,
} from '@/features/purchase/lib/kept-selection';

const eventId = 'e1';
const typeId = '0b5c7a3e-7d1f-4b39-9a52-1f2d3c4b5a60';
const variantId = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('the order kept while signing in', () => {
  it('keeps the add-ons and the amounts with the quantities', () => {
    keepSelection(
      eventId,
      { [typeId]: 2 },
      { addOns: { [variantId]: 1 }, amounts: { [typeId]: '22.50' } },
    );
    expect(readKeptOrder(eventId)).toEqual({
      quantities: { [typeId]: 2 },
      addOns: { [variantId]: 1 },
      amounts: { [typeId]: '22.50' },
    });
    forgetSelection(eventId);
    expect(readKeptOrder(eventId)).toEqual({ quantities: {}, addOns: {}, amounts: {} });
  });

  it('opens with the address’s order when it carries tickets, else the kept one', () => {
    keepSelection(eventId, { [typeId]: 1 }, { addOns: { [variantId]: 3 }, amounts: {} });
    const carried = { quantities: { [typeId]: 4 }, addOns: {}, amounts: { [typeId]: '30' } };
    expect(startingOrder(eventId, carried)).toEqual(carried);
    expect(startingOrder(eventId, { quantities: {}, addOns: {}, amounts: {} })).toEqual({
      quantities: { [typeId]: 1 },
      addOns: { [variantId]: 3 },
      amounts: {},
    });
  });

  it('reads what was kept before add-ons were, and forgets a day-old order', () => {
    localStorage.setItem(
      `floorcraft-purchase-selection:${eventId}`,
      JSON.stringify({ quantities: { [typeId]: 2 }, keptAt: Date.now() }),
    );
    expect(readKeptOrder(eventId)).toEqual({
      quantities: { [typeId]: 2 },
      addOns: {},
      amounts: {},
    });
    vi.useFakeTimers();
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
    expect(readKeptOrder(eventId).quantities).toEqual({});
  });
});
