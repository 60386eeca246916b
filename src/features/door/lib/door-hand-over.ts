// Handing over an add-on of a ticket's order at the door: online only, never queued (handing a
// T-shirt over twice is what the server's answer prevents). Every ticket of the order shows it at
// once.
import { failureMessage, isConnectionFailure } from '@/lib/api/result';
import { handOverDoorAddOn } from '../api/door-api';
import type { DoorTicketBook } from './door-ticket-book';

export type HandOver =
  { done: true } | { done: false; failure?: { status: number; problem: string }; message: string };

/** Marks the add-on handed over (now or before) on the server, then on every ticket of its order. */
export async function handOverAtDoor(
  book: DoorTicketBook,
  eventId: string,
  bearer: string | undefined,
  ticketId: string,
  addOnId: string,
): Promise<HandOver> {
  const ticket = book.get(ticketId);
  if (!ticket?.orderId) return { done: false, message: 'This add-on is not part of this order.' };
  const answer = await handOverDoorAddOn(eventId, ticket.orderId, addOnId, bearer);
  if (!answer.ok)
    return {
      done: false,
      failure: { status: answer.status, problem: answer.problem },
      message: isConnectionFailure(answer)
        ? 'No connection: hand it over when the scanner is back online.'
        : failureMessage(answer, 'It could not be handed over. Please try again.'),
    };
  for (const other of book.list()) {
    if (other.orderId !== ticket.orderId || !other.addOns) continue;
    const addOns = other.addOns.map((line) =>
      line.id === addOnId ? { ...line, handedOver: true } : line,
    );
    await book.keep({ ...other, addOns });
  }
  return { done: true };
}
