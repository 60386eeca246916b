// The price rule of promo and access codes, one pure function both sides apply: what a code takes
// off a selection, or why it does not apply (with the buyer's words). The purchase page shows its
// answer (in the code field's own chunk); the server charges it and counts the code's uses.
import type { CodeKind } from './code-text';

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
