// formatMoney writes the currencies Floorcraft sells in itself: the same text Intl writes in en-AU.
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/contract/money';
import { CURRENCIES } from '@/contract/ticketing';

const formats = new Map<string, Intl.NumberFormat>();
const intl = (amount: number, currency: string) => {
  if (!formats.has(currency))
    formats.set(currency, new Intl.NumberFormat('en-AU', { style: 'currency', currency }));
  return formats.get(currency)!.format(amount);
};

describe('formatMoney', () => {
  it('writes what Intl writes in en-AU for every currency sold', () => {
    const amounts = [
      0, 0.01, 0.1, 0.5, 1, 2.675, 5, 9.995, 12.345, 20, 25.5, 99.99, 100, 999.995, 1000, 1234.5,
      12_345.67, 999_999.999, 1_000_000, 123_456_789.12, -0.5, -12.3, -1234.5,
    ];
    // Every cent up to $100 too, and amounts with a third decimal.
    for (let cents = 0; cents <= 10_000; cents += 1) amounts.push(cents / 100);
    for (let mills = 0; mills <= 3_000; mills += 7) amounts.push(mills / 1000);
    for (const currency of CURRENCIES)
      for (const amount of amounts)
        expect(formatMoney(amount, currency)).toBe(intl(amount, currency));
  });

  it('writes exact text for the sold currencies', () => {
    expect(formatMoney(25, 'AUD')).toBe('$25.00');
    expect(formatMoney(1234.5, 'USD')).toBe('USD\u00a01,234.50');
    expect(formatMoney(-12.3, 'GBP')).toBe('-GBP\u00a012.30');
  });

  it('leaves other currencies and unusual numbers to Intl', () => {
    expect(formatMoney(1500, 'JPY')).toBe(intl(1500, 'JPY'));
    expect(formatMoney(12.5, 'NZD')).toBe(intl(12.5, 'NZD'));
    expect(formatMoney(1e21, 'AUD')).toBe(intl(1e21, 'AUD'));
    expect(formatMoney(1e-7, 'AUD')).toBe(intl(1e-7, 'AUD'));
  });
});
