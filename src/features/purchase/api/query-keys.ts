// Query keys of the buying side's own data (My Tickets and orders are shared: src/lib/query-keys).
export const purchaseKeys = {
  event: (eventId: string) => ['purchase-event', eventId] as const,
  reservation: (reservationId: string) => ['reservation', reservationId] as const,
  waitlistEntry: (entryId: string) => ['waitlist', entryId] as const,
  myPasses: () => ['my-passes'] as const,
  ticketsFeed: () => ['tickets-feed'] as const,
};
