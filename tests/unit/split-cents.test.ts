// The split of an amount taken for several tickets: whole cents adding up exactly to the total,
// the odd cents on the first tickets; an even amount splits evenly and says nothing.
import { describe, expect, it } from 'vitest';
import { splitCents, unevenSplit } from '../../src/contract/split-cents';

const sum = (cents: number[]) => cents.reduce((total, one) => total + one, 0);

describe('splitting an amount over tickets', () => {
  it('gives the odd cents to the first tickets and adds up exactly', () => {
    expect(splitCents(2500, 3)).toEqual([834, 833, 833]);
    expect(splitCents(1000, 3)).toEqual([334, 333, 333]);
    expect(splitCents(6000, 2)).toEqual([3000, 3000]);
    expect(splitCents(1, 3)).toEqual([1, 0, 0]);
    expect(splitCents(0, 4)).toEqual([0, 0, 0, 0]);
    for (const [total, count] of [
      [2500, 3],
      [9999, 7],
      [1, 10],
      [10_000_000, 9],
    ] as const) {
      const split = splitCents(total, count);
      expect(split).toHaveLength(count);
      expect(sum(split)).toBe(total);
      expect(Math.max(...split) - Math.min(...split)).toBeLessThanOrEqual(1);
    }
  });

  it('refuses what is not whole cents or no ticket', () => {
    expect(() => splitCents(10.5, 2)).toThrow(RangeError);
    expect(() => splitCents(-1, 2)).toThrow(RangeError);
    expect(() => splitCents(100, 0)).toThrow(RangeError);
  });

  it('words an uneven split, and nothing for an even one', () => {
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(unevenSplit(2500, 3, dollars)).toBe('$8.34 + $8.33 + $8.33');
    expect(unevenSplit(6000, 2, dollars)).toBeNull();
    expect(unevenSplit(2500, 1, dollars)).toBeNull();
  });
});
