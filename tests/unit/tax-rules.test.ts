// The ABN checksum, GST in a GST-inclusive amount, the tax settings' validation, and the booking
// fee's rule.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { bookingFeeCents } from '../../src/contract/booking-fee';
import {
  formatAbn,
  gstOfInclusive,
  isValidAbn,
  needsBuyerIdentity,
  taxSettingsSchema,
} from '../../src/contract/tax';

describe('isValidAbn', () => {
  it('accepts ABNs that pass the ATO checksum, with or without spaces', () => {
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('51824753556')).toBe(true);
    expect(isValidAbn('53 004 085 616')).toBe(true);
  });

  it('refuses a changed digit, swapped digits, wrong lengths and other characters', () => {
    expect(isValidAbn('51 824 753 557')).toBe(false);
    expect(isValidAbn('15 824 753 556')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false);
    expect(isValidAbn('518247535560')).toBe(false);
    expect(isValidAbn('51-824-753-556')).toBe(false);
    expect(isValidAbn('')).toBe(false);
    expect(isValidAbn('abcdefghijk')).toBe(false);
  });

  it('refuses a leading zero even when the sum divides by 89', () => {
    // 0 - 1 = -1 weighted by 10: "01000000009"-like numbers must never pass.
    expect(isValidAbn('00000000000')).toBe(false);
  });

  it('writes an ABN in the ATO groups', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
  });
});

describe('gstOfInclusive', () => {
  it('is one eleventh of a GST-inclusive amount', () => {
    expect(gstOfInclusive(1100)).toBe(100);
    expect(gstOfInclusive(0)).toBe(0);
    expect(gstOfInclusive(110_000)).toBe(10_000);
  });

  it('rounds to the nearest cent', () => {
    expect(gstOfInclusive(2500)).toBe(227); // 227.27…
    expect(gstOfInclusive(2506)).toBe(228); // 227.81…
    expect(gstOfInclusive(5)).toBe(0); // 0.45…
    expect(gstOfInclusive(6)).toBe(1); // 0.54…
    expect(gstOfInclusive(1)).toBe(0);
  });

  it('mirrors a refund', () => {
    expect(gstOfInclusive(-2500)).toBe(-227);
  });

  it('refuses fractions of a cent', () => {
    expect(() => gstOfInclusive(10.5)).toThrow(RangeError);
  });
});

describe('needsBuyerIdentity', () => {
  it('names the buyer from A$1,000', () => {
    expect(needsBuyerIdentity(99_999)).toBe(false);
    expect(needsBuyerIdentity(100_000)).toBe(true);
  });
});

describe('taxSettingsSchema', () => {
  it('takes a valid ABN and a school registered for GST', () => {
    const parsed = z.parse(taxSettingsSchema, { abn: '51 824 753 556', gstRegistered: true });
    expect(parsed).toEqual({
      legalName: '',
      abn: '51 824 753 556',
      gstRegistered: true,
      passOnBookingFee: false,
    });
  });

  it('refuses a bad ABN, and GST registration without an ABN', () => {
    expect(z.safeParse(taxSettingsSchema, { abn: '12 345 678 901' }).success).toBe(false);
    const missing = z.safeParse(taxSettingsSchema, { abn: '', gstRegistered: true });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['abn']);
  });
});

describe('bookingFeeCents', () => {
  it('is the percent of the tickets to the cent, without binary fractions', () => {
    expect(bookingFeeCents(2.9, 1000)).toBe(29);
    expect(bookingFeeCents(2.9, 5250)).toBe(152); // 152.25
    expect(bookingFeeCents(0, 5250)).toBe(0);
    expect(bookingFeeCents(10, 999)).toBe(100); // 99.9
  });
});
