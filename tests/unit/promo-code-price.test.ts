// The price rule of promo and access codes (src/contract/promo-code-rule.ts), which the purchase page
// shows and the server charges: percent and amount off each ticket it applies to, chosen types,
// hidden types an access code unlocks, group minimums and the validity window; and the organiser's
// code input with its rules across fields.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { priceWithCode, type CodeRule, type PricedLine } from '../../src/contract/promo-code-rule';
import { codeInputSchema } from '../../src/contract/promo-codes';

const now = new Date('2031-02-01T10:00:00Z');
const rule = (patch: Partial<CodeRule>): CodeRule => ({
  kind: 'promo',
  percentOff: null,
  amountOffCents: null,
  ticketTypeIds: null,
  unlocks: [],
  minQuantity: 1,
  validFrom: null,
  validUntil: null,
  ...patch,
});
const lines: PricedLine[] = [
  { typeId: 'early', quantity: 2, priceCents: 1500 },
  { typeId: 'door', quantity: 1, priceCents: 2250 },
];

describe('priceWithCode', () => {
  it('takes a percentage off every ticket, rounded to the cent per line', () => {
    expect(priceWithCode(rule({ percentOff: 20 }), lines, now)).toEqual({
      ok: true,
      subtotalCents: 5250,
      discountCents: 1050,
      totalCents: 4200,
    });
    // 33 % of 22.50 is 7.425: 7.43 off.
    const third = priceWithCode(rule({ percentOff: 33 }), [lines[1]!], now);
    expect(third).toMatchObject({ discountCents: 743, totalCents: 1507 });
  });

  it('takes an amount off each ticket, never below nothing', () => {
    expect(priceWithCode(rule({ amountOffCents: 500 }), lines, now)).toMatchObject({
      discountCents: 1500,
      totalCents: 3750,
    });
    expect(priceWithCode(rule({ amountOffCents: 10_000 }), lines, now)).toMatchObject({
      discountCents: 5250,
      totalCents: 0,
    });
  });

  it('applies only to the types chosen, and refuses a selection with none of them', () => {
    const doorOnly = rule({ amountOffCents: 500, ticketTypeIds: ['door'] });
    expect(priceWithCode(doorOnly, lines, now)).toMatchObject({ discountCents: 500 });
    expect(priceWithCode(doorOnly, [lines[0]!], now)).toEqual({
      ok: false,
      message: 'This code is not valid for these tickets.',
    });
  });

  it('counts only the tickets it applies to towards its minimum', () => {
    const group = rule({ percentOff: 10, minQuantity: 3, ticketTypeIds: ['early'] });
    expect(priceWithCode(group, lines, now)).toEqual({
      ok: false,
      message: 'This code needs at least 3 tickets.',
    });
    const more = [{ ...lines[0]!, quantity: 3 }, lines[1]!];
    expect(priceWithCode(group, more, now)).toMatchObject({ ok: true, discountCents: 450 });
  });

  it('holds from its start until (not at) its end', () => {
    const window = rule({
      percentOff: 10,
      validFrom: new Date('2031-02-01T10:00:00Z'),
      validUntil: new Date('2031-02-02T10:00:00Z'),
    });
    expect(priceWithCode(window, lines, now).ok).toBe(true);
    expect(priceWithCode(window, lines, new Date('2031-02-01T09:59:59Z'))).toEqual({
      ok: false,
      message: 'This code is not valid yet.',
    });
    expect(priceWithCode(window, lines, new Date('2031-02-02T10:00:00Z'))).toEqual({
      ok: false,
      message: 'This code is not valid any more.',
    });
  });

  it('makes an access code apply to the hidden types it unlocks, at their own price', () => {
    const crew = rule({ kind: 'access', unlocks: ['crew'] });
    const withCrew = [...lines, { typeId: 'crew', quantity: 1, priceCents: 500 }];
    expect(priceWithCode(crew, withCrew, now)).toMatchObject({
      ok: true,
      discountCents: 0,
      totalCents: 5750,
    });
    expect(priceWithCode(crew, lines, now)).toMatchObject({ ok: false });
    const student = rule({ kind: 'access', unlocks: ['crew'], percentOff: 50 });
    expect(priceWithCode(student, withCrew, now)).toMatchObject({ discountCents: 250 });
  });
});

describe('codeInputSchema', () => {
  const parse = (input: unknown) => z.safeParse(codeInputSchema, input);

  it('fills what is left out and keeps the code as typed', () => {
    const parsed = parse({ code: ' Student ', kind: 'promo', percentOff: 15 });
    expect(parsed.success && parsed.data).toEqual({
      code: 'Student',
      kind: 'promo',
      percentOff: 15,
      amountOff: null,
      ticketTypeIds: null,
      unlocks: [],
      maxUses: null,
      maxUsesPerBuyer: null,
      validFrom: null,
      validUntil: null,
      minQuantity: 1,
    });
  });

  it('refuses what cannot be a code', () => {
    const message = (input: unknown) => parse(input).error?.issues[0]?.message;
    expect(message({ code: 'TWO WORDS', kind: 'promo', percentOff: 1 })).toBe(
      'code may hold only letters, digits, - and _.',
    );
    expect(message({ code: 'A', kind: 'promo' })).toBe(
      'A promo code needs a percentage or an amount off.',
    );
    expect(message({ code: 'A', kind: 'promo', percentOff: 5, amountOff: 5 })).toBe(
      'A code takes off a percentage or an amount, not both.',
    );
    expect(message({ code: 'A', kind: 'access' })).toBe(
      'An access code must unlock at least one hidden ticket type.',
    );
    expect(
      message({
        code: 'A',
        kind: 'promo',
        percentOff: 5,
        validFrom: '2031-02-02T00:00:00Z',
        validUntil: '2031-02-01T00:00:00Z',
      }),
    ).toBe('validUntil must be after validFrom.');
    expect(message({ code: 'A', kind: 'promo', amountOff: 1.001 })).toBe(
      'price must be in whole cents.',
    );
  });
});
