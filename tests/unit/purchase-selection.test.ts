// The selection a purchase's return address carries, and what the sign-in page reads from it.
import { describe, expect, it } from 'vitest';
import {
  purchaseIntentOf,
  purchasePathWith,
  selectionOf,
  selectionText,
} from '../../src/lib/purchase-selection';

const typeA = '0b5c7a3e-7d1f-4b39-9a52-1f2d3c4b5a60';
const typeB = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';

describe('a selection in the address', () => {
  it('reads back what it wrote, roles included, and ignores what is not a selection', () => {
    const quantities = { [typeA]: 2, [`${typeB}:lead`]: 1, empty: 0 };
    expect(selectionOf(selectionText(quantities))).toEqual({ [typeA]: 2, [`${typeB}:lead`]: 1 });
    expect(selectionOf('nonsense,<script>_2,x_-1,y_1.5')).toEqual({});
    expect(selectionOf(`${typeA}_99`)).toEqual({ [typeA]: 10 });
  });

  it('makes the purchase path that sign-in returns to, and says what it buys', () => {
    const path = purchasePathWith('/tickets?eventId=e1', 'e1', { [typeA]: 2, [typeB]: 1 });
    expect(path).toBe(
      `/tickets?eventId=e1&selection=${encodeURIComponent(`${typeA}_2,${typeB}_1`)}`,
    );
    expect(purchaseIntentOf(path)).toEqual({ eventId: 'e1', tickets: 3 });
    expect(purchaseIntentOf('/tickets?eventId=e1')).toBeNull();
    expect(purchaseIntentOf('/uploads')).toBeNull();
  });
});
