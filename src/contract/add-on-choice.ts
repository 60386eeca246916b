// What the purchase page offers and a buyer chooses of an event's add-ons (a T-shirt in sizes, a
// gala dinner), and the pay-what-you-want rule; the organiser's shapes are in add-ons.ts.
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { formatMoney } from './money';
import { CURRENCIES } from './ticketing';

/** The most add-on lines (variants) one order may hold. */
export const MAX_ADDON_LINES = 20;
/** The most of one add-on an order may hold, whatever the add-on allows. */
export const MAX_ADDON_PER_ORDER = 50;
/** A pay-what-you-want ticket costs at most this much (in its currency's units). */
export const PWYW_MAX_PRICE = 10_000;

export const ADDON_MESSAGES = {
  soldOut: (name: string) => `"${name}" is sold out.`,
  fewLeft: (name: string, left: number) =>
    `Only ${left} "${name}" ${left === 1 ? 'is' : 'are'} left.`,
  tooMany: (name: string, max: number) => `At most ${max} "${name}" per order.`,
  unknown: 'That add-on is not part of this event.',
  once: 'Each add-on (and size) may appear once.',
};

/** A buyer's chosen add-on: a variant (the add-on itself when it has none) and how many. */
export const addOnSelectionSchema = lazySchema(() =>
  z.object({
    variant: z.uuid('variant must be an add-on variant id.'),
    quantity: z
      .number()
      .check(
        z.int('quantity must be a whole number.'),
        z.gte(1, 'quantity must be at least 1.'),
        z.lte(MAX_ADDON_PER_ORDER, `quantity must be at most ${MAX_ADDON_PER_ORDER}.`),
      ),
  }),
);
export type AddOnSelection = z.infer<typeof addOnSelectionSchema>;

export const addOnSelectionsSchema = lazySchema(() =>
  z.array(addOnSelectionSchema).check(
    z.maxLength(MAX_ADDON_LINES),
    z.refine(
      (lines) => new Set(lines.map((line) => line.variant)).size === lines.length,
      ADDON_MESSAGES.once,
    ),
  ),
);

/** An add-on as the purchase page offers it. `available` null: no stock limit. */
export const purchaseAddOnSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    price: z.number(),
    currency: z.enum(CURRENCIES),
    maxPerOrder: z.number(),
    variants: z.array(
      z.object({ id: z.string(), name: z.string(), available: z.nullable(z.number()) }),
    ),
  }),
);
export type PurchaseAddOn = z.infer<typeof purchaseAddOnSchema>;

/** An add-on line as sold: "T-shirt · M". */
export const addOnLineName = (addOn: string, variant: string) =>
  variant ? `${addOn} · ${variant}` : addOn;

/** Why a pay-what-you-want amount is refused, or null when it may be paid. */
export function payWhatYouWantRefusal(
  minimum: number,
  amount: number,
  currency: string,
): string | null {
  if (!Number.isFinite(amount) || Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6)
    return 'Please enter an amount in whole cents.';
  if (amount < minimum) return `Please pay at least ${formatMoney(minimum, currency)}.`;
  if (amount > PWYW_MAX_PRICE)
    return `Please pay at most ${formatMoney(PWYW_MAX_PRICE, currency)}.`;
  return null;
}

/** What add-on lines cost together, in cents: each line's unit price × its quantity. */
export const addOnLinesCents = (lines: { priceCents: number; quantity: number }[]) =>
  lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);

/**
 * The most of one variant an order may hold, given what else of its add-on it holds: the
 * add-on's per-order limit less the other variants chosen, and the variant's stock (null: none).
 */
export function addOnVariantRoom(
  addOn: Pick<PurchaseAddOn, 'maxPerOrder' | 'variants'>,
  variantId: string,
  chosen: Readonly<Record<string, number>>,
): number {
  const variant = addOn.variants.find((candidate) => candidate.id === variantId);
  if (!variant) return 0;
  const others = addOn.variants
    .filter((other) => other.id !== variantId)
    .reduce((sum, other) => sum + (chosen[other.id] ?? 0), 0);
  const byLimit = Math.min(addOn.maxPerOrder, MAX_ADDON_PER_ORDER) - others;
  return Math.max(0, Math.min(byLimit, variant.available ?? byLimit));
}
