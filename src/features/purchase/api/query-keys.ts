// Query keys of the buying side's own data (My Tickets and orders are shared: src/lib/query-keys).
import { myTicketsKeys, purchaseEventKeys } from '@/lib/query-keys';

export const purchaseKeys = {
  event: (eventId: string) => purchaseEventKeys.one(eventId),
  reservation: (reservationId: string) => ['reservation', reservationId] as const,
  waitlistEntry: (entryId: string) => ['waitlist', entryId] as const,
  ticketsFeed: () => ['tickets-feed'] as const,
  /** An order's invoice and adjustment notes: under the order, so a refund seen there refreshes them. */
  orderDocuments: (orderId: string) => [...myTicketsKeys.order(orderId), 'documents'] as const,
  /** What the buyer may do with each ticket of the order: under the order, refreshed with it. */
  ticketOptions: (orderId: string) => [...myTicketsKeys.order(orderId), 'ticket-options'] as const,
  /** A guest's answers, read by the order's signed link: under that order, refreshed with it. */
  guestAnswers: (orderId: string, access: string) =>
    [...myTicketsKeys.sharedOrder(orderId, access), 'answers'] as const,
  /** The answers of a ticket passed on to the dancer: under My Tickets, refreshed with it. */
  heldAnswers: (ticketId: string) => [...myTicketsKeys.all, 'held-answers', ticketId] as const,
};
