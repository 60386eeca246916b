// The ticket step's rules (spec §5): at least one type; each needs a name, a price of 0 or more
// and a quantity of at least 1. Messages are the spec's.
import type { TicketTypeFields } from './wizard-form';

export const NO_TICKET_TYPES = 'Please add at least one ticket type before proceeding.';

export interface TicketProblem {
  index: number;
  missing: Array<'name' | 'price' | 'quantity'>;
}

export function ticketProblems(types: TicketTypeFields[]): TicketProblem[] {
  return types.flatMap((type, index) => {
    const price = Number(type.price);
    const quantity = Number(type.quantity);
    const missing = [
      type.name.trim() === '' ? 'name' : null,
      type.price.trim() !== '' && (!Number.isFinite(price) || price < 0) ? 'price' : null,
      type.quantity.trim() !== '' && (!Number.isInteger(quantity) || quantity < 1)
        ? 'quantity'
        : null,
    ].filter((field): field is 'name' | 'price' | 'quantity' => field !== null);
    return missing.length > 0 ? [{ index, missing }] : [];
  });
}

/** The alert for a ticket step that cannot be left, or null when it can. */
export function ticketStepError(types: TicketTypeFields[]): string | null {
  if (types.length === 0) return NO_TICKET_TYPES;
  const problems = ticketProblems(types);
  if (problems.length === 0) return null;
  return `Please complete required fields: ${problems
    .map((problem) => `Ticket ${problem.index + 1}: ${problem.missing.join(', ')}`)
    .join('; ')}`;
}
