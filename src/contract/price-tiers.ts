// Price tiers: a ticket type's price steps up by date ("Early Bird until 1 March") or by seats taken
// ("first 50 at $80"). The steps come in order; each applies until its end — an instant, a count of
// the type's seats taken (sold, and held by buyers paying), or whichever comes first — and the
// type's own price applies after the last. One rule prices a purchase page's line and the server's
// hold alike: an order's seats all pay one price, that of the first step still open by date whose
// count has room for every one of them, so a step never sells past its count.
import * as z from 'zod/mini';
import { plannedInstantSchema } from './instants';
import { lazySchema } from './lazy-schema';

export const MAX_PRICE_STEPS = 5;
const MAX_STEP_COUNT = 100_000;

/** A step as the wizard edits it; `price` is checked by ticketing.ts's price rule. */
export const priceStepSchema = lazySchema(() =>
  z
    .object({
      /** What the buyer reads beside the price ("Early Bird"). */
      label: z._default(
        z.string().check(z.maxLength(60, 'A step’s name is at most 60 characters.')),
        '',
      ),
      price: z.number().check(
        z.gte(0, 'A step’s price must be 0 or more.'),
        z.lte(100_000, 'A step’s price must be at most 100000.'),
        z.refine(
          (price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6,
          'A step’s price must be in whole cents.',
        ),
      ),
      /** The instant the step ends: from then on the next price applies. */
      endsAt: z._default(z.nullable(plannedInstantSchema), null),
      /** The step ends once this many of the type's seats are taken (counted over all steps). */
      endsAfterSold: z._default(
        z.nullable(
          z
            .number()
            .check(
              z.int('A step’s count must be a whole number.'),
              z.gte(1, 'A step’s count must be at least 1.'),
              z.lte(MAX_STEP_COUNT, `A step’s count must be at most ${MAX_STEP_COUNT}.`),
            ),
        ),
        null,
      ),
    })
    .check(
      z.refine(
        (step) => step.endsAt !== null || step.endsAfterSold !== null,
        'Each price step needs an end: a date, a number of tickets sold, or both.',
      ),
    ),
);
export type PriceStep = z.infer<typeof priceStepSchema>;
export type PriceStepInput = z.input<typeof priceStepSchema>;

/** Why a list of steps cannot be saved, or null. Later steps end later: dates and counts rise. */
export function priceStepsProblem(steps: readonly PriceStep[]): string | null {
  if (steps.length > MAX_PRICE_STEPS)
    return `A ticket type has at most ${MAX_PRICE_STEPS} price steps.`;
  for (let i = 1; i < steps.length; i++) {
    const [before, step] = [steps[i - 1]!, steps[i]!];
    if (before.endsAt && step.endsAt && Date.parse(step.endsAt) <= Date.parse(before.endsAt))
      return `Price step ${i + 1} must end after step ${i}.`;
    if (before.endsAfterSold && step.endsAfterSold && step.endsAfterSold <= before.endsAfterSold)
      return `Price step ${i + 1} must end at a higher count than step ${i}.`;
  }
  return null;
}

/** A type's steps; absent: none. */
export const priceStepsSchema = lazySchema(() =>
  z.optional(
    z.array(priceStepSchema).check(
      z.refine((steps) => priceStepsProblem(steps) === null, {
        error: (issue) => priceStepsProblem(issue.input as PriceStep[]) ?? 'Invalid price steps.',
      }),
    ),
  ),
);

/** The steps as the server keeps them and the rule reads them: cents, and instants as numbers. */
export interface TierStep {
  label: string;
  priceCents: number;
  endsAt: number | null;
  endsAfterSold: number | null;
}

export const tierStepsOf = (steps: readonly PriceStep[]): TierStep[] =>
  steps.map((step) => ({
    label: step.label,
    priceCents: Math.round(step.price * 100),
    endsAt: step.endsAt === null ? null : Date.parse(step.endsAt),
    endsAfterSold: step.endsAfterSold,
  }));

/** Whether a step is still open at `now` for `quantity` more seats with `taken` already taken. */
const openFor = (step: TierStep, now: number, taken: number, quantity: number) =>
  (step.endsAt === null || now < step.endsAt) &&
  (step.endsAfterSold === null || taken + quantity <= step.endsAfterSold);

/** The price an order pays, and the range of seats taken over which it would pay the same. */
export interface TierPrice {
  priceCents: number;
  /** The step it is priced at (its index), or null for the type's own price. */
  step: number | null;
  label: string;
  /** Until when this price holds (ms), if a date ends it. */
  until: number | null;
  /** The order pays this price while the seats taken are within [fewest, most] (most null: any). */
  fewestTaken: number;
  mostTaken: number | null;
}

/**
 * What an order of `quantity` seats pays at `now` when `taken` seats are already taken: the first
 * step still open by date whose count has room for all of them, or the type's own price.
 */
export function tierPrice(
  steps: readonly TierStep[],
  basePriceCents: number,
  now: number,
  taken: number,
  quantity = 1,
): TierPrice {
  // Steps passed over only for their count: with fewer seats taken the order would fit there.
  let fewestTaken = 0;
  for (const [index, step] of steps.entries()) {
    if (openFor(step, now, taken, quantity))
      return {
        priceCents: step.priceCents,
        step: index,
        label: step.label,
        until: step.endsAt,
        fewestTaken,
        mostTaken: step.endsAfterSold === null ? null : step.endsAfterSold - quantity,
      };
    if (step.endsAt === null || now < step.endsAt)
      fewestTaken = Math.max(fewestTaken, step.endsAfterSold! - quantity + 1);
  }
  return {
    priceCents: basePriceCents,
    step: null,
    label: '',
    until: null,
    fewestTaken,
    mostTaken: null,
  };
}

/** What a buyer reads of a type's tiers: the price now, and what it becomes and when. */
export interface TierOutlook {
  price: TierPrice;
  /** The next price, or null when the price no longer changes. */
  next: null | {
    priceCents: number;
    label: string;
    /** The instant it applies from, when a date ends the current step. */
    from: number | null;
    /** It applies once this many seats are taken, when a count ends the current step. */
    afterSold: number | null;
    /** Seats left at the current price, when a count ends the current step. */
    leftAtThisPrice: number | null;
  };
}

export function tierOutlook(
  steps: readonly TierStep[],
  basePriceCents: number,
  now: number,
  taken: number,
): TierOutlook {
  const price = tierPrice(steps, basePriceCents, now, taken, 1);
  if (price.step === null) return { price, next: null };
  const step = steps[price.step]!;
  // The price after this step: the next step still open when this one ends, or the type's own.
  const after = steps.slice(price.step + 1);
  const nextAt = step.endsAt ?? now;
  const nextTaken = step.endsAfterSold ?? taken;
  const following = tierPrice(after, basePriceCents, nextAt, nextTaken, 1);
  return {
    price,
    next: {
      priceCents: following.priceCents,
      label: following.label,
      from: step.endsAt,
      afterSold: step.endsAfterSold,
      leftAtThisPrice: step.endsAfterSold === null ? null : step.endsAfterSold - taken,
    },
  };
}

/** The tiers as the purchase page receives them: prices in currency units, instants as ISO text. */
export const purchaseTierSchema = lazySchema(() =>
  z.object({
    label: z.string(),
    price: z.number(),
    endsAt: z.nullable(z.string()),
    endsAfterSold: z.nullable(z.number()),
  }),
);
export type PurchaseTier = z.infer<typeof purchaseTierSchema>;

export const purchaseTiersOf = (steps: readonly TierStep[]): PurchaseTier[] =>
  steps.map((step) => ({
    label: step.label,
    price: step.priceCents / 100,
    endsAt: step.endsAt === null ? null : new Date(step.endsAt).toISOString(),
    endsAfterSold: step.endsAfterSold,
  }));

export const tierStepsOfPurchase = (tiers: readonly PurchaseTier[]): TierStep[] =>
  tiers.map((tier) => ({
    label: tier.label,
    priceCents: Math.round(tier.price * 100),
    endsAt: tier.endsAt === null ? null : Date.parse(tier.endsAt),
    endsAfterSold: tier.endsAfterSold,
  }));
