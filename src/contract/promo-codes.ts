// Promo codes and access codes: their shapes (the organiser's editor, the buyer's check) and the
// one price rule both sides apply — what a code takes off a selection, or why it does not apply.
// The purchase page shows the rule's answer; the server charges it (and counts the code's uses).
import * as z from 'zod/mini';
import { plannedInstantSchema } from './instants';
import { codeTextSchema } from './code-text';
import { lazySchema } from './lazy-schema';
import { purchaseRequestSchema, purchaseTicketTypeSchema } from './purchases';
import { priceSchema } from './ticketing';

export const CODE_KINDS = ['promo', 'access'] as const;
export type CodeKind = (typeof CODE_KINDS)[number];
export const MAX_CODES_PER_EVENT = 200;

/** What the buyer reads when a code does not apply. */
export const CODE_MESSAGES = {
  unknown: 'This code is not valid for this event.',
  notForTickets: 'This code is not valid for these tickets.',
  usedUp: 'This code has been used up.',
  usedByBuyer: 'You have already used this code as often as it allows.',
  notYet: 'This code is not valid yet.',
  expired: 'This code is not valid any more.',
  minQuantity: (count: number) => `This code needs at least ${count} tickets.`,
  hiddenType: 'That ticket type is not part of this event.',
};

/** Codes are compared without regard to case and surrounding spaces. */
export const normalCode = (code: string) => code.trim().toUpperCase();

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

/** The buyer's check of a code (public, rate-limited): for a selection, or none yet. */
export const codeCheckRequestSchema = lazySchema(() =>
  z.object({
    ticketingConfigId: purchaseRequestSchema.shape.ticketingConfigId,
    code: codeTextSchema,
    ticketSelections: z._default(
      z
        .array(
          z.object({
            ticketType: z.uuid('ticketType must be a ticket type id.'),
            quantity: z.number().check(z.int(), z.gte(1), z.lte(100)),
          }),
        )
        .check(z.maxLength(30)),
      [],
    ),
  }),
);
export type CodeCheckRequest = z.infer<typeof codeCheckRequestSchema>;

export const codeCheckSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    kind: z.enum(CODE_KINDS),
    percentOff: z.nullable(z.number()),
    amountOff: z.nullable(z.number()),
    ticketTypeIds: z.nullable(z.array(z.string())),
    minQuantity: z.number(),
    /** The hidden types it unlocks, as the purchase page lists types. */
    unlocked: z.array(purchaseTicketTypeSchema),
    /** What it takes off the selection sent (0 with none), in the currency's units. */
    discount: z.number(),
  }),
);
export type CodeCheck = z.infer<typeof codeCheckSchema>;
export const codeCheckResponseSchema = lazySchema(() => z.object({ data: codeCheckSchema }));

/** What the price rule needs to know of a code. */
export interface CodeRule {
  kind: CodeKind;
  percentOff: number | null;
  amountOffCents: number | null;
  ticketTypeIds: string[] | null;
  unlocks: string[];
  minQuantity: number;
  validFrom: Date | null;
  validUntil: Date | null;
}

export interface PricedLine {
  typeId: string;
  quantity: number;
  priceCents: number;
}

export type CodePrice =
  | { ok: true; subtotalCents: number; discountCents: number; totalCents: number }
  | { ok: false; message: string };

/** Whether the code is valid at `now` (its window), or why not. */
export function codeWindowProblem(rule: Pick<CodeRule, 'validFrom' | 'validUntil'>, now: Date) {
  if (rule.validFrom && now < rule.validFrom) return CODE_MESSAGES.notYet;
  if (rule.validUntil && now >= rule.validUntil) return CODE_MESSAGES.expired;
  return null;
}

/** The types a code applies to: an access code's unlocked ones, a promo code's chosen ones. */
export const appliesTo = (
  rule: Pick<CodeRule, 'kind' | 'ticketTypeIds' | 'unlocks'>,
  typeId: string,
) =>
  rule.kind === 'access'
    ? rule.unlocks.includes(typeId)
    : rule.ticketTypeIds === null || rule.ticketTypeIds.includes(typeId);

/** What one ticket of `priceCents` costs less: a percentage (rounded to the cent) or an amount. */
function offEachCents(rule: Pick<CodeRule, 'percentOff' | 'amountOffCents'>, priceCents: number) {
  if (rule.percentOff !== null) return Math.round((priceCents * rule.percentOff) / 100);
  return Math.min(priceCents, rule.amountOffCents ?? 0);
}

/**
 * The selection's price with the code: each ticket it applies to costs its percentage or amount
 * less (never below nothing). Refused when it applies to none of the tickets, to fewer than its
 * minimum, or outside its window. Uses are counted by the server, which owns them.
 */
export function priceWithCode(rule: CodeRule, lines: PricedLine[], now: Date): CodePrice {
  const windowProblem = codeWindowProblem(rule, now);
  if (windowProblem) return { ok: false, message: windowProblem };
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const eligible = lines.filter((line) => appliesTo(rule, line.typeId));
  const eligibleCount = eligible.reduce((sum, line) => sum + line.quantity, 0);
  if (eligibleCount === 0) return { ok: false, message: CODE_MESSAGES.notForTickets };
  if (eligibleCount < rule.minQuantity)
    return { ok: false, message: CODE_MESSAGES.minQuantity(rule.minQuantity) };
  const discountCents = eligible.reduce(
    (sum, line) => sum + offEachCents(rule, line.priceCents) * line.quantity,
    0,
  );
  return { ok: true, subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}
