// A scan's answer waits for Next scan when it shows something to read or hand over, and goes by
// itself otherwise.
import { describe, expect, it } from 'vitest';
import { waitsForNextScan } from '@/features/door/lib/door-result';

const shirt = { addOnId: 'a', name: 'T-shirt · M', quantity: 1, handedOver: false };

describe('a scan’s answer on screen', () => {
  it('waits for Next scan when the holder answered questions or add-ons wait', () => {
    expect(waitsForNextScan({ answers: [{ label: 'Your level', answer: 'Improver' }] })).toBe(true);
    expect(waitsForNextScan({ addOns: [shirt] as never })).toBe(true);
  });

  it('goes by itself for a plain ticket, or no ticket at all', () => {
    expect(waitsForNextScan({})).toBe(false);
    expect(waitsForNextScan({ answers: [], addOns: [] })).toBe(false);
    expect(waitsForNextScan(undefined)).toBe(false);
  });
});
