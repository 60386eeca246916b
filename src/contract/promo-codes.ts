// Promo and access codes as the organiser edits and reads them: the code's fields and the rules
// across them, and each code with how it sold. The price rule is in promo-code-rule.ts, the
// buyer's check in code-check.ts.
import * as z from 'zod/mini';
import { plannedInstantSchema } from './instants';
import { CODE_KINDS, codeTextSchema } from './code-text';
import { lazySchema } from './lazy-schema';
import { priceSchema } from './ticketing';

export const MAX_CODES_PER_EVENT = 200;

const count = (field: string) =>
  z
    .number()
    .check(
      z.int(`${field} must be a whole number.`),
      z.gte(1, `${field} must be at least 1.`),
      z.lte(100_000, `${field} must be at most 100000.`),
    );
const typeIds = lazySchema(() =>
  z.array(z.uuid('ticket type ids must be ids.')).check(z.maxLength(30)),
);

/** A code's fields, before the rules across them. */
const codeFieldsSchema = lazySchema(() =>
  z.object({
    code: codeTextSchema,
    kind: z.enum(CODE_KINDS, 'kind must be promo or access.'),
    /** 1–100 % off each ticket it applies to. */
    percentOff: z._default(
      z.nullable(
        z
          .number()
          .check(
            z.int('percentOff must be a whole number.'),
            z.gte(1, 'percentOff must be at least 1.'),
            z.lte(100, 'percentOff must be at most 100.'),
          ),
      ),
      null,
    ),
    /** An amount off each ticket it applies to, in the event's currency (never below 0). */
    amountOff: z._default(z.nullable(priceSchema), null),
    /** The types a promo code applies to; null: every type on sale. */
    ticketTypeIds: z._default(z.nullable(typeIds), null),
    /** The hidden types an access code unlocks (and applies to). */
    unlocks: z._default(typeIds, []),
    maxUses: z._default(z.nullable(count('maxUses')), null),
    maxUsesPerBuyer: z._default(z.nullable(count('maxUsesPerBuyer')), null),
    validFrom: z._default(z.nullable(plannedInstantSchema), null),
    validUntil: z._default(z.nullable(plannedInstantSchema), null),
    /** Group deals: the code applies to orders with at least this many of its tickets. */
    minQuantity: z._default(count('minQuantity'), 1),
  }),
);

/** A code as the organiser saves it (create and edit alike). */
export const codeInputSchema = lazySchema(() =>
  codeFieldsSchema.check(
    z.refine((code) => code.percentOff === null || code.amountOff === null, {
      message: 'A code takes off a percentage or an amount, not both.',
      path: ['amountOff'],
    }),
    z.refine(
      (code) => code.kind === 'access' || code.percentOff !== null || code.amountOff !== null,
      { message: 'A promo code needs a percentage or an amount off.', path: ['percentOff'] },
    ),
    z.refine((code) => code.kind === 'promo' || code.unlocks.length > 0, {
      message: 'An access code must unlock at least one hidden ticket type.',
      path: ['unlocks'],
    }),
    z.refine(
      (code) =>
        !code.validFrom ||
        !code.validUntil ||
        Date.parse(code.validFrom) < Date.parse(code.validUntil),
      { message: 'validUntil must be after validFrom.', path: ['validUntil'] },
    ),
  ),
);
export type CodeInput = z.infer<typeof codeInputSchema>;
export type CodeInputDraft = z.input<typeof codeInputSchema>;

/** A code in the organiser's list, with how it sold. */
export const organiserCodeSchema = lazySchema(() =>
  z.extend(codeFieldsSchema, {
    id: z.string(),
    currency: z.string(),
    /** Orders made with it, and checkouts paying now. */
    uses: z.number(),
    orders: z.number(),
    /** What its orders took, after the discount and refunds, in the currency's units. */
    revenue: z.number(),
    /** What it took off, in the currency's units. */
    discountGiven: z.number(),
  }),
);
export type OrganiserCode = z.infer<typeof organiserCodeSchema>;
export const organiserCodesResponseSchema = lazySchema(() =>
  z.object({ data: z.array(organiserCodeSchema) }),
);
export const organiserCodeResponseSchema = lazySchema(() =>
  z.object({ data: organiserCodeSchema }),
);
export const codeParamsSchema = lazySchema(() =>
  z.object({
    id: z.uuid('id must be an id.'),
    codeId: z.uuid('codeId must be an id.'),
  }),
);
