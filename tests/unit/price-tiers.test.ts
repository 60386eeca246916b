// The price-tier rule (src/contract/price-tiers.ts) that the purchase page shows and the server
// charges at the hold: steps by date and by seats taken, exactly at their boundaries, an order that
// would cross a count step, what the price becomes and when, and the wizard's step input rules.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  priceStepSchema,
  priceStepsSchema,
  tierOutlook,
  tierPrice,
  tierStepsOf,
  type TierStep,
} from '../../src/contract/price-tiers';
import { ticketTypeSchema } from '../../src/contract/ticketing';

const march1 = Date.parse('2027-03-01T23:59:00+11:00');
const april1 = Date.parse('2027-04-01T00:00:00+11:00');
const early: TierStep = {
  label: 'Early Bird',
  priceCents: 8000,
  endsAt: march1,
  endsAfterSold: null,
};
const firstFifty: TierStep = {
  label: 'First 50',
  priceCents: 8000,
  endsAt: null,
  endsAfterSold: 50,
};
const before = march1 - 60_000;

describe('tierPrice', () => {
  it('charges a date step until its end, and the next price exactly at it', () => {
    expect(tierPrice([early], 9500, before, 0).priceCents).toBe(8000);
    expect(tierPrice([early], 9500, march1 - 1, 0).priceCents).toBe(8000);
    expect(tierPrice([early], 9500, march1, 0)).toMatchObject({ priceCents: 9500, step: null });
  });

  it('charges a count step while the order fits in it, and the next price at its count', () => {
    expect(tierPrice([firstFifty], 9500, before, 49, 1)).toMatchObject({
      priceCents: 8000,
      step: 0,
      fewestTaken: 0,
      mostTaken: 49,
    });
    expect(tierPrice([firstFifty], 9500, before, 50, 1).priceCents).toBe(9500);
  });

  it('prices an order that would cross a count step at the next price, all of its seats', () => {
    // One early seat left and three wanted: the three pay the next price, the step sells no more
    // than its 50 at its own.
    expect(tierPrice([firstFifty], 9500, before, 49, 3)).toMatchObject({
      priceCents: 9500,
      step: null,
      fewestTaken: 48,
    });
    expect(tierPrice([firstFifty], 9500, before, 47, 3)).toMatchObject({
      priceCents: 8000,
      mostTaken: 47,
    });
  });

  it('ends a step with both ends at whichever comes first', () => {
    const both: TierStep = { ...early, endsAfterSold: 10 };
    expect(tierPrice([both], 9500, before, 9).priceCents).toBe(8000);
    expect(tierPrice([both], 9500, before, 10).priceCents).toBe(9500);
    expect(tierPrice([both], 9500, march1, 0).priceCents).toBe(9500);
  });

  it('walks several steps, skipping the ones that ended', () => {
    const steps: TierStep[] = [
      firstFifty,
      { label: 'Next 50', priceCents: 9000, endsAt: april1, endsAfterSold: 100 },
    ];
    expect(tierPrice(steps, 9500, before, 60)).toMatchObject({
      priceCents: 9000,
      step: 1,
      fewestTaken: 50,
      mostTaken: 99,
    });
    expect(tierPrice(steps, 9500, april1, 60).priceCents).toBe(9500);
    expect(tierPrice(steps, 9500, before, 100).priceCents).toBe(9500);
  });

  it('charges the plain price without steps', () => {
    expect(tierPrice([], 2500, before, 0)).toMatchObject({
      priceCents: 2500,
      step: null,
      fewestTaken: 0,
      mostTaken: null,
    });
  });
});

describe('tierOutlook', () => {
  it('names the next price and when a date brings it', () => {
    expect(tierOutlook([early], 9500, before, 3).next).toEqual({
      priceCents: 9500,
      label: '',
      from: march1,
      afterSold: null,
      leftAtThisPrice: null,
    });
  });

  it('names the next price, its count and the seats left at this price', () => {
    const steps: TierStep[] = [
      firstFifty,
      { ...early, label: 'Early', priceCents: 9000, endsAfterSold: null },
    ];
    expect(tierOutlook(steps, 9500, before, 46).next).toEqual({
      priceCents: 9000,
      label: 'Early',
      from: null,
      afterSold: 50,
      leftAtThisPrice: 4,
    });
  });

  it('has nothing next on the last price', () => {
    expect(tierOutlook([early], 9500, march1, 0).next).toBeNull();
  });
});

describe('price step input', () => {
  const step = (patch: object) => ({ label: 'Early Bird', price: 80, ...patch });
  const issues = (value: unknown) => {
    const parsed = z.safeParse(ticketTypeSchema, {
      name: 'Entry',
      price: 95,
      quantity: 100,
      priceSteps: value,
    });
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('needs an end for each step', () => {
    expect(z.safeParse(priceStepSchema, step({})).success).toBe(false);
    expect(issues([step({})])).toContain(
      'Each price step needs an end: a date, a number of tickets sold, or both.',
    );
    expect(issues([step({ endsAfterSold: 50 })])).toEqual([]);
  });

  it('needs later steps to end later', () => {
    expect(
      issues([
        step({ endsAt: '2027-03-01T23:59:00+11:00' }),
        step({ endsAt: '2027-02-01T00:00:00+11:00' }),
      ]),
    ).toContain('Price step 2 must end after step 1.');
    expect(issues([step({ endsAfterSold: 50 }), step({ endsAfterSold: 50 })])).toContain(
      'Price step 2 must end at a higher count than step 1.',
    );
  });

  it('refuses counts and prices a ticket cannot have', () => {
    expect(issues([step({ endsAfterSold: 0 })])).toContain('A step’s count must be at least 1.');
    expect(issues([step({ price: 80.001, endsAfterSold: 5 })])).toContain(
      'A step’s price must be in whole cents.',
    );
  });

  it('is absent when a type has none, and keeps cents and instants for the rule', () => {
    expect(z.parse(priceStepsSchema, undefined)).toBeUndefined();
    expect(
      tierStepsOf([
        { label: 'E', price: 80.1, endsAt: '2027-03-01T23:59:00+11:00', endsAfterSold: null },
      ]),
    ).toEqual([{ label: 'E', priceCents: 8010, endsAt: march1, endsAfterSold: null }]);
  });
});
