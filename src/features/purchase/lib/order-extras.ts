// What a buyer adds to the tickets on the purchase page: add-ons by variant (a T-shirt's size and
// how many) and the amounts typed for pay-what-you-want types. Priced with the contract's rules
// (add-on-choice.ts), so the summary shows what the server will charge.
import {
  addOnLineName,
  addOnLinesCents,
  payWhatYouWantRefusal,
  type AddOnSelection,
  type PurchaseAddOn,
} from '@/contract/add-on-choice';
import type { PurchaseEvent } from '@/contract/purchases';

type TicketType = PurchaseEvent['ticketTypes'][number];

/** How many of each variant, by variant id. */
export type AddOnChoice = Record<string, number>;
/** The amount typed for each pay-what-you-want type, by type id (as typed). */
export type ChosenAmounts = Record<string, string>;

/** A chosen add-on line as the summary shows it: "T-shirt · M" × 1 at its price. */
export interface ChosenAddOnLine {
  variantId: string;
  name: string;
  quantity: number;
  priceCents: number;
  currency: string;
}

export function chosenAddOnLines(addOns: PurchaseAddOn[], choice: AddOnChoice): ChosenAddOnLine[] {
  return addOns.flatMap((addOn) =>
    addOn.variants
      .filter((variant) => (choice[variant.id] ?? 0) > 0)
      .map((variant) => ({
        variantId: variant.id,
        name: addOnLineName(addOn.name, variant.name),
        quantity: choice[variant.id] ?? 0,
        priceCents: Math.round(addOn.price * 100),
        currency: addOn.currency,
      })),
  );
}

export const chosenAddOnsCents = (lines: ChosenAddOnLine[]) => addOnLinesCents(lines);

/** The request's `addOns`: one line per chosen variant (none when nothing is chosen). */
export const addOnsToSend = (lines: ChosenAddOnLine[]): AddOnSelection[] =>
  lines.map((line) => ({ variant: line.variantId, quantity: line.quantity }));

/** The amount typed, as a number (NaN when it is not one). */
export const amountOf = (typed: string | undefined) =>
  typed === undefined || typed.trim() === '' ? NaN : Number(typed.trim().replace(/^\$/, ''));

/** A pay-what-you-want type priced at the amount chosen (the minimum until one is typed). */
export function withChosenPrice(type: TicketType, amounts: ChosenAmounts): TicketType {
  if (!type.payWhatYouWant) return type;
  const amount = amountOf(amounts[type.id]);
  return Number.isFinite(amount) && amount >= type.price ? { ...type, price: amount } : type;
}

/** Why the amount typed for a chosen pay-what-you-want type cannot be paid, or null. */
export function amountRefusal(type: TicketType, amounts: ChosenAmounts): string | null {
  if (!type.payWhatYouWant) return null;
  const typed = amounts[type.id];
  if (typed === undefined || typed.trim() === '') return null;
  return payWhatYouWantRefusal(type.price, amountOf(typed), type.currency);
}
