// The selection a purchase's return address carries, and what the sign-in page reads from it.
import { describe, expect, it } from 'vitest';
import {
  chosenOrderOf,
  opensReview,
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

  it('carries the add-ons chosen and the amounts typed back from signing in', () => {
    const variantM = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
    const path = purchasePathWith(
      '/tickets?eventId=e1',
      'e1',
      { [typeA]: 1 },
      { addOns: { [variantM]: 2, gone: 0 }, amounts: { [typeA]: '22.50', [typeB]: '' } },
    );
    const params = new URL(path, 'http://site.invalid').searchParams;
    expect(chosenOrderOf(params)).toEqual({
      quantities: { [typeA]: 1 },
      addOns: { [variantM]: 2 },
      amounts: { [typeA]: '22.50' },
    });
    // Hand-made addresses: nonsense is dropped, add-ons stop at 50.
    expect(
      chosenOrderOf(
        new URLSearchParams(`addOns=${variantM}_99,x_-1&amounts=${typeA}_abc,${typeB}_1e9`),
      ),
    ).toEqual({ quantities: {}, addOns: { [variantM]: 50 }, amounts: {} });
  });

  it('leaves the add-ons and amounts out of an address that would be too long', () => {
    const many = Object.fromEntries(
      Array.from({ length: 30 }, (_, index) => [`${typeA.slice(0, 30)}${index}`, 1]),
    );
    const path = purchasePathWith(
      '/tickets?eventId=e1',
      'e1',
      { [typeA]: 1 },
      {
        addOns: many,
        amounts: { [typeA]: '20' },
      },
    );
    expect(path.length).toBeLessThanOrEqual(1000);
    expect(chosenOrderOf(new URL(path, 'http://site.invalid').searchParams)).toEqual({
      quantities: { [typeA]: 1 },
      addOns: {},
      amounts: {},
    });
  });
});

describe('the way back to the review', () => {
  it('asks for the review step when signing in from it, and only with something to review', () => {
    const path = purchasePathWith('/tickets?eventId=e1', 'e1', { [typeA]: 1 }, undefined, true);
    const params = new URL(path, 'http://site.invalid').searchParams;
    expect(params.get('step')).toBe('review');
    expect(opensReview(params)).toBe(true);
    expect(purchaseIntentOf(path)).toEqual({ eventId: 'e1', tickets: 1 });
    // Nothing chosen: nothing to review, the tickets open.
    const empty = purchasePathWith('/tickets?eventId=e1', 'e1', {}, undefined, true);
    expect(opensReview(new URL(empty, 'http://site.invalid').searchParams)).toBe(false);
    // A path that asked for it once does not keep asking when it is made without it.
    const again = purchasePathWith(path, 'e1', { [typeA]: 1 });
    expect(opensReview(new URL(again, 'http://site.invalid').searchParams)).toBe(false);
  });
});
