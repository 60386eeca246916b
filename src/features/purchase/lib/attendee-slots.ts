// Each ticket chosen on the purchase form as one holder to name (and, at an event with questions,
// to answer for): its place in the order, and the request's `attendees` built from what was typed.
import type { AnswerValue, AttendeeInput } from '@/contract/attendee-questions';
import type { DanceRole } from '@/contract/partner-roles';
import { allLinesOf, type PurchaseLine } from './purchase-rules';

/** One ticket of the order: `key` is its line's key and its number within the line. */
export interface TicketSlot {
  key: string;
  line: PurchaseLine;
}

export interface AttendeeDraft {
  name: string;
  answers: Record<string, AnswerValue>;
}

export type AttendeeDrafts = Readonly<Record<string, AttendeeDraft>>;

export const NO_ATTENDEE: AttendeeDraft = { name: '', answers: {} };

/** The order's tickets, one slot each, in the event's order of types (and roles). */
export function ticketSlotsOf(
  types: PurchaseLine['type'][],
  quantities: Readonly<Record<string, number>>,
): TicketSlot[] {
  return allLinesOf(types).flatMap((line) =>
    Array.from({ length: quantities[line.key] ?? 0 }, (_, index) => ({
      key: `${line.key}#${index}`,
      line,
    })),
  );
}

/** The request's holders: one per ticket, or none when nothing was typed and nothing is asked. */
export function attendeesToSend(
  slots: readonly TicketSlot[],
  drafts: AttendeeDrafts,
  asksQuestions: boolean,
): AttendeeInput[] | undefined {
  const typed = slots.some((slot) => (drafts[slot.key]?.name.trim() ?? '') !== '');
  if (!typed && !asksQuestions) return undefined;
  return slots.map((slot) => {
    const draft = drafts[slot.key] ?? NO_ATTENDEE;
    return {
      ticketType: slot.line.type.id,
      ...(slot.line.role ? { role: slot.line.role as DanceRole } : {}),
      name: draft.name.trim(),
      answers: draft.answers,
    };
  });
}
