// Numbers in an address are plain decimals: what Number() would read as something else is refused.
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { searchFilterFields } from '../../src/contract/event-search';
import { coordinate, wholeNumber } from '../../src/contract/query-numbers';

describe('numbers read from an address', () => {
  it('reads decimal digits and numbers alike', () => {
    const filters = z.object(searchFilterFields());
    const radius = (value: unknown) => z.safeParse(filters, { radiusKm: value });
    expect(radius('16').data?.radiusKm).toBe(16);
    expect(radius('2.5').data?.radiusKm).toBe(2.5);
    expect(radius(16).data?.radiusKm).toBe(16);
    expect(radius('-33.8').success).toBe(false);
  });

  it('refuses hex, binary, exponents, blanks and Infinity with the field’s message', () => {
    for (const text of ['0x10', '0b1', '0o7', '1e3', '', ' ', ' 5', 'Infinity', 'NaN', '5km']) {
      const result = z.safeParse(z.object(searchFilterFields()), { radiusKm: text });
      expect(result.success, text).toBe(false);
      expect(result.error?.issues[0]?.message, text).toBe('radiusKm must be from 1 to 100.');
    }
  });

  it('keeps whole numbers whole and coordinates in range', () => {
    const year = wholeNumber('year', 2000, 2100);
    expect(z.safeParse(year, '2026').data).toBe(2026);
    expect(z.safeParse(year, '2026.5').error?.issues[0]?.message).toBe(
      'year must be a whole number.',
    );
    expect(z.safeParse(year, '0x7EA').error?.issues[0]?.message).toBe(
      'year must be a whole number.',
    );
    expect(z.safeParse(year, '1999').error?.issues[0]?.message).toBe(
      'year must be from 2000 to 2100.',
    );
    const latitude = coordinate('latitude', 90);
    expect(z.safeParse(latitude, '-33.87').data).toBe(-33.87);
    expect(z.safeParse(latitude, undefined).data).toBeUndefined();
    expect(z.safeParse(latitude, '91').error?.issues[0]?.message).toBe(
      'latitude must be from -90 to 90.',
    );
  });
});
