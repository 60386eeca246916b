// A ticket type's price steps as the wizard's inputs hold them (contract/price-tiers.ts): a name,
// a price, an end date-time (local minutes, like the wizard's other date-times) and an end count,
// each as typed; and their conversion to and from the saved shape, and their problems in the
// contract's words.
import * as z from 'zod/mini';
import {
  priceStepSchema,
  priceStepsProblem,
  type PriceStep,
  type PriceStepInput,
} from '@/contract/price-tiers';
import { inputValueOf, isoOf } from '@/lib/input-times';

export interface PriceStepFields {
  key: string;
  label: string;
  price: string;
  /** "YYYY-MM-DDTHH:mm" in the organiser's clock, or empty. */
  endsAt: string;
  endsAfterSold: string;
}

let nextKey = 0;
const newStepKey = () => `price-step-${nextKey++}`;

export const blankPriceStep = (price: string): PriceStepFields => ({
  key: newStepKey(),
  label: 'Early Bird',
  price,
  endsAt: '',
  endsAfterSold: '',
});

export const priceStepFieldsOf = (
  steps: readonly PriceStep[] | undefined,
  timeZone: string,
): PriceStepFields[] =>
  (steps ?? []).map((step) => ({
    key: newStepKey(),
    label: step.label,
    price: String(step.price),
    endsAt: inputValueOf(step.endsAt, timeZone),
    endsAfterSold: step.endsAfterSold === null ? '' : String(step.endsAfterSold),
  }));

const countOf = (text: string) => (text.trim() === '' ? null : Number(text));

/** The steps as the save sends them. */
export const priceStepsOf = (
  fields: readonly PriceStepFields[] | undefined,
  timeZone: string,
): PriceStepInput[] =>
  (fields ?? []).map((step) => ({
    label: step.label.trim(),
    price: step.price.trim() === '' ? 0 : Number(step.price),
    endsAt: isoOf(step.endsAt, timeZone),
    endsAfterSold: countOf(step.endsAfterSold),
  }));

/** Each step's problems (by its key), and the list's own (their order), in the contract's words. */
export function priceStepProblems(fields: readonly PriceStepFields[] | undefined): {
  byStep: Map<string, string[]>;
  list: string | null;
} {
  const byStep = new Map<string, string[]>();
  // Only whether the dates are set and in order is judged here: wall-clock times keep their order
  // read in any one zone, so UTC stands in for the event's.
  const steps = priceStepsOf(fields, 'UTC');
  const parsed: PriceStep[] = [];
  steps.forEach((step, index) => {
    const result = z.safeParse(priceStepSchema, step);
    if (result.success) parsed.push(result.data);
    else
      byStep.set(
        fields![index]!.key,
        result.error.issues.map((issue) => issue.message),
      );
  });
  return { byStep, list: byStep.size === 0 ? priceStepsProblem(parsed) : null };
}

/** The first problem of a type's steps, named for the type, or null. */
export function priceStepsError(typeName: string, fields: readonly PriceStepFields[] | undefined) {
  const { byStep, list } = priceStepProblems(fields);
  const first = [...byStep.values()][0]?.[0] ?? list;
  return first ? `${typeName || 'A ticket'}: ${first}` : null;
}
