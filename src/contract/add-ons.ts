// Add-ons as the organiser defines them (name, price, per-order limit, variants with their stock)
// and reads them back with what each variant has sold; the buyer's side is in add-on-choice.ts.
import * as z from 'zod/mini';
import { typedLine } from './typed-text';
import { MAX_ADDON_PER_ORDER } from './add-on-choice';
import { lazySchema } from './lazy-schema';
import { MAX_TICKET_QUANTITY, priceSchema } from './ticketing';

export const MAX_ADDONS = 20;
export const MAX_VARIANTS = 12;

export const addOnVariantInputSchema = lazySchema(() =>
  z.object({
    /** A kept variant's id; absent for a new one. */
    id: z.optional(z.uuid()),
    name: z._default(z.string().check(...typedLine(), z.maxLength(40)), ''),
    /** The stock; null: no limit. */
    quantity: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(MAX_TICKET_QUANTITY))),
  }),
);

export const addOnInputSchema = lazySchema(() =>
  z.object({
    name: z
      .string()
      .check(
        ...typedLine('Please give the add-on a name.'),
        z.minLength(1, 'Please give the add-on a name.'),
        z.maxLength(80),
      ),
    description: z._default(z.string().check(z.maxLength(500)), ''),
    price: priceSchema,
    maxPerOrder: z._default(z.number().check(z.int(), z.gte(1), z.lte(MAX_ADDON_PER_ORDER)), 10),
    variants: z.array(addOnVariantInputSchema).check(
      z.minLength(1, 'An add-on needs at least one variant (or one without a name).'),
      z.maxLength(MAX_VARIANTS),
      z.refine(
        (variants) =>
          new Set(variants.map((variant) => variant.name.toLowerCase())).size === variants.length,
        'Each variant needs its own name.',
      ),
    ),
  }),
);
export type AddOnInput = z.input<typeof addOnInputSchema>;

export const organiserAddOnSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    price: z.number(),
    currency: z.string(),
    maxPerOrder: z.number(),
    variants: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        quantity: z.nullable(z.number()),
        sold: z.number(),
        held: z.number(),
        handedOver: z.number(),
      }),
    ),
  }),
);
export type OrganiserAddOn = z.infer<typeof organiserAddOnSchema>;

export const organiserAddOnsResponseSchema = lazySchema(() =>
  z.object({ data: z.array(organiserAddOnSchema) }),
);
export const organiserAddOnResponseSchema = lazySchema(() =>
  z.object({ data: organiserAddOnSchema }),
);
