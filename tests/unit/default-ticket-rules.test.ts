// Settings' default ticket type rules (spec §5): which fields are invalid and how prices are typed.
import { describe, expect, it } from 'vitest';
import {
  allValid,
  invalidFieldsOf,
  priceInput,
} from '@/features/dashboard/lib/default-ticket-rules';
import { tabFrom } from '@/features/dashboard/lib/tabs';

const type = (name: string, price: string, description: string) => ({
  key: name,
  name,
  price,
  description,
});

describe('default ticket types', () => {
  it('needs a name, a price of 0 or more and a description on every type', () => {
    expect(invalidFieldsOf([type('Door', '0', 'Entry'), type(' ', '', ' ')])).toEqual([
      { name: false, price: false, description: false },
      { name: true, price: true, description: true },
    ]);
    expect(invalidFieldsOf([type('Door', '-1', 'Entry')])[0]?.price).toBe(true);
    expect(allValid(invalidFieldsOf([type('Door', '12.50', 'Entry')]))).toBe(true);
    expect(allValid([])).toBe(false);
  });

  it('keeps typed prices to digits and cents; anything non-numeric becomes empty', () => {
    expect(priceInput('12.5')).toBe('12.5');
    expect(priceInput('12.')).toBe('12.');
    expect(priceInput('12.555')).toBe('12.55');
    expect(priceInput('abc')).toBe('');
  });
});

describe('dashboard tabs', () => {
  it('reads ?tab=, with tickets as the ticketing tab and anything else as the overview', () => {
    expect(tabFrom('settings')).toBe('settings');
    expect(tabFrom('tickets')).toBe('ticketing');
    expect(tabFrom('nonsense')).toBe('overview');
    expect(tabFrom(null)).toBe('overview');
  });
});
